/** The news templates on the real sample content: a news item and a press release render through the pipeline. */
import t from 'tap';
import { dom, jsonLdBlocks, templateOf, textOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('a sample news item and a sample press release render with their templates', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const news = await app.inject({ url: '/aktuality/veletrh-prace-ostrava-2026' });
  t.equal(news.statusCode, 200);
  const $news = dom(news.body);
  t.equal(templateOf($news), 'Aktualita');
  t.match(textOf($news('body')), 'Veletrh práce a vzdělávání v Ostravě navštívily tisíce lidí');
  t.ok(jsonLdBlocks($news).length > 0, 'structured data');
  const image = $news('main img').first().attr() ?? {};
  t.match(image.src, /^\/_ipx\/f_webp&w_720\/cms\/documents\//);
  t.ok(image.srcset?.includes(' 2x') && image.alt, 'densities and a text alternative');
  t.equal(image.sizes, undefined, 'no sizes beside density descriptors (the W3C checker refuses them)');
  t.same([image.width, /^\d+$/.test(image.height ?? '')], ['720', true], 'the image keeps its space: its size looked up');
  const press = await app.inject({ url: '/tiskove-zpravy/vyhodnoceni-prechodu-na-davku' });
  t.equal(press.statusCode, 200);
  const $press = dom(press.body);
  t.equal(templateOf($press), 'TiskovaZprava');
  t.match(textOf($press('body')), 'Kontakt pro média');
  t.match(textOf($press('body')), 'media@uradprace.cz');
});
