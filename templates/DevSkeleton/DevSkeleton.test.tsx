import t from 'tap';
import { dom, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevSkeleton } from './server.ts';

t.test('the skeleton preview: busy regions that say they are loading, shapes hidden from screen readers', async (t) => {
  const $ = dom(renderExample(DevSkeleton, examples.vse!));
  t.equal($('[data-template]').attr('data-template'), 'DevSkeleton');
  t.same($('.skeleton').toArray().map((region) => [
    $(region).attr('class'),
    $(region).attr('aria-busy'),
    $(region).children().toArray().map((part) => `${part.tagName}.${$(part).attr('class')} ${$(part).attr('role') ?? $(part).attr('aria-hidden')}`),
  ]), ['article', 'list', 'cards'].map((kind) => [
    `skeleton skeleton--${kind}`,
    'true',
    ['p.visually-hidden status', 'div.skeleton__shapes true'],
  ]), 'each region busy, first the spoken status, then the shapes hidden from screen readers');
  t.same(textsOf($, '.skeleton [role="status"]'), ['Načítá se obsah…', 'Načítá se obsah…', 'Načítá se obsah…']);
  t.equal($('.skeleton__item').length, 3, 'three list items');
  t.equal($('.skeleton__tile').length, 4, 'four tiles');
  t.equal($('.skeleton__heading').length, 1);
  t.equal($('[style]').length, 0, 'no inline styles: the CSP (style-src self) would block them');
});

t.test('a list of ten in English', async (t) => {
  const $ = dom(renderExample(DevSkeleton, examples.seznam!, { locale: 'en' }));
  t.equal($('.skeleton__item').length, 10);
  t.same(textsOf($, '[role="status"]'), ['Loading content…']);
});
