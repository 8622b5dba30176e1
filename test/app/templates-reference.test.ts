/** The reference group's templates on the real sample content, in Czech and another language. */
import t from 'tap';
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
    t.match(res.body, `data-template="${key}"`, url);
    t.match(res.body, text, url);
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
    t.match(res.body, 'data-template="OtazkyAOdpovedi"');
    t.match(res.body, /<details id="[a-z0-9-]+" class="faq__question"><summary>/);
    const faq = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!)).find((data) => data['@type'] === 'FAQPage');
    t.ok(faq?.mainEntity.length >= 5, `${url}: FAQPage JSON-LD with the questions`);
  }
  for (const url of ['/pruvodce-pro-cizince', '/ua/putivnyk-dlia-inozemtsiv']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, 'data-template="PruvodceProCizince"');
    t.match(res.body, /<ol class="guide__steps"><li class="guide__step"><h2 id="guide-step-1">/);
  }
});

t.test('the organisational structure on the sample, in Czech and English', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const pages: [string, string][] = [['/organizacni-struktura', 'Generální ředitel'], ['/en/organisational-structure', 'Director General']];
  for (const [url, head] of pages) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, 'data-template="OrganizacniStruktura"');
    t.match(res.body, `<li id="generalni-reditel"><details class="org-unit" open=""><summary>${head}</summary>`);
  }
});

t.test('the glossary on the sample: letters, terms, the search within without JavaScript', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const all = await app.inject({ url: '/slovnik-pojmu' });
  t.equal(all.statusCode, 200);
  t.match(all.body, 'data-template="SlovnikPojmu"');
  t.match(all.body, '<p class="list-count" role="status">30 pojmů</p>');
  const found = await app.inject({ url: '/slovnik-pojmu?q=superdavka' });
  t.match(found.body, /<div id="davka-statni-socialni-pomoci" class="glossary__term"><dt>Dávka státní sociální pomoci<\/dt>/);
  t.notMatch(found.body, 'id="datova-schranka"');
  const english = await app.inject({ url: '/en/glossary?q=' + 'x'.repeat(500) });
  t.equal(english.statusCode, 200, 'an overlong search is no search');
  t.match(english.body, 'data-template="SlovnikPojmu"');
});
