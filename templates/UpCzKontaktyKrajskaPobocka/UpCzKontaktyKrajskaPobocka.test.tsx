import t from 'tap';
import { hoursInForce } from '../../shared/office-hours.ts';
import { definitions, dom, jsonLd, labelledBy, links, outline, rowsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedBeforeChange, loadedDuringChange } from './examples.ts';
import { UpCzKontaktyKrajskaPobocka } from './server.ts';

t.test('hoursInForce: temporary hours hold only between validFrom and validTo; later ones are announced', async (t) => {
  const regular = [{ day: 'monday' as const, open: '08:00', close: '17:00' }];
  const change = { validFrom: '2026-10-01T00:00:00+02:00', validTo: '2027-01-31T23:59:59+01:00', reason: 'Rekonstrukce', hours: [] };
  const past = { validFrom: '2025-07-01T00:00:00+02:00', validTo: '2025-08-31T23:59:59+02:00', reason: 'Léto', hours: [] };
  t.same(hoursInForce(regular, [change, past], Date.parse('2026-09-30T23:59:59+02:00')), { today: 'wednesday', regular, upcoming: [change] });
  t.same(hoursInForce(regular, [change, past], Date.parse('2026-10-01T00:00:00+02:00')), { today: 'thursday', regular, current: change, upcoming: [] });
  t.same(hoursInForce(regular, [change, past], Date.parse('2027-02-01T00:00:00+01:00')), { today: 'monday', regular, upcoming: [] });
  t.same(hoursInForce(undefined, undefined, 0), { today: 'thursday', regular: [], upcoming: [] });
  t.equal(hoursInForce(regular, [], Date.parse('2026-11-29T23:30:00Z')).today, 'monday', 'the day in Prague: already Monday there');
});

t.test('today first: its hours (a break said with a comma), its row marked; a day without hours says closed', async (t) => {
  const $ = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange }));
  const today = $('h2#office-hours-heading').next();
  t.ok(today.is('p.office-hours__today'), 'today’s hours right under the heading');
  t.equal(textOf(today), 'Dnes (pondělí): 08:00–12:00, 13:00–17:00');
  t.equal(textOf(today.children('strong')), 'Dnes (pondělí):');
  t.same(textsOf($, '.office-hours__today > span.office-hours__span'), ['08:00–12:00', '13:00–17:00']);
  const row = $('tr.office-hours__row--today');
  t.equal(row.length, 1, 'one day is today');
  t.equal(row.children('th').attr('scope'), 'row');
  t.equal(textOf(row.children('th')), 'pondělí (dnes)');
  t.equal(textOf(row.find('th > span.office-hours__today-mark')), '(dnes)');
  const friday = { ...loadedDuringChange, hours: { ...loadedDuringChange.hours, today: 'friday' as const } };
  const english = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: friday, locale: 'en' }));
  t.equal(textOf(english('p.office-hours__today')), 'Today (Friday): Closed');
  t.equal(textOf(english('p.office-hours__today > strong')), 'Today (Friday):');
});

t.test('branch during a change: the temporary hours with reason and validity instead of the regular ones', async (t) => {
  const $ = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzKontaktyKrajskaPobocka');
  t.equal(textOf($('h1')), 'Krajská pobočka v Liberci');
  t.equal(textOf($('h2#office-hours-heading')), 'Úřední hodiny');
  t.match(textOf($('body')), /Dočasně změněné úřední hodiny\. Platí od 1\. října 2026 do 31\. ledna 2027\./);
  t.ok(textsOf($, 'strong').includes('Dočasně změněné úřední hodiny.'), 'the change said in bold');
  t.match(textOf($('body')), /Probíhá rekonstrukce přízemí budovy/);
  t.ok(textsOf($, 'caption').includes('Úřední hodiny v době změny'));
  const monday = $('.office-hours__table td').first();
  t.same(monday.children('span.office-hours__span').toArray().map((span) => textOf($(span))), ['08:00–12:00', '13:00–17:00']);
  t.equal(textOf(monday), '08:00–12:00, 13:00–17:00', 'a break is two spans, a comma between them');
  t.ok(rowsOf($, '.office-hours__table tbody').some((row) => row.join(' ') === 'pátek Zavřeno'), 'a day without hours is closed');
  t.notMatch(textOf($('body')), /08:00–13:00/, 'the regular Tuesday hours are not shown during the change');
});

t.test('branch contacts: address, identifiers, accounts, director, call centres, links and the workplaces of the region', async (t) => {
  const $ = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange }));
  const address = $('.office-contacts address');
  t.equal(textOf(address.children('span.postal-address')), 'U Nisy 745/6a 460 07 Liberec');
  const map = address.next('a');
  t.same(
    [map.attr('href'), map.attr('class'), map.attr('rel')],
    ['https://www.openstreetmap.org/?mlat=50.7708&mlon=15.0634#map=17/50.7708/15.0634', 'map-link link--external', 'noopener'],
    'the place on a map',
  );
  t.match(textOf(map), /^Zobrazit na mapě/);
  const contacts = definitions($, '.office-contacts dl');
  t.ok(contacts.includes('E-podatelna: podatelna.lb@uradprace.cz'));
  t.equal($('dt:contains("E-podatelna") + dd > a').attr('href'), 'mailto:podatelna.lb@uradprace.cz');
  t.ok(contacts.includes('ID datové schránky: hm2c8wn'));
  t.equal(textOf($('dt:contains("ID datové schránky") + dd > code')), 'hm2c8wn');
  t.ok(contacts.includes('IČO: 72496991'));
  t.ok(contacts.includes('Pro platby ze zahraničí (IBAN): CZ16 0710 1925 3108 1071 0000'));
  t.ok(textsOf($, '.office-contacts .office-phones > li').includes('Informace a podatelna: +420 950 116 111'));
  t.equal($('.office-phones a').filter((_, link) => textOf($(link)) === '+420 950 116 111').attr('href'), 'tel:+420950116111');
  t.same(textsOf($, 'address.contact-person > p').slice(0, 2), ['Bc. Alena Ukázková', 'ředitelka krajské pobočky']);
  t.ok($('address.contact-person > p').first().hasClass('contact-person__name'));
  t.equal(textOf($('h2#office-call-centres-heading')), 'Call centra');
  const centre = labelledBy($, 'office-call-centres-heading').find('li:contains("Call centrum – nepojistné sociální dávky")');
  t.match(textOf(centre), /^Call centrum – nepojistné sociální dávky: /);
  t.equal(centre.children('a').attr('href'), 'tel:+420800779900');
  t.ok(links($).some(({ text, href }) => text === 'Objednat se na schůzku online' && href === '/objednani-na-pracoviste'));
  t.ok(links($).some(({ text, href }) => text === 'Úřední deska krajské pobočky' && href === '/uredni-deska'));
  t.equal(textOf($('h2#office-workplaces-heading')), 'Pracoviště v kraji');
  const workplace = $('a[href="/kontakty/pracoviste-ceska-lipa"]');
  t.equal(textOf(workplace), 'Kontaktní pracoviště Česká Lípa');
  t.ok(workplace.next().is('br') && workplace.next().next().is('span.postal-address'), 'the address on the line under the name');
  t.match(textOf(workplace.next().next()), /^Děčínská 390/);
  t.match(textOf($('body')), /Krajská pobočka řídí kontaktní pracoviště/);
});

t.test('branch before a change: regular hours, the change announced', async (t) => {
  const $ = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedBeforeChange }));
  t.ok(textsOf($, 'caption').includes('Úřední hodiny podle dnů'));
  const regular = $('caption').filter((_, caption) => textOf($(caption)) === 'Úřední hodiny podle dnů').parent();
  const tuesday = regular.find('tbody tr').filter((_, row) => textOf($(row).children('th')).replace(/ \(dnes\)$/, '') === 'úterý');
  t.same(tuesday.find('td > span.office-hours__span').toArray().map((span) => textOf($(span))), ['08:00–13:00']);
  t.equal(textOf(tuesday.children('td')), '08:00–13:00');
  t.match(textOf($('body')), /Od 1\. října 2026 do 31\. ledna 2027 budou platit změněné úřední hodiny\./);
  t.ok(textsOf($, 'caption').includes('Úřední hodiny od 1. října 2026'));
  t.notMatch(textOf($('body')), /Dočasně změněné/);
});

t.test('GovernmentOffice JSON-LD parses back with the hours in force', async (t) => {
  const data = jsonLd(dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange })));
  t.equal(data['@context'], 'https://schema.org');
  t.equal(data['@type'], 'GovernmentOffice');
  t.equal(data.name, 'Krajská pobočka v Liberci');
  t.same(data.address, { '@type': 'PostalAddress', streetAddress: 'U Nisy 745/6a', addressLocality: 'Liberec', postalCode: '460 07', addressCountry: 'CZ' });
  t.same(data.geo, { '@type': 'GeoCoordinates', latitude: 50.7708, longitude: 15.0634 });
  t.equal(data.telephone, '+420 950 116 111');
  t.equal(data.email, 'info.lb@uradprace.cz');
  const hours = data.openingHoursSpecification as Record<string, unknown>[];
  t.equal(hours.length, 6);
  t.same(hours[1], {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'https://schema.org/Monday',
    opens: '13:00',
    closes: '17:00',
    validFrom: '2026-10-01T00:00:00+02:00',
    validThrough: '2027-01-31T23:59:59+01:00',
  });
  const before = jsonLd(dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedBeforeChange })));
  t.same((before.openingHoursSpecification as unknown[])[1], { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '08:00', closes: '13:00' });
});

t.test('in English: weekday names and labels in English', async (t) => {
  const $ = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.branchEnglish!, { data: loadedDuringChange, locale: 'en' }));
  t.equal(textOf($('h1')), 'Regional branch in Liberec');
  t.ok(textsOf($, 'th[scope="row"]').some((day) => day === 'Monday' || day === 'Monday (today)'));
  t.match(textOf($('body')), /Valid from 1 October 2026 to 31 January 2027\./);
  t.ok(textsOf($, 'dt').includes('Data box ID'));
  t.equal(textOf($('h2#office-director-heading')), 'Director');
});

t.test('broken data: wrong-typed fields are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(UpCzKontaktyKrajskaPobocka, examples.broken!, { data: { hours: hoursInForce(undefined, undefined, 0), workplaces: [] } }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzKontaktyKrajskaPobocka');
  t.equal(textOf($('h1')), 'Krajská pobočka s vadnými údaji');
  t.match(textOf($('body')), /U Nisy 745\/6a/);
  t.ok(definitions($, 'dl').includes('IČO: 72496991'));
  t.notMatch(textOf($('body')), /ID datové schránky|příliš dlouhé|Ředitel/);
  t.notOk(outline($).includes('h2 Úřední hodiny'), 'no hours section');
  t.equal(jsonLd($).geo, undefined);
});
