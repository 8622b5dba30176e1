/** The content blocks: their schema keeps what fits, each block type renders accessibly, tab keys move as WAI-ARIA says. */
import t from 'tap';
import { z } from 'zod';
import { parseLenient } from '../../server/template-data.ts';
import { Blocks, type Block } from './Blocks.tsx';
import { tabAfterKey } from '../../ui/Tabs.tsx';
import { attrsOf, dom, labelledBy, links, outline, rowsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderHtml } from '../../test/helpers/render.tsx';
import { blocks } from './schema.ts';

const page = z.object({ blocks: blocks() });

t.test('one block that does not fit is dropped and logged, the others stay in order', async (t) => {
  const { value, dropped } = parseLenient(page, {
    blocks: [
      { type: 'text', body: '<p>Úvod</p><script>alert(1)</script>' },
      { type: 'video', url: '/video.mp4' },
      { type: 'notice', severity: 'info', text: 'Pracoviště je 24. prosince zavřené.' },
    ],
  });
  t.same(value?.blocks.map((block) => block.type), ['text', 'notice']);
  t.same(value?.blocks[0], { type: 'text', body: '<p>Úvod</p>' }, 'HTML is sanitized');
  t.match(dropped[0], /^blocks\.1\.type/, 'the culprit logged first');
});

t.test('inside a block only the part that does not fit goes; a block left empty goes too', async (t) => {
  const { value } = parseLenient(page, {
    blocks: [
      { type: 'table', caption: 'Lhůty', columns: ['Povinnost', 'Lhůta'], rows: [['Nástup cizince', 'v den nástupu'], ['jen jedna buňka']] },
      { type: 'cards', cards: [{ title: 'Zlý odkaz', url: 'javascript:alert(1)' }] },
    ],
  });
  t.same(value?.blocks, [{ type: 'table', caption: 'Lhůty', columns: ['Povinnost', 'Lhůta'], rows: [['Nástup cizince', 'v den nástupu']] }]);
});

const sample: Block[] = [
  { type: 'text', title: 'O příspěvku', body: '<p>Příspěvek se vyplácí měsíčně.</p>' },
  { type: 'cards', title: 'Agendy', cards: [{ title: 'Volná místa', text: 'Na jobs.gov.cz', url: 'https://jobs.gov.cz' }, { title: 'Formuláře', url: '/formulare' }] },
  { type: 'tabs', tabs: [{ title: 'Online', body: '<p>Přes Jendu.</p>' }, { title: 'Osobně', body: '<p>Na pracovišti.</p>' }] },
  { type: 'accordion', title: 'Co si připravit', items: [{ title: 'Doklady o příjmech', body: '<p>Výplatní pásky.</p>' }] },
  { type: 'table', title: 'Částky', caption: 'Rodičovský příspěvek', columns: ['Dítě', 'Částka'], rows: [['jedno', '350 000 Kč'], ['dvojčata', '525 000 Kč']] },
  { type: 'notice', severity: 'warning', title: 'Změna', text: 'Od 1. října 2025 platí nový systém.' },
  { type: 'cta', title: 'Nevíte si rady?', text: 'Zavolejte nám.', link: { label: 'Objednat se', url: '/objednani-na-pracoviste' } },
];

t.test('every block type renders: h2 titles, card links, tabs without JavaScript, details, table, notice in words, CTA', async (t) => {
  const $ = dom(renderHtml(<Blocks blocks={sample} />));
  const text = labelledBy($, 'block-1-heading');
  t.ok(text.is('section.block.block--text'));
  t.equal(textOf(text.children('h2#block-1-heading')), 'O příspěvku');
  t.match(textOf(text.children('h2 + div.rich-text').children('p')), /^Příspěvek/);
  const card = $('a[href="https://jobs.gov.cz"]');
  t.ok(card.parent().is('h3.gov-tile__title.h4'), 'a card titled by its link');
  t.same([card.attr('class'), card.attr('rel'), textOf(card)], ['link--external', 'noopener', 'Volná místa (odkaz na jiný web)']);
  t.equal(textOf(card.children('span.visually-hidden')), '(odkaz na jiný web)');
  t.equal(textOf(card.parent().next('p.gov-tile__text')), 'Na jobs.gov.cz');
  t.ok(links($).some(({ text, href }) => text === 'Formuláře' && href === '/formulare'));
  // Tabs as the server (and the first client render) shows them: an in-page list of links and every panel.
  t.equal($('nav.tabs__contents').attr('aria-label'), 'Obsah');
  t.same(links($, 'nav.tabs__contents'), [{ text: 'Online', href: '#block-3-panel-0' }, { text: 'Osobně', href: '#block-3-panel-1' }]);
  const panel = $('section#block-3-panel-1');
  t.same([panel.attr('class'), panel.attr('aria-labelledby')], ['tabs__panel', 'block-3-panel-1-heading']);
  t.equal(textOf(panel.children('h2#block-3-panel-1-heading')), 'Osobně');
  t.match(textOf(panel.children('h2 + div.rich-text')), /^Na pracovišti/);
  t.equal($('[role="tab"]').length, 0);
  const item = $('details.accordion__item');
  t.equal(textOf(item.children('summary')), 'Doklady o příjmech');
  t.match(textOf(item.children('summary + div.rich-text')), /^Výplatní pásky/);
  const scroll = $('table.data-table').parent();
  t.same([scroll.attr('class'), scroll.attr('role'), scroll.attr('tabindex'), scroll.attr('aria-labelledby')], ['table-scroll', 'region', '0', 'block-5-caption'], 'a scrolling table a keyboard reaches, named by its caption');
  t.equal(textOf($('table.data-table > caption#block-5-caption')), 'Rodičovský příspěvek');
  t.same(rowsOf($, 'table.data-table'), [['Dítě', 'Částka'], ['jedno', '350 000 Kč'], ['dvojčata', '525 000 Kč']]);
  t.same(attrsOf($, 'table.data-table thead th', 'scope'), ['col', 'col']);
  t.same(attrsOf($, 'table.data-table thead th', 'class'), [undefined, 'num'], 'a column of amounts aligns right');
  const first = $('table.data-table tbody tr').first();
  t.same([first.children('th').attr('scope'), first.children('td').attr('class')], ['row', 'num']);
  const notice = $('section.notice.notice--warning');
  t.equal(notice.attr('aria-labelledby'), 'block-6-severity block-6-heading');
  t.same(textsOf($, 'section.notice--warning > *'), ['Upozornění', 'Změna', 'Od 1. října 2025 platí nový systém.'], 'the severity said in words, then the title and the text');
  t.ok(notice.children().first().is('p#block-6-severity.notice__severity'));
  t.ok($('#block-6-heading').is('h2.notice__title.h4'));
  const cta = $('#block-7-heading');
  t.equal(textOf(cta), 'Nevíte si rady?');
  t.equal(textOf(cta.next('p')), 'Zavolejte nám.');
  t.same(links($, '#block-7-heading + p + p'), [{ text: 'Objednat se', href: '/objednani-na-pracoviste' }]);
  t.ok($('#block-7-heading + p + p > a').hasClass('portal-button'));
  t.same(outline($).filter((heading) => !/^h[23] /.test(heading)), [], 'block headings are h2, card titles h3');
});

t.test('labels follow the page language', async (t) => {
  const $ = dom(renderHtml(<Blocks blocks={sample} />, 'ua'));
  t.equal(textOf($('#block-6-severity.notice__severity')), 'Увага');
  t.match(textOf($('body')), /посилання на інший сайт/);
});

t.test('tab keys: arrows wrap, Home and End jump, other keys do nothing', async (t) => {
  t.equal(tabAfterKey('ArrowRight', 0, 3), 1);
  t.equal(tabAfterKey('ArrowRight', 2, 3), 0);
  t.equal(tabAfterKey('ArrowLeft', 0, 3), 2);
  t.equal(tabAfterKey('Home', 2, 3), 0);
  t.equal(tabAfterKey('End', 0, 3), 2);
  t.equal(tabAfterKey('Enter', 1, 3), undefined);
});
