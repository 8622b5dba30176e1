import t from 'tap';
import { dom, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevOlList } from './server.ts';

t.test('the ordered list preview: a plain list and one with lettered nested steps', async (t) => {
  const $ = dom(renderExample(DevOlList, examples.oba!));
  t.equal($('[data-template]').attr('data-template'), 'DevOlList');
  t.ok(textOf($('h2#ol-simple')).length > 0, 'the plain list has its heading');
  t.equal(textOf($('#ol-simple + ol > li').first()), 'Podejte žádost o příspěvek na péči.');
  const nested = $('#ol-nested + ol > li').first();
  t.equal(textOf(nested.contents().first()), 'Podejte žádost o příspěvek na péči.', 'the step, then its sub-steps');
  t.equal(textOf(nested.find('> ol[type="a"] > li').first()), 'online v Klientské zóně Jenda');
  t.equal($('ol[type="a"]').length, 2, 'two steps have sub-steps');
  t.equal($('ol:not([type])').length, 2);
});

t.test('in English, the nested list alone', async (t) => {
  const $ = dom(renderExample(DevOlList, examples.vnoreny!, { locale: 'en' }));
  t.equal(textOf($('h1')), 'Ordered lists');
  t.equal($('#ol-simple').length, 0);
  t.ok(textsOf($, 'li').includes('A social worker visits you at home.'));
});
