import t from 'tap';
import { dom, links, linksTo, outline, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { UpCzHlavniStranka } from '../UpCzHlavniStranka/server.ts';
import { HlavniStranka } from './server.ts';

t.test('full: hero heading, life situations as in-app links, news, body', async (t) => {
  const $ = dom(renderExample(HlavniStranka, examples.full!));
  t.equal($('div.home').attr('data-template'), 'HlavniStranka');
  t.same(outline($).filter((heading) => !heading.startsWith('h3')), [
    'h1 Úřad práce České republiky',
    'h2 Životní situace',
    'h2 Aktuálně',
    'h2 Najděte své pracoviště',
    'h2 Rychlé odkazy',
    'h2 Vyřiďte z domova',
  ], 'one h1, then the sections in order');
  t.same(textsOf($, '#home-tiles, #home-highlights'), ['Životní situace', 'Aktuálně']);
  t.ok(linksTo($, '/podpora-v-nezamestnanosti', 'Ztráta zaměstnání', '[aria-labelledby="home-tiles"]'), 'a life situation leads within the portal');
});

t.test('minimal: the content name stands as the heading, no empty sections', async (t) => {
  const $ = dom(renderExample(HlavniStranka, examples.minimal!, { locale: 'en' }));
  t.equal(textOf($('h1')), 'Úvod');
  t.equal($('[id="home-tiles"], [id="home-highlights"], [aria-labelledby="home-tiles"], [aria-labelledby="home-highlights"]').length, 0);
});

t.test('broken data: malformed items are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(HlavniStranka, examples.brokenData!));
  t.equal(textOf($('h1')), 'Úvod');
  t.ok(linksTo($, '/kontakty', 'Kontakty'));
  t.notMatch(textOf($('body')), /Bez odkazu/);
  t.equal($('#home-highlights, [aria-labelledby="home-highlights"]').length, 0);
});

t.test('section headings follow the language', async (t) => {
  const tiles = (locale: 'ua' | 'ru' | 'en') => textOf(dom(renderExample(HlavniStranka, examples.full!, { locale }))('#home-tiles'));
  t.same([tiles('ua'), tiles('ru'), tiles('en')], ['Життєві ситуації', 'Жизненные ситуации', 'Life situations']);
});

t.test('the news teaser shows what the load found, with a link to all news; quick links; the office finder', async (t) => {
  const news = [{ id: '1', title: 'Veletrh práce v Ostravě', url: '/aktuality/veletrh', date: '15. října 2026', dateTime: '2026-10-15T08:00:00Z' }];
  const $ = dom(renderExample(HlavniStranka, examples.full!, { data: { news } }));
  t.equal(textOf($('h2#home-news')), 'Aktuality');
  t.same(links($, '[aria-labelledby="home-news"]'), [
    { text: 'Veletrh práce v Ostravě', href: '/aktuality/veletrh' },
    { text: 'Všechny aktuality', href: '/aktuality' },
  ], 'each news item, then all news');
  const date = $('[aria-labelledby="home-news"] time');
  t.same([date.attr('datetime'), textOf(date)], ['2026-10-15T08:00:00Z', '15. října 2026']);
  t.equal($('#home-events, [aria-labelledby="home-events"]').length, 0, 'no events teaser in this example');
  t.equal(textOf($('h2#home-quick-links')), 'Rychlé odkazy');
  const jobs = $('a[href="https://jobs.gov.cz"]');
  t.same([jobs.attr(), textOf(jobs)], [{ href: 'https://jobs.gov.cz' }, 'Volná místa – jobs.gov.cz'], 'a quick link to another site');
  t.equal(textOf($('h2#home-office-finder')), 'Najděte své pracoviště');
  t.equal(dom(renderExample(HlavniStranka, examples.full!))('#home-news, [aria-labelledby="home-news"]').length, 0, 'no news found, no empty section');
});

t.test("the labour office's home: the same page under its own key", async (t) => {
  const $ = dom(renderExample(UpCzHlavniStranka, examples.full!));
  t.equal($('div.home').attr('data-template'), 'UpCzHlavniStranka');
  t.equal(textOf($('h1')), 'Úřad práce České republiky');
});
