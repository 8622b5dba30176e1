/** Breadcrumbs on the sample content: parents by URL, else the menu; BreadcrumbList JSON-LD parsed back. */
import t from 'tap';
import { dom, jsonLdBlocks, textOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

/** Each step of the trail as its label, then its href when it is a link. */
function trail(html: string): string[] {
  const $ = dom(html);
  return $('nav.breadcrumbs li').toArray().map((li) => {
    const href = $(li).children('a').attr('href');
    return href ? `${textOf($(li))} ${href}` : textOf($(li));
  });
}

function breadcrumbList(html: string): { itemListElement: { position: number; name: string; item: string }[] } | undefined {
  return jsonLdBlocks(dom(html)).find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
}

t.test('a page under another by its URL, a page listed in the menu, the home page', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  const news = await app.inject({ url: '/aktuality/veletrh-prace-ostrava-2026' });
  t.same(trail(news.body).slice(0, 2), ['Úvod /', 'Aktuality /aktuality']);
  t.equal(trail(news.body).length, 3, 'home, the list, the article');
  t.match(textOf(dom(news.body)('nav.breadcrumbs li[aria-current="page"]')), /^Veletrh práce/, 'the page itself, marked current, not a link');
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
