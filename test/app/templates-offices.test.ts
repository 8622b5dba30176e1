/** The office templates on the real sample content: branch, workplace and maps render through the pipeline. */
import t, { type Test } from 'tap';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

/** The page, its status and template checked, and its `_payload.json` compared with the payload in the HTML. */
async function page(t: Test, url: string, template: string): Promise<{ body: string; data: Record<string, unknown> }> {
  const res = await app.inject({ url });
  t.equal(res.statusCode, 200, url);
  t.match(res.body, `data-template="${template}"`, url);
  const embedded = embeddedPayload(res.body);
  const path = url === '/' ? '' : url;
  const json = await app.inject({ url: `${path}/_payload.json?${embedded.buildId}` });
  t.same(json.json(), embedded, `${url}: _payload.json agrees with the HTML`);
  const view = embedded.view;
  return { body: res.body, data: (view.kind === 'content' ? view.data : undefined) as Record<string, unknown> };
}

t.test('a regional branch with the workplaces of its region, in Czech and English', async (t) => {
  const cs = await page(t, '/kontakty/krajska-pobocka-liberec', 'UpCzKontaktyKrajskaPobocka');
  t.match(cs.body, '<h1>Krajská pobočka v Liberci</h1>');
  t.match(cs.body, '<h2 id="office-hours-heading">Úřední hodiny</h2>');
  t.match(cs.body, '<code>hm2c8wn</code>');
  t.match(cs.body, /<a href="\/kontakty\/pracoviste-ceska-lipa"[^>]*>Kontaktní pracoviště Česká Lípa<\/a>/, 'a workplace of the region, loaded');
  t.match(cs.body, '"@type":"GovernmentOffice"');
  t.ok((cs.data.workplaces as unknown[]).length >= 2, 'the loaded workplaces travel in the payload');
  const en = await page(t, '/en/contacts/regional-branch-liberec', 'UpCzKontaktyKrajskaPobocka');
  t.match(en.body, '<h1>Regional branch in Liberec</h1>');
  t.match(en.body, '<th scope="row">Monday</th>');
  t.match(en.body, '<dt>Data box ID</dt>');
  const directorate = await page(t, '/kontakty/generalni-reditelstvi', 'UpCzKontaktyKrajskaPobocka');
  t.match(directorate.body, '<h2 id="office-workplaces-heading">Krajské pobočky</h2>', 'the directorate lists the branches');
  t.match(directorate.body, 'Krajská pobočka v Liberci');
});

t.test('a contact workplace with its agendas and branch, in Czech and English', async (t) => {
  const cs = await page(t, '/kontakty/pracoviste-kraslice', 'UpCzKontaktniPracoviste');
  t.match(cs.body, '<li>Pomoc v hmotné nouzi</li>', 'agenda names from the vocabulary');
  t.match(cs.body, /<a href="\/kontakty\/krajska-pobocka-karlovy-vary"[^>]*>Krajská pobočka v Karlových Varech<\/a>/, 'the branch, loaded');
  t.match(cs.body, 'Pracoviště není bezbariérové.');
  t.match(cs.body, '"@type":"GovernmentOffice"');
  const en = await page(t, '/en/contacts/office-kraslice', 'UpCzKontaktniPracoviste');
  t.match(en.body, '<li>Assistance in material need</li>');
  t.match(en.body, /<a href="\/en\/contacts\/regional-branch-karlovy-vary"[^>]*>/);
});

t.test('the map of the Czech Republic leads to every branch, in Czech and English', async (t) => {
  const cs = await page(t, '/mapa-pobocek', 'UpCzMapaCr');
  t.equal([...cs.body.matchAll(/class="region-map__region"/g)].length, 14, 'every region on the map');
  t.match(cs.body, /aria-label="Liberecký kraj: Krajská pobočka v Liberci"/);
  t.match(cs.body, /<a href="\/kontakty\/krajska-pobocka-ostrava"[^>]*>Krajská pobočka v Ostravě<\/a>/);
  t.match(cs.body, /<a href="\/kontakty\/generalni-reditelstvi"[^>]*>/);
  const en = await page(t, '/en/map-of-regional-branches', 'UpCzMapaCr');
  t.match(en.body, /<a href="\/en\/contacts\/regional-branch-liberec"[^>]*>Regional branch in Liberec<\/a>/);
});

t.test('the map of support for carers groups the services by region, in Czech and English', async (t) => {
  const cs = await page(t, '/mapa-podpory-pro-pecujici', 'MapaNeformalnichPecujicich');
  t.equal([...cs.body.matchAll(/class="region-map__region"/g)].length, 14, 'every region has services');
  t.match(cs.body, /<a href="#pecujici-liberecky" aria-label="Liberecký kraj"/);
  t.match(cs.body, /<h3 id="pecujici-liberecky" tabindex="-1">Liberecký kraj<\/h3>/);
  t.match(cs.body, /<a href="\/kontakty\/krajska-pobocka-liberec"[^>]*>Krajská pobočka v Liberci<\/a>/, 'branch links, loaded');
  t.match(cs.body, 'Druh: Česká správa sociálního zabezpečení');
  const en = await page(t, '/en/map-of-support-for-carers', 'MapaNeformalnichPecujicich');
  t.match(en.body, '<h2 id="carers-nationwide-heading">Nationwide services</h2>');
});

t.test('the /dev previews answer in Czech and English', async (t) => {
  const previews = { 'krajska-pobocka': 'UpCzKontaktyKrajskaPobocka', 'kontaktni-pracoviste': 'UpCzKontaktniPracoviste', 'mapa-neformalnich-pecujicich': 'MapaNeformalnichPecujicich' };
  for (const [preview, template] of Object.entries(previews)) {
    for (const url of [`/dev/${preview}`, `/en/dev/${preview}`]) {
      const res = await app.inject({ url });
      t.equal(res.statusCode, 200, url);
      t.match(res.body, `data-template="${template}"`, url);
    }
  }
});

t.test('the nearest office: the form on the home and contacts pages, answered by the list of workplaces, in four languages', async (t) => {
  const forms: [page: string, list: string][] = [['/', '/kontaktni-pracoviste'], ['/kontakty', '/kontaktni-pracoviste'], ['/en', '/en/contact-offices'], ['/en/contacts', '/en/contact-offices'], ['/ru', '/ru/kontaktnye-otdeleniya'], ['/ru/kontakty', '/ru/kontaktnye-otdeleniya'], ['/ua', '/ua/kontaktni-viddilennia'], ['/ua/kontakty', '/ua/kontaktni-viddilennia']];
  for (const [url, list] of forms) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const form = new RegExp(`<form class="office-finder-form" action="${list}" method="get"><label for="([^"]+)">[^<]+</label><p class="form-field__hint" id="\\1-hint">[^<]+</p><div class="office-finder-form__row"><input id="\\1" type="text" autoComplete="address-level2" aria-describedby="\\1-hint" name="obec" value=""/><button type="submit" class="portal-button">`);
    t.match(res.body, form, `${url}: a GET form to ${list}, labelled and described`);
  }

  const answers: [url: string, heading: RegExp, office: string][] = [
    ['/kontaktni-pracoviste?obec=benesov', /<h2 id="office-finder-result-heading">Vaše pracoviště pro obec Benešov<\/h2><p>Hledali jste „benesov“\.<\/p>/, '/kontakty/pracoviste-benesov'],
    ['/kontaktni-pracoviste?obec=Praha%204', /<h2 id="office-finder-result-heading">Vaše pracoviště pro obec Praha 4<\/h2><div class="found-office">/, '/kontakty/pracoviste-praha-4'],
    ['/kontaktni-pracoviste?obec=Jablonec%20nad%20Nysou', /Vaše pracoviště pro obec Jablonec nad Nisou/, '/kontakty/pracoviste-jablonec-nad-nisou'],
    ['/en/contact-offices?obec=Kunratice', /<h2 id="office-finder-result-heading">Your office for Praha-Kunratice<\/h2>/, '/en/contacts/office-praha-4'],
    ['/ru/kontaktnye-otdeleniya?obec=Decin', /Ваше отделение для населённого пункта Děčín/, '/ru/kontakty/otdelenie-decin'],
    ['/ua/kontaktni-viddilennia?obec=teplce', /Ваше відділення для населеного пункту Teplice/, '/ua/kontakty/viddilennia-teplice'],
  ];
  for (const [url, heading, office] of answers) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, heading, url);
    const found = res.body.slice(res.body.indexOf('class="found-office"'));
    t.match(found, `<h3 class="h4"><a href="${office}">`, `${url}: the office's page`);
    t.match(found, /^class="found-office"><h3[^]*?<p class="office-hours__today"><strong>[^<]+\(\p{L}+\): <\/strong>/u, `${url}: today's hours`);
    t.match(found, /<span class="postal-address">[^<]+<br\/>\d{3} \d{2} [^<]+<\/span>/, `${url}: the address`);
    t.match(found, /<a href="tel:\+420\d{9}">/, `${url}: a phone`);
  }
  const several = await app.inject({ url: '/kontaktni-pracoviste?obec=Praha' });
  t.match(several.body, 'Slovům „Praha“ odpovídá více míst. Vyberte to své:');
  t.ok((several.body.match(/class="found-office"/g)?.length ?? 0) > 1, 'each with its office');
  const none = await app.inject({ url: '/en/contact-offices?obec=Atlantis' });
  t.match(none.body, 'We could not find the municipality &quot;Atlantis&quot;.');
  t.match(none.body, /value="Atlantis"/, 'the words stay in the field to correct them');
  const hostile = await app.inject({ url: `/kontaktni-pracoviste?obec=${encodeURIComponent('<script>alert(1)</script>'.repeat(40))}` });
  t.equal(hostile.statusCode, 200);
  t.notMatch(hostile.body, '<script>alert', 'escaped, never markup');
  t.match(embeddedPayload((await app.inject({ url: '/kontaktni-pracoviste?obec=Most' })).body).alternates.find((a) => a.locale === 'en')?.href ?? '', '/en/contact-offices?obec=Most', 'the language switch keeps it');
});
