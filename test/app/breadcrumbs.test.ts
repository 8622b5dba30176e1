/** Breadcrumbs on the sample content: parents by URL, else the menu; BreadcrumbList JSON-LD parsed back. */
import t from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

function trail(html: string): string[] {
  const nav = /<nav class="gov-container breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>(?:<a href="([^"]+)">)?([^<]+)/g)].map(([, href, label]) => (href ? `${label} ${href}` : label!));
}

function breadcrumbList(html: string): { itemListElement: { position: number; name: string; item: string }[] } | undefined {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json!);
    if (data['@type'] === 'BreadcrumbList') return data;
  }
  return undefined;
}

t.test('a page under another by its URL, a page listed in the menu, the home page', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  const news = await app.inject({ url: '/aktuality/veletrh-prace-ostrava-2026' });
  t.same(trail(news.body).slice(0, 2), ['Úvod /', 'Aktuality /aktuality']);
  t.equal(trail(news.body).length, 3, 'home, the list, the article');
  t.match(news.body, /<li aria-current="page">Veletrh práce/);
  const list = breadcrumbList(news.body);
  t.same(list?.itemListElement.map((item) => item.position), [1, 2, 3]);
  t.same(list?.itemListElement.slice(0, 2).map(({ name, item }) => [name, item]), [['Úvod', 'https://portal.example/'], ['Aktuality', 'https://portal.example/aktuality']]);
  t.equal(list?.itemListElement[2]?.item, 'https://portal.example/aktuality/veletrh-prace-ostrava-2026');

  const benefit = await app.inject({ url: '/podpora-v-nezamestnanosti' });
  t.same(trail(benefit.body), ['Úvod /', 'Hledám práci /zprostredkovani-zamestnani', 'Podpora v nezaměstnanosti'], 'the menu item it is listed under');

  const english = await app.inject({ url: '/en/news' });
  t.same(trail(english.body), ['Home /en', 'About us /en/about-the-labour-office', 'News'], 'in English, the English menu');

  const home = await app.inject({ url: '/' });
  t.same(trail(home.body), [], 'no breadcrumbs on the home page');
  t.equal(breadcrumbList(home.body), undefined);
  const missing = await app.inject({ url: '/neni-tu' });
  t.same(trail(missing.body), [], 'none on an error screen');
});
