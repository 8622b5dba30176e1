/** The content blocks: their schema keeps what fits, each block type renders accessibly, tab keys move as WAI-ARIA says. */
import t from 'tap';
import { z } from 'zod';
import { parseLenient } from '../../server/template-data.ts';
import { Blocks, type Block } from '../../ui/Blocks.tsx';
import { tabAfterKey } from '../../ui/Tabs.tsx';
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
  const html = renderHtml(<Blocks blocks={sample} />);
  t.match(html, /<section class="block block--text" aria-labelledby="block-1-heading"><h2 id="block-1-heading">O příspěvku<\/h2><div class="rich-text"><p>Příspěvek/);
  t.match(html, /<h3 class="gov-tile__title h4"><a href="https:\/\/jobs.gov.cz" class="link--external" rel="noopener">Volná místa<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a><\/h3><p class="gov-tile__text">Na jobs.gov.cz<\/p>/);
  t.match(html, /<a href="\/formulare">Formuláře<\/a>/);
  // Tabs as the server (and the first client render) shows them: an in-page list of links and every panel.
  t.match(html, /<nav class="tabs__contents" aria-label="Obsah"><ul><li><a href="#block-3-panel-0">Online<\/a><\/li><li><a href="#block-3-panel-1">Osobně<\/a>/);
  t.match(html, /<section id="block-3-panel-1" class="tabs__panel" aria-labelledby="block-3-panel-1-heading"><h2 id="block-3-panel-1-heading">Osobně<\/h2><div class="rich-text"><p>Na pracovišti/);
  t.notMatch(html, /role="tab"/);
  t.match(html, /<details class="accordion__item"><summary>Doklady o příjmech<\/summary><div class="rich-text"><p>Výplatní pásky/);
  t.match(html, /<div class="table-scroll" role="region" tabindex="0" aria-labelledby="block-5-caption"><table class="data-table"><caption id="block-5-caption">Rodičovský příspěvek<\/caption>/);
  t.match(html, /<th scope="col">Dítě<\/th><th scope="col" class="num">Částka<\/th>/, 'a column of amounts aligns right');
  t.match(html, /<th scope="row">jedno<\/th><td class="num">350 000 Kč<\/td>/);
  t.match(html, /<section class="notice notice--warning" aria-labelledby="block-6-severity block-6-heading"><p class="notice__severity" id="block-6-severity">Upozornění<\/p><h2 id="block-6-heading" class="notice__title h4">Změna<\/h2><p>Od 1\. října/);
  t.match(html, /<h2 id="block-7-heading">Nevíte si rady\?<\/h2><p>Zavolejte nám\.<\/p><p><a class="portal-button" href="\/objednani-na-pracoviste">Objednat se<\/a>/);
  const headings = [...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1]));
  t.ok(headings.every((level) => level === 2 || level === 3), 'block headings are h2, card titles h3');
});

t.test('labels follow the page language', async (t) => {
  const html = renderHtml(<Blocks blocks={sample} />, 'ua');
  t.match(html, /notice__severity" id="block-6-severity">Увага</);
  t.match(html, /посилання на інший сайт/);
});

t.test('tab keys: arrows wrap, Home and End jump, other keys do nothing', async (t) => {
  t.equal(tabAfterKey('ArrowRight', 0, 3), 1);
  t.equal(tabAfterKey('ArrowRight', 2, 3), 0);
  t.equal(tabAfterKey('ArrowLeft', 0, 3), 2);
  t.equal(tabAfterKey('Home', 2, 3), 0);
  t.equal(tabAfterKey('End', 0, 3), 2);
  t.equal(tabAfterKey('Enter', 1, 3), undefined);
});
