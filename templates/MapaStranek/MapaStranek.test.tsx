import t from 'tap';
import type { Content } from '../../shared/content.ts';
import type { CmsClient } from '../../server/cms.ts';
import { Errors } from '../../server/errors.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedSiteMap } from './examples.ts';
import { MapaStranek, MAX_PAGES, pageTree } from './server.ts';

t.test('site map: the menu with its second level, the page tree as nested lists, footer columns, extra links', async (t) => {
  const html = renderExample(MapaStranek, examples.siteMap!, { data: loadedSiteMap });
  t.match(html, /data-template="MapaStranek"/);
  t.match(html, /<h1>Mapa stránek<\/h1>/);
  t.match(html, /<h2 id="site-map-menu">Hlavní menu<\/h2><ul><li><a href="\/sluzby">Služby<\/a><ul><li><a href="\/podpora-v-nezamestnanosti">Podpora v nezaměstnanosti<\/a><\/li><\/ul><\/li><li><a href="\/kontakty">Kontakty<\/a><\/li><\/ul>/);
  t.match(
    html,
    /<h2 id="site-map-pages">Stránky webu<\/h2><ul><li><a href="\/zivotni-situace">Životní situace<\/a><ul><li><a href="\/sluzby">Služby a dávky<\/a><\/li><li><a href="\/podpora-v-nezamestnanosti">Podpora v nezaměstnanosti<\/a><\/li><\/ul><\/li><li><a href="\/o-nas">O nás<\/a><ul><li><a href="\/kontakty">Kontakty<\/a><\/li><\/ul><\/li><\/ul>/,
  );
  t.match(html, /<h2 id="site-map-footer">Odkazy v patičce<\/h2><div class="site-map__column"><h3>O nás<\/h3><ul><li><a href="\/prohlaseni-o-pristupnosti">/);
  t.match(html, /<a href="https:\/\/www.mpsv.cz" class="link--external" rel="noopener">Portál MPSV<span class="visually-hidden"> \(odkaz na jiný web\)/);
  t.match(html, /<h2 id="site-map-more">Další odkazy<\/h2><ul><li><a href="\/formulare">Formuláře<\/a><\/li><li><a href="\/vyhledavani">Vyhledávání<\/a><\/li><\/ul>/);
});

t.test('English site map without a footer: English headings, no footer section', async (t) => {
  const html = renderExample(MapaStranek, examples.english!, { locale: 'en', data: { menu: loadedSiteMap.menu, tree: [] } });
  t.match(html, /<h2 id="site-map-menu">Main menu<\/h2>/);
  t.match(html, /<h2 id="site-map-more">More links<\/h2><ul><li><a href="\/en\/search">Search<\/a>/);
  t.notMatch(html, /site-map-footer|site-map-pages/);
});

t.test('broken data: the wrong-typed flags and roots and the unsafe link are dropped, the rest renders', async (t) => {
  const html = renderExample(MapaStranek, examples.broken!, { data: { tree: [] } });
  t.match(html, /data-template="MapaStranek"/);
  t.match(html, /Perex zůstává\./);
  t.match(html, /<a href="\/kontakty">Kontakty<\/a>/);
  t.notMatch(html, /javascript:|Zlý odkaz/);
});

/** A CMS of signposts: each friendly URL has the children given, any other is a 404; it counts the lookups. */
function signposts(children: Record<string, string[]>) {
  const calls: string[] = [];
  const cms = {
    async contentByUrl(url: string) {
      calls.push(url);
      if (!Object.hasOwn(children, url)) throw Errors.CMS_NOT_FOUND(url);
      return { id: url, name: url, friendlyURLs: { 'cs-CZ': url }, categories: [], data: { children: children[url] } } as unknown as Content;
    },
  } as unknown as CmsClient;
  return { cms, calls };
}

const toNode = (content: Content) => ({ id: content.id, title: content.name, url: content.friendlyURLs['cs-CZ']!, children: [] });
const shape = (nodes: { url: string; children: unknown[] }[]): unknown => nodes.map((node) => [node.url, shape(node.children as never)]);

t.test('page tree: children in order, three levels deep, a missing page left out, each page loaded once', async (t) => {
  const { cms, calls } = signposts({
    '/a': ['/a1', '/chybi', '/a2'],
    '/a1': ['/a11'],
    '/a11': ['/a111'],
    '/a111': [],
    '/a2': ['/a'],
    '/b': ['/a1'],
  });
  const tree = await pageTree(cms, { webId: 'up', language: 'cs-CZ' }, ['/a', '/b'], toNode);
  t.same(shape(tree), [
    ['/a', [['/a1', [['/a11', []]]], ['/a2', []]]],
    ['/b', []],
  ], 'the fourth level is cut, a page already in the tree is not repeated, a cycle ends');
  t.same([...calls].sort(), ['/a', '/a1', '/a11', '/a2', '/b', '/chybi'], 'every Ref asked for once, none below the third level');
});

t.test('page tree: at most MAX_PAGES pages, the upper levels first', async (t) => {
  const many = Array.from({ length: 150 }, (_, i) => `/p${i}`);
  const { cms, calls } = signposts({ '/root': many, ...Object.fromEntries(many.map((ref) => [ref, [`${ref}-child`]])), ...Object.fromEntries(many.map((ref) => [`${ref}-child`, []])) });
  const tree = await pageTree(cms, { webId: 'up', language: 'cs-CZ' }, ['/root'], toNode);
  t.equal(calls.length, MAX_PAGES);
  t.equal(tree[0]!.children.length, 150, 'the whole second level');
  t.equal(tree[0]!.children.filter((node) => node.children.length > 0).length, MAX_PAGES - 151, 'the third level until the bound');
});
