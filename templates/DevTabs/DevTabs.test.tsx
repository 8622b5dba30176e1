import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevTabs } from './server.ts';

t.test('the tabs preview: every panel as a section with its heading and an in-page list of links, in the page language', async (t) => {
  const html = renderExample(DevTabs, examples.vsechny!);
  t.match(html, /data-template="DevTabs"/);
  t.match(html, /<h1>Záložky<\/h1>/);
  t.match(html, /<nav class="tabs__contents" aria-label="Způsoby podání žádosti"><ul><li><a href="#preview-tabs-panel-0">Online<\/a>/);
  t.equal(html.match(/class="tabs__panel"/g)?.length, 4);
  t.match(html, /<h2 id="preview-tabs-panel-1-heading">Datovou schránkou<\/h2><p>/);
  const english = renderExample(DevTabs, examples.dve!, { locale: 'en' });
  t.match(english, /<h1>Tabs<\/h1>/);
  t.match(english, /<h2 id="preview-tabs-panel-1-heading">In person<\/h2>/);
  t.equal(english.match(/class="tabs__panel"/g)?.length, 2);
});
