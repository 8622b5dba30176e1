/** The news templates on the real sample content: a news item and a press release render through the pipeline. */
import t from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('a sample news item and a sample press release render with their templates', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const news = await app.inject({ url: '/aktuality/veletrh-prace-ostrava-2026' });
  t.equal(news.statusCode, 200);
  t.match(news.body, 'data-template="Aktualita"');
  t.match(news.body, 'Veletrh práce a vzdělávání v Ostravě navštívily tisíce lidí');
  t.match(news.body, '<script type="application/ld+json">');
  t.match(news.body, /<img src="\/_ipx\/f_webp&amp;w_720\/cms\/documents\/[^"]+" srcSet="[^"]+" sizes="[^"]+" width="720" height="\d+" alt="[^"]+"/, 'the image keeps its space: its size looked up');
  const press = await app.inject({ url: '/tiskove-zpravy/vyhodnoceni-prechodu-na-davku' });
  t.equal(press.statusCode, 200);
  t.match(press.body, 'data-template="TiskovaZprava"');
  t.match(press.body, 'Kontakt pro média');
  t.match(press.body, 'media@uradprace.cz');
});
