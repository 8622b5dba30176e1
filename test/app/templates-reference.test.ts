/** The reference group's templates on the real sample content, in Czech and another language. */
import t from 'tap';
import { attrsOf, dom, jsonLdBlocks, templateOf, textOf } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('information provided on request, another portal, an application page', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const pages: [string, string, string][] = [
    ['/vyzadane-informace/delka-rizeni-o-prispevku-na-peci-2025', 'VyzadanaInformace', 'UPCR-GR-15004/2026'],
    ['/portaly/eures', 'DalsiPortal', 'Přejít na eures.europa.eu'],
    ['/klientska-zona-jenda', 'Aplikace', 'bankovní identitou'],
    ['/en/booking-an-appointment', 'Aplikace', 'You do not need to sign in.'],
  ];
  for (const [url, key, text] of pages) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const $ = dom(res.body);
    t.equal(templateOf($), key, url);
    t.match(textOf($('body')), text, url);
    const payload = embeddedPayload(res.body);
    const json = await app.inject({ url: `${url}/_payload.json?${payload.buildId}` });
    t.same(json.json(), payload, `${url}: the page data agrees`);
  }
});

t.test('questions and answers and the guide for foreign nationals on the sample, in Czech and English', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  for (const url of ['/caste-otazky', '/en/frequently-asked-questions']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const $ = dom(res.body);
    t.equal(templateOf($), 'OtazkyAOdpovedi');
    const questions = $('details.faq__question');
    t.ok(questions.length > 0, `${url}: questions to open`);
    t.same(attrsOf($, 'details.faq__question', 'id').filter((id) => !/^[a-z0-9-]+$/.test(id ?? '')), [], 'each with an id to link to');
    t.same(questions.toArray().filter((question) => !$(question).children().first().is('summary')).map((question) => question.attribs.id), [], 'each opened by its summary');
    const faq = jsonLdBlocks($).find((data) => data['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
    t.ok((faq?.mainEntity.length ?? 0) >= 5, `${url}: FAQPage JSON-LD with the questions`);
  }
  for (const url of ['/pruvodce-pro-cizince', '/ua/putivnyk-dlia-inozemtsiv']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const $ = dom(res.body);
    t.equal(templateOf($), 'PruvodceProCizince');
    t.equal($('ol.guide__steps > li.guide__step').first().children().first().filter('h2').attr('id'), 'guide-step-1', 'numbered steps, each under its heading');
  }
});

t.test('the organisational structure on the sample, in Czech and English', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const pages: [string, string][] = [['/organizacni-struktura', 'Generální ředitel'], ['/en/organisational-structure', 'Director General']];
  for (const [url, head] of pages) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    const $ = dom(res.body);
    t.equal(templateOf($), 'OrganizacniStruktura');
    const top = $('li#generalni-reditel > details.org-unit');
    t.ok(top.is('[open]'), 'the head of the office open');
    t.equal(textOf(top.children().first().filter('summary')), head);
  }
});

t.test('the glossary on the sample: letters, terms, the search within without JavaScript', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const all = await app.inject({ url: '/slovnik-pojmu' });
  t.equal(all.statusCode, 200);
  const $all = dom(all.body);
  t.equal(templateOf($all), 'SlovnikPojmu');
  t.same([textOf($all('p.list-count')), $all('p.list-count').attr('role')], ['30 pojmů', 'status'], 'the count announced');
  const $found = dom((await app.inject({ url: '/slovnik-pojmu?q=superdavka' })).body);
  t.equal(textOf($found('div#davka-statni-socialni-pomoci.glossary__term > dt')), 'Dávka státní sociální pomoci', 'found by a word of its definition');
  t.equal($found('#datova-schranka').length, 0, 'the rest left out');
  const english = await app.inject({ url: '/en/glossary?q=' + 'x'.repeat(500) });
  t.equal(english.statusCode, 200, 'an overlong search is no search');
  t.equal(templateOf(dom(english.body)), 'SlovnikPojmu');
});
