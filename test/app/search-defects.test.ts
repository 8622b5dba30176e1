/**
 * The defects the search issues found, each checked through the public API and the pages, as a visitor meets them
 * (each of these failed on the code before the fix): sign-in text searchable, words without háčky not found,
 * forms above their services, offices by town and district number, common words that exclude the page, a Czech
 * benefit on /en finding nothing, one client putting a phrase on the list, a protected path in the sitemap.
 */
import t from 'tap';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { dom, textsOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { searchReady } from '../helpers/search.ts';

type App = Awaited<ReturnType<typeof buildPortal>>;
const first = async (app: App, q: string, lang = 'cs') => (await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`, remoteAddress: '127.0.0.51' })).json().items?.[0]?.url;

t.test('each defect found, fixed', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { SEARCH_RATE_PER_MINUTE: '100000', AUTH_INCLUDE: '/pro-zamestnavatele' } });
  await searchReady(app);
  const leak = (await app.inject({ url: '/api/search?q=co%20zde%20najdete' })).json().items.map((i: { url: string }) => i.url);
  t.notOk(leak.includes('/klientska-zona'), 'the client zone is not searchable');
  t.equal(await first(app, 'prispevek na peci'), '/prispevek-na-peci', 'no diacritics, č and ě');
  t.equal(await first(app, 'porodné'), '/porodne', 'the service above its form');
  t.equal(await first(app, 'urad prace brno'), '/kontakty/krajska-pobocka-brno', 'the office by its town');
  t.equal(await first(app, 'úřad práce Praha 4'), '/kontakty/pracoviste-praha-4', 'the district number');
  t.equal(await first(app, 'objednat se na úřad práce'), '/objednani-na-pracoviste', 'words on a third of the pages do not exclude');
  const help = (await app.inject({ url: '/api/search?q=p%C5%99%C3%ADdavek%20na%20d%C3%ADt%C4%9B&lang=en' })).json();
  t.ok(help.otherLanguage?.items?.length > 0, 'a Czech benefit on /en: help across languages');
  for (let i = 0; i < 60; i++) await app.inject({ url: '/api/search?q=brig%C3%A1dy', remoteAddress: '203.0.113.9' });
  for (let i = 0; i < 60; i++) await app.inject({ url: '/api/search/seen?q=brig%C3%A1dy&lang=cs', remoteAddress: '203.0.113.9' });
  t.notOk(textsOf(dom((await app.inject({ url: '/vyhledavani' })).body), 'main a').includes('brigády'), 'one client moves nothing');
  const urls = (await parseSitemap(Readable.from([(await app.inject({ url: '/sitemap.xml' })).body]))).map((item) => item.url);
  t.notOk(urls.includes('https://portal.example/pro-zamestnavatele'), 'a protected path is not in the sitemap');
});
