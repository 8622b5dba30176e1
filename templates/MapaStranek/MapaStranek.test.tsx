import t from 'tap';
import type { Content } from '../../shared/content.ts';
import type { CmsClient } from '../../server/cms.ts';
import { Errors } from '../../server/errors.ts';
import { dom, listTree, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedSiteMap } from './examples.ts';
import { MapaStranek, MAX_PAGES, pageTree } from './server.ts';

t.test('site map: the menu with its second level, the page tree as nested lists, footer columns, extra links', async (t) => {
  const $ = dom(renderExample(MapaStranek, examples.siteMap!, { data: loadedSiteMap }));
  t.equal($('[data-template]').attr('data-template'), 'MapaStranek');
  t.equal(textOf($('h1')), 'Mapa stránek');
  t.equal(textOf($('h2#site-map-menu')), 'Hlavní menu');
  t.same(listTree($, '#site-map-menu + ul'), [
    { text: 'Služby', href: '/sluzby', items: [{ text: 'Podpora v nezaměstnanosti', href: '/podpora-v-nezamestnanosti' }] },
    { text: 'Kontakty', href: '/kontakty' },
  ], 'the menu with its second level');
  t.equal(textOf($('h2#site-map-pages')), 'Stránky webu');
  t.same(listTree($, '#site-map-pages + ul'), [
    { text: 'Životní situace', href: '/zivotni-situace', items: [
      { text: 'Služby a dávky', href: '/sluzby' },
      { text: 'Podpora v nezaměstnanosti', href: '/podpora-v-nezamestnanosti' },
    ] },
    { text: 'O nás', href: '/o-nas', items: [{ text: 'Kontakty', href: '/kontakty' }] },
  ], 'the page tree as nested lists');
  t.equal(textOf($('h2#site-map-footer')), 'Odkazy v patičce');
  const column = $('#site-map-footer + .site-map__column');
  t.equal(textOf(column.children('h3').first()), 'O nás', 'each footer column under its heading');
  t.equal(column.children('h3 + ul').find('li > a').first().attr('href'), '/prohlaseni-o-pristupnosti');
  const external = $('a[href="https://www.mpsv.cz"]');
  t.same(external.attr(), { href: 'https://www.mpsv.cz', class: 'link--external', rel: 'noopener' });
  t.equal(textOf(external), 'Portál MPSV (odkaz na jiný web)');
  t.equal(textOf(external.children('.visually-hidden')), '(odkaz na jiný web)');
  t.equal(textOf($('h2#site-map-more')), 'Další odkazy');
  t.same(listTree($, '#site-map-more + ul'), [{ text: 'Formuláře', href: '/formulare' }, { text: 'Vyhledávání', href: '/vyhledavani' }]);
});

t.test('English site map without a footer: English headings, no footer section', async (t) => {
  const $ = dom(renderExample(MapaStranek, examples.english!, { locale: 'en', data: { menu: loadedSiteMap.menu, tree: [] } }));
  t.equal(textOf($('h2#site-map-menu')), 'Main menu');
  t.equal(textOf($('h2#site-map-more')), 'More links');
  t.same(listTree($, '#site-map-more + ul')[0], { text: 'Search', href: '/en/search' });
  t.equal($('[id^="site-map-footer"], [id^="site-map-pages"], [aria-labelledby="site-map-footer"], [aria-labelledby="site-map-pages"]').length, 0);
});

t.test('broken data: the wrong-typed flags and roots and the unsafe link are dropped, the rest renders', async (t) => {
  const $ = dom(renderExample(MapaStranek, examples.broken!, { data: { tree: [] } }));
  t.equal($('[data-template]').attr('data-template'), 'MapaStranek');
  t.match(textOf($('body')), /Perex zůstává\./);
  t.same($('a[href="/kontakty"]').toArray().map((link) => [$(link).attr(), textOf($(link))]), [[{ href: '/kontakty' }, 'Kontakty']]);
  t.equal($('[href^="javascript:"], [src^="javascript:"]').length, 0, 'no unsafe link');
  t.notMatch(textOf($('body')), /Zlý odkaz/);
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
