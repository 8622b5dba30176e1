import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { UpCzHlavniStranka } from '../UpCzHlavniStranka/server.ts';
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

t.test('the news teaser shows what the load found, with a link to all news; quick links; the office finder', async (t) => {
  const news = [{ id: '1', title: 'Veletrh práce v Ostravě', url: '/aktuality/veletrh', date: '15. října 2026', dateTime: '2026-10-15T08:00:00Z' }];
  const html = renderExample(HlavniStranka, examples.full!, { data: { news } });
  t.match(html, /<h2 id="home-news">Aktuality<\/h2>/);
  t.match(html, /href="\/aktuality\/veletrh"[^>]*>Veletrh práce v Ostravě<\/a>/);
  t.match(html, /<time dateTime="2026-10-15T08:00:00Z">15\. října 2026<\/time>/);
  t.notMatch(html, /home-events/, 'no events teaser in this example');
  t.match(html, /href="\/aktuality"[^>]*>Všechny aktuality<\/a>/);
  t.match(html, /<h2 id="home-quick-links">Rychlé odkazy<\/h2>/);
  t.match(html, /<a href="https:\/\/jobs.gov.cz">Volná místa – jobs.gov.cz<\/a>/);
  t.match(html, /<h2 id="home-office-finder">Najděte své pracoviště<\/h2>/);
  t.notMatch(renderExample(HlavniStranka, examples.full!), /home-news/, 'no news found, no empty section');
});

t.test("the labour office's home: the same page under its own key", async (t) => {
  const html = renderExample(UpCzHlavniStranka, examples.full!);
  t.match(html, /<div class="home" data-template="UpCzHlavniStranka">/);
  t.match(html, /<h1>Úřad práce České republiky<\/h1>/);
});
