import t from 'tap';
import { hoursInForce } from '../../shared/office-hours.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedBeforeChange, loadedDuringChange } from './examples.ts';
import { UpCzKontaktyKrajskaPobocka } from './server.ts';

const jsonLd = (html: string) => {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!script) throw new Error('no JSON-LD');
  return JSON.parse(script[1]!) as Record<string, unknown>;
};

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
  const html = renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange });
  t.match(html, /<h2 id="office-hours-heading">Úřední hodiny<\/h2><p class="office-hours__today"><strong>Dnes \(pondělí\): <\/strong><span class="office-hours__span">08:00–12:00<\/span>, <span class="office-hours__span">13:00–17:00<\/span><\/p>/);
  t.match(html, /<tr class="office-hours__row--today"><th scope="row">pondělí<span class="office-hours__today-mark"> \(dnes\)<\/span><\/th>/);
  t.equal(html.match(/office-hours__row--today/g)?.length, 1, 'one day is today');
  const friday = { ...loadedDuringChange, hours: { ...loadedDuringChange.hours, today: 'friday' as const } };
  t.match(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: friday, locale: 'en' }), /<p class="office-hours__today"><strong>Today \(Friday\): <\/strong>Closed<\/p>/);
});

t.test('branch during a change: the temporary hours with reason and validity instead of the regular ones', async (t) => {
  const html = renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange });
  t.match(html, /data-template="UpCzKontaktyKrajskaPobocka"/);
  t.match(html, /<h1>Krajská pobočka v Liberci<\/h1>/);
  t.match(html, /<h2 id="office-hours-heading">Úřední hodiny<\/h2>/);
  t.match(html, /Dočasně změněné úřední hodiny\.<\/strong> Platí od 1\. října 2026 do 31\. ledna 2027\./);
  t.match(html, /Probíhá rekonstrukce přízemí budovy/);
  t.match(html, /<caption>Úřední hodiny v době změny<\/caption>/);
  t.match(html, /<td><span class="office-hours__span">08:00–12:00<\/span>, <span class="office-hours__span">13:00–17:00<\/span><\/td>/, 'a break is two spans, a comma between them');
  t.match(html, /<th scope="row">pátek<\/th><td>Zavřeno<\/td>/, 'a day without hours is closed');
  t.notMatch(html, /08:00–13:00/, 'the regular Tuesday hours are not shown during the change');
});

t.test('branch contacts: address, identifiers, accounts, director, call centres, links and the workplaces of the region', async (t) => {
  const html = renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange });
  t.match(html, /<address><span class="postal-address">U Nisy 745\/6a<br\/>460 07 Liberec<\/span><\/address><a href="https:\/\/www\.openstreetmap\.org\/\?mlat=50\.7708&amp;mlon=15\.0634#map=17\/50\.7708\/15\.0634" class="map-link link--external" rel="noopener">Zobrazit na mapě/, 'the place on a map');
  t.match(html, /<dt>E-podatelna<\/dt><dd><a href="mailto:podatelna.lb@uradprace.cz">/);
  t.match(html, /<dt>ID datové schránky<\/dt><dd><code>hm2c8wn<\/code><\/dd>/);
  t.match(html, /<dt>IČO<\/dt><dd>72496991<\/dd>/);
  t.match(html, /<dt>Pro platby ze zahraničí \(IBAN\)<\/dt><dd>CZ16 0710 1925 3108 1071 0000<\/dd>/);
  t.match(html, /Informace a podatelna: <a href="tel:\+420950116111">\+420 950 116 111<\/a>/);
  t.match(html, /<p class="contact-person__name">Bc\. Alena Ukázková<\/p><p>ředitelka krajské pobočky<\/p>/);
  t.match(html, /<h2 id="office-call-centres-heading">Call centra<\/h2>.*Call centrum – nepojistné sociální dávky: <a href="tel:\+420800779900">/s);
  t.match(html, /<a [^>]*href="\/objednani-na-pracoviste"[^>]*>Objednat se na schůzku online<\/a>/);
  t.match(html, /<a [^>]*href="\/uredni-deska"[^>]*>Úřední deska krajské pobočky<\/a>/);
  t.match(html, /<h2 id="office-workplaces-heading">Pracoviště v kraji<\/h2>/);
  t.match(html, /<a href="\/kontakty\/pracoviste-ceska-lipa"[^>]*>Kontaktní pracoviště Česká Lípa<\/a><br\/><span class="postal-address">Děčínská 390/);
  t.match(html, /Krajská pobočka řídí kontaktní pracoviště/);
});

t.test('branch before a change: regular hours, the change announced', async (t) => {
  const html = renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedBeforeChange });
  t.match(html, /<caption>Úřední hodiny podle dnů<\/caption>/);
  t.match(html, /<th scope="row">úterý(<span class="office-hours__today-mark"> \(dnes\)<\/span>)?<\/th><td><span class="office-hours__span">08:00–13:00<\/span><\/td>/);
  t.match(html, /Od 1\. října 2026 do 31\. ledna 2027 budou platit změněné úřední hodiny\./);
  t.match(html, /<caption>Úřední hodiny od 1\. října 2026<\/caption>/);
  t.notMatch(html, /Dočasně změněné/);
});

t.test('GovernmentOffice JSON-LD parses back with the hours in force', async (t) => {
  const data = jsonLd(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedDuringChange }));
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
  const before = jsonLd(renderExample(UpCzKontaktyKrajskaPobocka, examples.branch!, { data: loadedBeforeChange }));
  t.same((before.openingHoursSpecification as unknown[])[1], { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '08:00', closes: '13:00' });
});

t.test('in English: weekday names and labels in English', async (t) => {
  const html = renderExample(UpCzKontaktyKrajskaPobocka, examples.branchEnglish!, { data: loadedDuringChange, locale: 'en' });
  t.match(html, /<h1>Regional branch in Liberec<\/h1>/);
  t.match(html, /<th scope="row">Monday(<span class="office-hours__today-mark"> \(today\)<\/span>)?<\/th>/);
  t.match(html, /Valid from 1 October 2026 to 31 January 2027\./);
  t.match(html, /<dt>Data box ID<\/dt>/);
  t.match(html, /<h2 id="office-director-heading">Director<\/h2>/);
});

t.test('broken data: wrong-typed fields are left out, the rest renders', async (t) => {
  const html = renderExample(UpCzKontaktyKrajskaPobocka, examples.broken!, { data: { hours: hoursInForce(undefined, undefined, 0), workplaces: [] } });
  t.match(html, /data-template="UpCzKontaktyKrajskaPobocka"/);
  t.match(html, /<h1>Krajská pobočka s vadnými údaji<\/h1>/);
  t.match(html, /U Nisy 745\/6a/);
  t.match(html, /<dt>IČO<\/dt><dd>72496991<\/dd>/);
  t.notMatch(html, /ID datové schránky|příliš dlouhé|Ředitel|Úřední hodiny<\/h2>/);
  t.equal(jsonLd(html).geo, undefined);
});
