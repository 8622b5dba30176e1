import { setImmediate as nextTurn } from 'node:timers/promises';
import t from 'tap';
import { sharedMarkupCache } from '../../server/shared-markup.tsx';
import { Navigation } from '../../ui/Navigation.tsx';
import { SharedMarkupContext, type SharedMarkupCache } from '../../ui/shared-markup.ts';
import { useT } from '../../ui/i18n.tsx';
import { attrsOf, dom } from '../helpers/dom.ts';
import { renderHtml } from '../helpers/render.tsx';
import type { HeaderMenus } from '../../ui/header-menus.ts';

/** An element that counts its renders and shows a message of the page's language. */
function counted() {
  const renders = { count: 0 };
  function Label() {
    renders.count += 1;
    return <li>{useT()('nav.main')}</li>;
  }
  return { renders, element: () => <ul className="menu"><Label /></ul> };
}

t.test('made once, right after the page that first asks, for each language and variant', async (t) => {
  const { renders, element } = counted();
  const data = {};
  const cs = sharedMarkupCache('cs');
  t.equal(cs(data, 'a', element), undefined, 'the first page renders the element itself');
  t.equal(cs(data, 'a', element), undefined, 'and so do the pages before it is made');
  t.equal(renders.count, 0, 'never inside a render');
  await nextTurn();
  t.equal(renders.count, 1, 'made once for both');
  t.equal(cs(data, 'a', element), '<li>Hlavní menu</li>', "its root's inside, in the page's language");
  t.equal(sharedMarkupCache('cs'), cs, 'one cache a language, the same value for React');
  t.equal(sharedMarkupCache('en')(data, 'a', element), undefined, 'another language: made anew');
  t.equal(cs(data, 'b', element), undefined, 'another variant: made anew');
  t.equal(cs({}, 'a', element), undefined, 'other data (a new answer of the content service): made anew');
  await nextTurn();
  t.equal(sharedMarkupCache('en')(data, 'a', element), '<li>Main menu</li>');
  t.equal(renders.count, 4);
});

t.test('an element that cannot render alone is rendered by each page, and tried no more', async (t) => {
  let tries = 0;
  const Broken = () => {
    tries += 1;
    throw new Error('broken data');
  };
  const data = {};
  const cs = sharedMarkupCache('cs');
  t.equal(cs(data, '', () => <div><Broken /></div>), undefined);
  await nextTurn();
  t.equal(cs(data, '', () => <div><Broken /></div>), undefined);
  await nextTurn();
  t.equal(tries, 1);
});

t.test('the navigation written from its shared markup is the navigation React renders', async (t) => {
  const menu = [
    { label: 'Služby', url: '/sluzby', children: [{ label: 'Příspěvek', url: '/prispevek' }] },
    { label: 'Kontakty', url: '/kontakty' },
  ];
  const menus = { submenu: null, isOpen: () => false, toggle: () => {} } as unknown as HeaderMenus;
  const asked: Array<string | undefined> = [];
  const cache = sharedMarkupCache('cs');
  const counting: SharedMarkupCache = (data, variant, element) => {
    const html = cache(data, variant, element);
    asked.push(html);
    return html;
  };
  const page = (crumbs: Array<{ label: string; url: string }>) =>
    renderHtml(
      <SharedMarkupContext value={counting}>
        <Navigation menu={menu} crumbs={crumbs} menus={menus} />
      </SharedMarkupContext>,
    );
  const inService = [{ label: 'Úvod', url: '/' }, { label: 'Služby', url: '/sluzby' }, { label: 'Příspěvek', url: '/prispevek' }];
  const whole = page(inService);
  await nextTurn();
  t.equal(page(inService), whole, 'the same bytes');
  t.equal(typeof asked.at(-1), 'string', 'written from the shared markup');
  const marked = (html: string) => attrsOf(dom(html), 'a[aria-current]', 'href');
  t.same(marked(whole), ['/sluzby', '/prispevek'], 'the section and the page');
  const inContacts = page([{ label: 'Úvod', url: '/' }, { label: 'Kontakty', url: '/kontakty' }]);
  t.equal(asked.at(-1), undefined, "another section's page: its own marks, made anew");
  t.same(marked(inContacts), ['/kontakty']);
});
