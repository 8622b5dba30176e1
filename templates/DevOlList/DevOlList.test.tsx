import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevOlList } from './server.ts';

t.test('the ordered list preview: a plain list and one with lettered nested steps', async (t) => {
  const html = renderExample(DevOlList, examples.oba!);
  t.match(html, /data-template="DevOlList"/);
  t.match(html, /<h2 id="ol-simple">[^<]+<\/h2><ol><li>Podejte žádost o příspěvek na péči\.<\/li>/);
  t.match(html, /<li>Podejte žádost o příspěvek na péči\.<ol type="a"><li>online v Klientské zóně Jenda<\/li>/);
  t.equal(html.match(/<ol type="a">/g)?.length, 2, 'two steps have sub-steps');
  t.equal(html.match(/<ol>/g)?.length, 2);
});

t.test('in English, the nested list alone', async (t) => {
  const html = renderExample(DevOlList, examples.vnoreny!, { locale: 'en' });
  t.match(html, /<h1>Ordered lists<\/h1>/);
  t.notMatch(html, /ol-simple/);
  t.match(html, /<li>A social worker visits you at home\.<\/li>/);
});
