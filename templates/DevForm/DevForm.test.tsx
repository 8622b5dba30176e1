import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { formMessageCatalogue } from './form-rules.ts';
import { DevForm } from './server.ts';

t.test('the form preview: the message catalogue in four languages, the key filters, the password meter', async (t) => {
  const html = renderExample(DevForm, examples.katalog!, { data: formMessageCatalogue() });
  t.match(html, /data-template="DevForm"/);
  t.match(html, /<th scope="col">Česky<\/th><th scope="col">English<\/th><th scope="col">Русский<\/th><th scope="col">Українська<\/th>/);
  t.match(html, /<th scope="row"><code>required<\/code><\/th><td><code>&quot;&quot;<\/code><\/td><td><span lang="cs-CZ">Hodnota je povinná\.<\/span><\/td><td><span lang="en-GB">The value is required\.<\/span><\/td>/);
  t.equal(html.match(/<tr>/g)?.length, 1 + 27 + 1 + 9, 'a row per rule and per preset, with header rows');
  t.match(html, /<th scope="row">Částka<\/th><td><code>\/\[\\d\.\\s,\]\/<\/code><\/td><td><code>1 250,50 Kč<\/code><\/td><td><code>1 250,50 <\/code><\/td>/);
  t.match(html, /<strong>slabé<\/strong>[\s\S]*<strong>střední<\/strong>[\s\S]*<strong>silné<\/strong>/);
});

t.test('the password meter alone, in Russian', async (t) => {
  const html = renderExample(DevForm, examples.hesla!, { locale: 'ru' });
  t.notMatch(html, /form-messages|form-key-filters/);
  t.match(html, /<strong>надёжный<\/strong>/);
});
