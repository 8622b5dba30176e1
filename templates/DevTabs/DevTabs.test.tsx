import t from 'tap';
import { dom, links, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevTabs } from './server.ts';

t.test('the tabs preview: every panel as a section with its heading and an in-page list of links, in the page language', async (t) => {
  const $ = dom(renderExample(DevTabs, examples.vsechny!));
  t.equal($('[data-template]').attr('data-template'), 'DevTabs');
  t.equal(textOf($('h1')), 'Záložky');
  t.equal($('nav.tabs__contents').attr('aria-label'), 'Způsoby podání žádosti');
  t.same(links($, 'nav.tabs__contents > ul > li').at(0), { text: 'Online', href: '#preview-tabs-panel-0' });
  t.equal($('.tabs__panel').length, 4);
  t.equal(textOf($('h2#preview-tabs-panel-1-heading')), 'Datovou schránkou');
  t.ok($('#preview-tabs-panel-1-heading').next().is('p'), 'the panel text follows its heading');
  const english = dom(renderExample(DevTabs, examples.dve!, { locale: 'en' }));
  t.equal(textOf(english('h1')), 'Tabs');
  t.equal(textOf(english('h2#preview-tabs-panel-1-heading')), 'In person');
  t.equal(english('.tabs__panel').length, 2);
});
