/** The office templates on the real sample content: branch, workplace and maps render through the pipeline. */
import t, { type Test } from 'tap';
import { dom, jsonLdBlocks, linksTo, templateOf, textOf, textsOf, type CheerioAPI } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

/** The page, its status and template checked, and its `_payload.json` compared with the payload in the HTML. */
/** Whether the page's structured data describes a government office. */
const isOffice = ($: CheerioAPI) => jsonLdBlocks($).some((data) => data['@type'] === 'GovernmentOffice');

async function page(t: Test, url: string, template: string): Promise<{ $: CheerioAPI; data: Record<string, unknown> }> {
  const res = await app.inject({ url });
  t.equal(res.statusCode, 200, url);
  const $ = dom(res.body);
  t.equal(templateOf($), template, url);
  const embedded = embeddedPayload(res.body);
  const path = url === '/' ? '' : url;
  const json = await app.inject({ url: `${path}/_payload.json?${embedded.buildId}` });
  t.same(json.json(), embedded, `${url}: _payload.json agrees with the HTML`);
  const view = embedded.view;
  return { $, data: (view.kind === 'content' ? view.data : undefined) as Record<string, unknown> };
}

t.test('a regional branch with the workplaces of its region, in Czech and English', async (t) => {
  const cs = await page(t, '/kontakty/krajska-pobocka-liberec', 'UpCzKontaktyKrajskaPobocka');
  t.equal(textOf(cs.$('h1')), 'Krajská pobočka v Liberci');
  t.equal(textOf(cs.$('h2#office-hours-heading')), 'Úřední hodiny');
  t.ok(textsOf(cs.$, 'code').includes('hm2c8wn'), 'the data box ID');
  t.ok(linksTo(cs.$, '/kontakty/pracoviste-ceska-lipa', 'Kontaktní pracoviště Česká Lípa'), 'a workplace of the region, loaded');
  t.ok(isOffice(cs.$), 'GovernmentOffice structured data');
  t.ok((cs.data.workplaces as unknown[]).length >= 2, 'the loaded workplaces travel in the payload');
  const en = await page(t, '/en/contacts/regional-branch-liberec', 'UpCzKontaktyKrajskaPobocka');
  t.equal(textOf(en.$('h1')), 'Regional branch in Liberec');
  t.ok(textsOf(en.$, 'th[scope="row"]').some((day) => day.startsWith('Monday')), 'the hours by day ("Monday (today)" on a Monday)');
  t.ok(textsOf(en.$, 'dt').includes('Data box ID'));
  const directorate = await page(t, '/kontakty/generalni-reditelstvi', 'UpCzKontaktyKrajskaPobocka');
  t.equal(textOf(directorate.$('h2#office-workplaces-heading')), 'Krajské pobočky', 'the directorate lists the branches');
  t.match(textOf(directorate.$('body')), 'Krajská pobočka v Liberci');
});

t.test('a contact workplace with its agendas and branch, in Czech and English', async (t) => {
  const cs = await page(t, '/kontakty/pracoviste-kraslice', 'UpCzKontaktniPracoviste');
  t.ok(textsOf(cs.$, 'li').includes('Pomoc v hmotné nouzi'), 'agenda names from the vocabulary');
  t.ok(linksTo(cs.$, '/kontakty/krajska-pobocka-karlovy-vary', 'Krajská pobočka v Karlových Varech'), 'the branch, loaded');
  t.match(textOf(cs.$('body')), 'Pracoviště není bezbariérové.');
  t.equal(textOf(cs.$('section.office-municipalities p')), 'Pracoviště vyřizuje dávky a zaměstnanost pro Kraslice.', 'the area it serves, named from its codes');
  t.equal(textOf(cs.$('p.office-open-now > strong')).length > 0, true, 'whether it is open now');
  t.ok(isOffice(cs.$), 'GovernmentOffice structured data');
  const en = await page(t, '/en/contacts/office-kraslice', 'UpCzKontaktniPracoviste');
  t.ok(textsOf(en.$, 'li').includes('Assistance in material need'));
  t.ok(linksTo(en.$, '/en/contacts/regional-branch-karlovy-vary'));
});

t.test('the map of the Czech Republic leads to every branch, in Czech and English', async (t) => {
  const cs = await page(t, '/mapa-pobocek', 'UpCzMapaCr');
  t.equal(cs.$('.region-map__region').length, 14, 'every region on the map');
  t.equal(cs.$('[aria-label="Liberecký kraj: Krajská pobočka v Liberci"]').length, 1, 'a region named with its branch');
  t.ok(linksTo(cs.$, '/kontakty/krajska-pobocka-ostrava', 'Krajská pobočka v Ostravě'));
  t.ok(linksTo(cs.$, '/kontakty/generalni-reditelstvi'));
  const en = await page(t, '/en/map-of-regional-branches', 'UpCzMapaCr');
  t.ok(linksTo(en.$, '/en/contacts/regional-branch-liberec', 'Regional branch in Liberec'));
});

t.test('the map of support for carers groups the services by region, in Czech and English', async (t) => {
  const cs = await page(t, '/mapa-podpory-pro-pecujici', 'MapaNeformalnichPecujicich');
  t.equal(cs.$('.region-map__region').length, 14, 'every region has services');
  t.equal(cs.$('a[href="#pecujici-liberecky"]').attr('aria-label'), 'Liberecký kraj', 'a region of the map leads to its services');
  const region = cs.$('h3#pecujici-liberecky');
  t.same([textOf(region), region.attr('tabindex')], ['Liberecký kraj', '-1'], 'their heading, focusable from the map');
  t.ok(linksTo(cs.$, '/kontakty/krajska-pobocka-liberec', 'Krajská pobočka v Liberci'), 'branch links, loaded');
  t.match(textOf(cs.$('body')), 'Druh: Česká správa sociálního zabezpečení');
  const en = await page(t, '/en/map-of-support-for-carers', 'MapaNeformalnichPecujicich');
  t.equal(textOf(en.$('h2#carers-nationwide-heading')), 'Nationwide services');
});

t.test('the /dev previews answer in Czech and English', async (t) => {
  const previews = { 'krajska-pobocka': 'UpCzKontaktyKrajskaPobocka', 'kontaktni-pracoviste': 'UpCzKontaktniPracoviste', 'mapa-neformalnich-pecujicich': 'MapaNeformalnichPecujicich' };
  for (const [preview, template] of Object.entries(previews)) {
    for (const url of [`/dev/${preview}`, `/en/dev/${preview}`]) {
      const res = await app.inject({ url });
      t.equal(res.statusCode, 200, url);
      t.equal(templateOf(dom(res.body)), template, url);
    }
  }
});

t.test('the nearest office: the form on the home and contacts pages, answered by the list of workplaces, in four languages', async (t) => {
  const forms: [page: string, list: string][] = [['/', '/kontaktni-pracoviste'], ['/kontakty', '/kontaktni-pracoviste'], ['/en', '/en/contact-offices'], ['/en/contacts', '/en/contact-offices'], ['/ru', '/ru/kontaktnye-otdeleniya'], ['/ru/kontakty', '/ru/kontaktnye-otdeleniya'], ['/ua', '/ua/kontaktni-viddilennia'], ['/ua/kontakty', '/ua/kontaktni-viddilennia']];
  for (const [url, list] of forms) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const $ = dom(res.body);
    const form = $('form.office-finder-form');
    t.hasStrict(form.attr(), { action: list, method: 'get' }, `${url}: a GET form to ${list}`);
    const id = form.children('label').attr('for') ?? '';
    t.same(
      form.children().toArray().map((child) => `${child.tagName}${child.attribs.id ? `#${child.attribs.id}` : ''}`),
      ['label', `p#${id}-hint`, 'div'],
      `${url}: the label, then its hint, then the field`,
    );
    t.ok(textOf(form.children('label')) && textOf(form.children('p.form-field__hint')), `${url}: both say something`);
    t.hasStrict($(`#${id}`).attr(), { type: 'text', autocomplete: 'address-level2', 'aria-describedby': `${id}-hint`, name: 'obec', value: '' }, `${url}: the field, described by its hint`);
    t.same(form.find('.office-finder-form__row').children().toArray().map((child) => [child.tagName, child.attribs.id ?? child.attribs.type, child.attribs.class]), [['input', id, undefined], ['button', 'submit', 'portal-button']]);
  }

  const answers: [url: string, heading: string, office: string][] = [
    ['/kontaktni-pracoviste?obec=529303', 'Vaše pracoviště pro obec Benešov', '/kontakty/pracoviste-benesov'],
    ['/kontaktni-pracoviste?obec=Praha%204', 'Vaše pracoviště pro obec Praha 4', '/kontakty/pracoviste-praha-4'],
    ['/kontaktni-pracoviste?obec=Jablonec%20nad%20Nysou', 'Vaše pracoviště pro obec Jablonec nad Nisou', '/kontakty/pracoviste-jablonec-nad-nisou'],
    ['/kontaktni-pracoviste?obec=v%20Brn%C4%9B', 'Vaše pracoviště pro obec Brno', '/kontakty/pracoviste-brno-mesto'],
    ['/en/contact-offices?obec=Praha-Kunratice', 'Your office for Praha-Kunratice', '/en/contacts/office-praha-4'],
    ['/ru/kontaktnye-otdeleniya?obec=%D0%94%D0%B5%D1%87%D0%B8%D0%BD', 'Ваше отделение для населённого пункта Děčín', '/ru/kontakty/otdelenie-decin'],
    ['/ua/kontaktni-viddilennia?obec=teplce', 'Ваше відділення для населеного пункту Teplice', '/ua/kontakty/viddilennia-teplice'],
    ['/kontaktni-pracoviste?obec=Kraslice', 'Vaše pracoviště pro obec Kraslice', '/kontakty/pracoviste-kraslice'],
  ];
  const pages = new Map<string, CheerioAPI>();
  for (const [url, heading, office] of answers) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const $ = dom(res.body);
    pages.set(url, $);
    t.equal(textOf($('h2#office-finder-result-heading')), heading, url);
    const found = $('.found-office').first();
    t.equal(found.children().first().filter('h3.h4').children('a').attr('href'), office, `${url}: the office's page, its heading first`);
    t.match(textOf(found.find('p.office-open-now > strong')), /\p{L}/u, `${url}: whether it is open now`);
    t.match(textOf(found.find('p.office-hours__today > strong')), /^[^()]+\(\p{L}+\):$/u, `${url}: today's hours`);
    const address = found.find('span.postal-address');
    t.same([address.find('br').length, /\d{3} \d{2} \S/.test(textOf(address))], [1, true], `${url}: the address, the postcode on its own line`);
    t.match(found.find('a[href^="tel:"]').attr('href'), /^tel:\+420\d{9}$/, `${url}: a phone`);
  }
  t.equal(textOf(pages.get('/kontaktni-pracoviste?obec=Jablonec%20nad%20Nysou')!('.office-finder-result__where + p')), 'Hledali jste „Jablonec nad Nysou“.', 'a corrected name: the words as typed, under the place found');
  t.equal(textOf(pages.get('/kontaktni-pracoviste?obec=Praha%204')!('.office-finder-result__where')), 'Praha, okres Hlavní město Praha, Hlavní město Praha', 'where the place lies');
  const several = dom((await app.inject({ url: '/kontaktni-pracoviste?obec=Adamov' })).body);
  t.equal(textOf(several('#office-finder-result-heading')), 'Slovům „Adamov“ odpovídá více míst. Vyberte to své:', 'a name three municipalities share');
  t.same(
    several('.office-finder-result__choices li').toArray().map((choice) => [several(choice).children('a').attr('href'), textOf(several(choice))]),
    [
      ['/kontaktni-pracoviste?obec=581291', 'Adamov (okres Blansko, Jihomoravský kraj)'],
      ['/kontaktni-pracoviste?obec=535826', 'Adamov (okres České Budějovice, Jihočeský kraj)'],
      ['/kontaktni-pracoviste?obec=531367', 'Adamov (okres Kutná Hora, Středočeský kraj)'],
    ],
    'a choice by district, each a link (no JavaScript needed)',
  );
  const twoInOneDistrict = dom((await app.inject({ url: '/kontaktni-pracoviste?obec=Mezholezy' })).body);
  t.equal(twoInOneDistrict('.found-office').length, 1, 'two Mezholezy of one district: their office at once');
  t.same(
    twoInOneDistrict('.office-finder-result__choices li').toArray().map((place) => textOf(twoInOneDistrict(place))),
    ['Mezholezy (správní obvod Domažlice, okres Domažlice, Plzeňský kraj)', 'Mezholezy (správní obvod Horšovský Týn, okres Domažlice, Plzeňský kraj)'],
    'both named, told apart by their ORP, under the words that the same office serves them all',
  );
  t.equal(textOf(twoInOneDistrict('.office-finder-result__choices').prev('p')), 'Slovům „Mezholezy“ odpovídá více míst a všechna patří k témuž pracovišti:');
  const prague = dom((await app.inject({ url: '/kontaktni-pracoviste?obec=Praha' })).body);
  t.equal(prague('.found-office').length, 3, 'Prague as a whole: the offices of its district, each with its hours');
  const none = dom((await app.inject({ url: '/en/contact-offices?obec=Atlantis' })).body);
  t.match(textOf(none('body')), 'We could not find the municipality "Atlantis".');
  t.equal(none('input[name="obec"]').val(), 'Atlantis', 'the words stay in the field to correct them');
  const hostile = await app.inject({ url: `/kontaktni-pracoviste?obec=${encodeURIComponent('<script>alert(1)</script>'.repeat(40))}` });
  t.equal(hostile.statusCode, 200);
  // The point is the bytes: the words come back escaped, never as markup.
  t.notMatch(hostile.body, '<script>alert', 'escaped, never markup');
  t.match(embeddedPayload((await app.inject({ url: '/kontaktni-pracoviste?obec=Most' })).body).alternates.find((a) => a.locale === 'en')?.href ?? '', '/en/contact-offices?obec=Most', 'the language switch keeps it');
});
