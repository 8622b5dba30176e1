/** Regressions of issues 29 and 33, through the public API only, runnable on the old and the new code. */
import t from 'tap';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { buildPortal, SAMPLE_CONTENT } from './test/helpers/portal.ts';

type App = Awaited<ReturnType<typeof buildPortal>>;
async function whenReady(app: App) {
  for (let i = 0; i < 300; i++) {
    const res = await app.inject({ url: '/api/search?q=podpora', remoteAddress: '127.0.0.50' });
    if (res.statusCode !== 503) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const first = async (app: App, q: string, lang = 'cs') => (await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&lang=${lang}`, remoteAddress: '127.0.0.51' })).json().items?.[0]?.url;

t.test('regressions', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { SEARCH_RATE_PER_MINUTE: '100000', DATA_DIR: t.testdir(), AUTH_INCLUDE: '/pro-zamestnavatele' } });
  await whenReady(app);
  const leak = (await app.inject({ url: '/api/search?q=co%20zde%20najdete' })).json().items.map((i: { url: string }) => i.url);
  t.notOk(leak.includes('/klientska-zona'), 'the client zone is not searchable');
  t.equal(await first(app, 'prispevek na peci'), '/prispevek-na-peci', 'no diacritics, č and ě');
  t.equal(await first(app, 'porodné'), '/porodne', 'the service above its form');
  t.equal(await first(app, 'urad prace brno'), '/kontakty/krajska-pobocka-brno', 'the office by its town');
  t.equal(await first(app, 'úřad práce Praha 4'), '/kontakty/pracoviste-praha-4', 'the district number');
  t.equal(await first(app, 'objednat se na úřad práce'), '/objednani-na-pracoviste');
  const help = (await app.inject({ url: '/api/search?q=p%C5%99%C3%ADdavek%20na%20d%C3%ADt%C4%9B&lang=en' })).json();
  t.ok(help.otherLanguage?.items?.length > 0, 'a Czech benefit on /en: help across languages');
  for (let i = 0; i < 60; i++) await app.inject({ url: '/api/search?q=brig%C3%A1dy', remoteAddress: '203.0.113.9' });
  for (let i = 0; i < 60; i++) await app.inject({ url: '/api/search/seen?q=brig%C3%A1dy&lang=cs', remoteAddress: '203.0.113.9' });
  t.notMatch((await app.inject({ url: '/vyhledavani' })).body, 'brigády</a>', 'one client moves nothing');
  const urls = (await parseSitemap(Readable.from([(await app.inject({ url: '/sitemap.xml' })).body]))).map((item) => item.url);
  t.notOk(urls.includes('https://portal.example/pro-zamestnavatele'), 'a protected path is not in the sitemap');
});
