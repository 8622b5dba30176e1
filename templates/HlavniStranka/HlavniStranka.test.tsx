import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { HlavniStranka } from './server.ts';

t.test('full: hero heading, life situations as in-app links, news, body', async (t) => {
  const html = renderExample(HlavniStranka, examples.full!);
  t.match(html, /<div class="home" data-template="HlavniStranka">/);
  t.match(html, /<h1>Úřad práce České republiky<\/h1>/);
  t.match(html, /<h2 id="home-tiles">Životní situace<\/h2>/);
  t.match(html, /href="\/podpora-v-nezamestnanosti"[^>]*>Ztráta zaměstnání<\/a>/);
  t.match(html, /<h2 id="home-highlights">Aktuálně<\/h2>/);
  t.match(html, /<h2>Vyřiďte z domova<\/h2>/);
  t.equal(html.match(/<h1/g)?.length, 1, 'one h1');
});

t.test('minimal: the content name stands as the heading, no empty sections', async (t) => {
  const html = renderExample(HlavniStranka, examples.minimal!, { locale: 'en' });
  t.match(html, /<h1>Úvod<\/h1>/);
  t.notMatch(html, /home-tiles|home-highlights/);
});

t.test('broken data: malformed items are left out, the rest renders', async (t) => {
  const html = renderExample(HlavniStranka, examples.brokenData!);
  t.match(html, /<h1>Úvod<\/h1>/);
  t.match(html, /href="\/kontakty"[^>]*>Kontakty<\/a>/);
  t.notMatch(html, /Bez odkazu/);
  t.notMatch(html, /home-highlights/);
});

t.test('section headings follow the language', async (t) => {
  t.match(renderExample(HlavniStranka, examples.full!, { locale: 'ua' }), />Життєві ситуації</);
  t.match(renderExample(HlavniStranka, examples.full!, { locale: 'ru' }), />Жизненные ситуации</);
  t.match(renderExample(HlavniStranka, examples.full!, { locale: 'en' }), />Life situations</);
});
