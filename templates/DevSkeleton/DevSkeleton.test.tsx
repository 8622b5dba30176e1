import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevSkeleton } from './server.ts';

t.test('the skeleton preview: busy regions that say they are loading, shapes hidden from screen readers', async (t) => {
  const html = renderExample(DevSkeleton, examples.vse!);
  t.match(html, /data-template="DevSkeleton"/);
  t.equal(html.match(/<div class="skeleton skeleton--\w+" aria-busy="true"><p class="visually-hidden" role="status">Načítá se obsah…<\/p><div class="skeleton__shapes" aria-hidden="true">/g)?.length, 3);
  t.equal(html.match(/skeleton__item/g)?.length, 3, 'three list items');
  t.equal(html.match(/skeleton__tile/g)?.length, 4, 'four tiles');
  t.match(html, /skeleton__heading/);
  t.notMatch(html, /style=/, 'no inline styles: the CSP (style-src self) would block them');
});

t.test('a list of ten in English', async (t) => {
  const html = renderExample(DevSkeleton, examples.seznam!, { locale: 'en' });
  t.equal(html.match(/skeleton__item/g)?.length, 10);
  t.match(html, /role="status">Loading content…</);
});
