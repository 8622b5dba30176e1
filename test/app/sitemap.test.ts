/** The sitemap and robots.txt, parsed back: every language, hreflang alternates, nothing that is no page. */
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import t from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { searchReady } from '../helpers/search.ts';

t.test('the sitemap lists the pages of every language with their translations, and no non-pages', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: '/sitemap.xml' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/xml/);
  const items = await parseSitemap(Readable.from([res.body]));
  const urls = items.map((item) => item.url);
  t.ok(items.length > 300, `${items.length} pages`);
  for (const prefix of ['https://portal.example/', 'https://portal.example/en', 'https://portal.example/ru', 'https://portal.example/ua']) {
    t.ok(urls.some((url) => url.startsWith(prefix)), `pages under ${prefix}`);
  }
  t.ok(urls.includes('https://portal.example/'), "the web's home is its root");
  t.notOk(urls.includes('https://portal.example/uvod'), 'not the home item by its own friendly URL');
  t.notOk(urls.some((url) => /config-up|\/dev\/|superdavka|planovana-odstavka|klientska-zona$/.test(url)), 'no config, previews, redirects, outage notices or signed-in pages');
  const housing = items.find((item) => item.url === 'https://portal.example/prispevek-na-bydleni');
  t.same(
    housing?.links?.map((link) => [link.lang, link.url]).sort(),
    [
      ['cs-CZ', 'https://portal.example/prispevek-na-bydleni'],
      ['en-GB', 'https://portal.example/en/housing-allowance'],
      ['ru-RU', 'https://portal.example/ru/posobie-na-zhile'],
      ['uk-UA', 'https://portal.example/ua/dopomoha-na-zhytlo'],
      ['x-default', 'https://portal.example/prispevek-na-bydleni'],
    ],
    'hreflang alternates of a translated page',
  );
  t.ok(urls.includes('https://portal.example/en/housing-allowance'), 'the translation is a page of its own');
});

t.test('robots.txt keeps crawlers out of previews and sign-in, and names the sitemap', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: '/robots.txt' });
  t.equal(res.statusCode, 200);
  t.match(res.body, /^User-agent: \*$/m);
  t.match(res.body, /^Disallow: \/dev\/$/m);
  t.match(res.body, /^Disallow: \/auth\/$/m);
  t.match(res.body, /^Sitemap: https:\/\/portal\.example\/sitemap\.xml$/m);
});

t.test('the sitemap and the search list by one declaration: a path that needs sign-in (AUTH_INCLUDE) is in neither', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { AUTH_INCLUDE: '/pro-zamestnavatele' } });
  const urls = (await parseSitemap(Readable.from([(await app.inject({ url: '/sitemap.xml' })).body]))).map((item) => item.url);
  t.notOk(urls.includes('https://portal.example/pro-zamestnavatele'), 'not in the sitemap');
  t.ok(urls.includes('https://portal.example/zamestnavani-cizincu'), 'its neighbours are');
  t.notOk(urls.includes('https://portal.example/vyhledavani'), 'the search page (noindex) is no page to list');
  await searchReady(app);
  const items: { url: string }[] = (await app.inject({ url: '/api/search?q=pro%20zam%C4%9Bstnavatele' })).json().items;
  t.notOk(items.some((item) => item.url === '/pro-zamestnavatele'), 'nor found by the search');
});
