import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedWorkplace, loadedWorkplaceEnglish } from './examples.ts';
import { UpCzKontaktniPracoviste } from './server.ts';

const jsonLd = (html: string) => {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!script) throw new Error('no JSON-LD');
  return JSON.parse(script[1]!) as Record<string, unknown>;
};

t.test('workplace: contacts, regular hours (a past change ignored), agendas, access, its branch', async (t) => {
  const html = renderExample(UpCzKontaktniPracoviste, examples.workplace!, { data: loadedWorkplace });
  t.match(html, /data-template="UpCzKontaktniPracoviste"/);
  t.match(html, /<h1>Detašované pracoviště Kraslice<\/h1>/);
  t.match(html, /<span class="postal-address">náměstí 28\. října 1438<br\/>358 01 Kraslice<\/span>/);
  t.match(html, /Zaměstnanost: <a href="tel:\+420950154211">/);
  t.match(html, /<caption>Úřední hodiny podle dnů<\/caption>/);
  t.match(html, /<th scope="row">úterý<\/th><td>Zavřeno<\/td>/, 'the ended change does not open Tuesdays');
  t.notMatch(html, /přechodu na dávku/);
  t.match(html, /<h2 id="office-agendas-heading">Co pracoviště vyřizuje<\/h2><ul><li>Zaměstnanost<\/li><li>Dávka státní sociální pomoci<\/li><li>Pomoc v hmotné nouzi<\/li><\/ul>/);
  t.match(html, /<p>Pracoviště není bezbariérové\.<\/p>/);
  t.match(html, /<h2 id="office-branch-heading">Krajská pobočka<\/h2><ul class="gov-list--plain linked-offices__list"><li><a href="\/kontakty\/krajska-pobocka-karlovy-vary"[^>]*>Krajská pobočka v Karlových Varech<\/a>/);
  t.notMatch(html, /ID datové schránky|E-podatelna|Call centra/, 'no branch-only fields');
});

t.test('workplace JSON-LD: GovernmentOffice with the regular hours', async (t) => {
  const data = jsonLd(renderExample(UpCzKontaktniPracoviste, examples.workplace!, { data: loadedWorkplace }));
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
  const html = renderExample(UpCzKontaktniPracoviste, examples.workplaceEnglish!, { data: loadedWorkplaceEnglish, locale: 'en' });
  t.match(html, /<h1>Satellite office Kraslice<\/h1>/);
  t.match(html, /<th scope="row">Wednesday<\/th>/);
  t.match(html, /<li>Assistance in material need<\/li>/);
  t.match(html, /The office is not wheelchair accessible\./);
  t.match(html, /<a href="\/en\/contacts\/regional-branch-karlovy-vary"[^>]*>Regional branch in Karlovy Vary<\/a>/);
});

t.test('broken data: wrong-typed fields are left out, the rest renders', async (t) => {
  const html = renderExample(UpCzKontaktniPracoviste, examples.broken!, { data: { ...loadedWorkplace, agendas: [], branch: undefined } });
  t.match(html, /<h1>Pracoviště s vadnými údaji<\/h1>/);
  t.match(html, /náměstí 28\. října 1438/);
  t.match(html, /<caption>Úřední hodiny podle dnů<\/caption>/);
  t.notMatch(html, /bezbariérové|Telefony|Krajská pobočka<\/h2>|Co pracoviště vyřizuje/);
});
