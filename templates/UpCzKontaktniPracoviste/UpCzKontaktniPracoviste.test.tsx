import t from 'tap';
import { dom, jsonLd, links, outline, rowsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedWorkplace, loadedWorkplaceEnglish } from './examples.ts';
import { UpCzKontaktniPracoviste } from './server.ts';

t.test('workplace: contacts, regular hours (a past change ignored), agendas, access, its branch', async (t) => {
  const $ = dom(renderExample(UpCzKontaktniPracoviste, examples.workplace!, { data: loadedWorkplace }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzKontaktniPracoviste');
  t.equal(textOf($('h1')), 'Detašované pracoviště Kraslice');
  t.equal(textOf($('.office-contacts span.postal-address')), 'náměstí 28. října 1438 358 01 Kraslice');
  t.equal($('.office-contacts span.postal-address br').length, 1, 'the address on its lines');
  t.ok(textsOf($, '.office-phones > li').includes('Zaměstnanost: +420 950 154 211'));
  t.same(links($, '.office-phones > li:contains("Zaměstnanost")'), [{ text: '+420 950 154 211', href: 'tel:+420950154211' }]);
  t.equal(textOf($('table caption')), 'Úřední hodiny podle dnů');
  t.ok(rowsOf($, '.office-hours__table tbody').some((row) => row.join(' ') === 'úterý Zavřeno'), 'the ended change does not open Tuesdays');
  t.equal($('.office-hours__table tbody th').filter((_, day) => textOf($(day)) === 'úterý').attr('scope'), 'row');
  t.notMatch(textOf($('body')), /přechodu na dávku/);
  t.same(textsOf($, '#office-agendas-heading + ul > li'), ['Zaměstnanost', 'Dávka státní sociální pomoci', 'Pomoc v hmotné nouzi']);
  t.equal(textOf($('h2#office-agendas-heading')), 'Co pracoviště vyřizuje');
  t.ok(textsOf($, 'p').includes('Pracoviště není bezbariérové.'));
  t.equal(textOf($('h2#office-branch-heading')), 'Krajská pobočka');
  t.ok($('#office-branch-heading + ul').is('.gov-list--plain.linked-offices__list'));
  t.same(links($, '#office-branch-heading + ul > li:first-child').at(0), { text: 'Krajská pobočka v Karlových Varech', href: '/kontakty/krajska-pobocka-karlovy-vary' });
  t.notMatch(textOf($('body')), /ID datové schránky|E-podatelna|Call centra/, 'no branch-only fields');
});

t.test('workplace JSON-LD: GovernmentOffice with the regular hours', async (t) => {
  const data = jsonLd(dom(renderExample(UpCzKontaktniPracoviste, examples.workplace!, { data: loadedWorkplace })));
  t.equal(data['@type'], 'GovernmentOffice');
  t.equal(data.name, 'Detašované pracoviště Kraslice');
  t.same(data.address, { '@type': 'PostalAddress', streetAddress: 'náměstí 28. října 1438', addressLocality: 'Kraslice', postalCode: '358 01', addressCountry: 'CZ' });
  t.same(data.geo, { '@type': 'GeoCoordinates', latitude: 50.3237, longitude: 12.5175 });
  t.equal(data.telephone, '+420 950 154 111');
  t.equal(data.email, 'kop.kraslice@uradprace.cz');
  t.same(data.openingHoursSpecification, [
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '12:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '13:00', closes: '17:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '08:00', closes: '12:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Wednesday', opens: '13:00', closes: '17:00' },
  ]);
});

t.test('workplace in English', async (t) => {
  const $ = dom(renderExample(UpCzKontaktniPracoviste, examples.workplaceEnglish!, { locale: 'en', data: loadedWorkplaceEnglish }));
  t.equal(textOf($('h1')), 'Satellite office Kraslice');
  t.ok(textsOf($, '.office-hours__table th[scope="row"]').includes('Wednesday'));
  t.ok(textsOf($, 'li').includes('Assistance in material need'));
  t.match(textOf($('body')), /The office is not wheelchair accessible\./);
  t.ok(links($).some(({ text, href }) => text === 'Regional branch in Karlovy Vary' && href === '/en/contacts/regional-branch-karlovy-vary'), 'the branch linked in English');
});

t.test('broken data: wrong-typed fields are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(UpCzKontaktniPracoviste, examples.broken!, { data: { ...loadedWorkplace, agendas: [], branch: undefined } }));
  t.equal(textOf($('h1')), 'Pracoviště s vadnými údaji');
  t.match(textOf($('body')), /náměstí 28\. října 1438/);
  t.equal(textOf($('table caption')), 'Úřední hodiny podle dnů');
  t.notMatch(textOf($('body')), /bezbariérové|Telefony|Co pracoviště vyřizuje/);
  t.notOk(outline($).includes('h2 Krajská pobočka'), 'no branch section');
});
