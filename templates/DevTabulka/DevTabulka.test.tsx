import t from 'tap';
import { translatorFor } from '../../shared/i18n.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { dom, rowsOf, textOf, textsOf, type CheerioAPI } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import type { ContentView } from '../../shared/page.ts';
import { previewTable, type TablePreviewData } from './DevTabulka.tsx';
import { examples } from './examples.ts';
import { DevTabulka } from './server.ts';

/** The example rendered with what its load computes on the server. */
function render(example: ContentView, locale: LocaleCode = 'cs') {
  const data = (example.data as unknown as TablePreviewData).tables.map((state) => previewTable(state, locale, translatorFor(locale)));
  return dom(renderExample(DevTabulka, example, { locale, data }));
}

/** The amounts as written, no-break spaces kept (textOf would make them plain spaces). */
const amounts = ($: CheerioAPI) => $('td.num').toArray().map((cell) => $(cell).text());

t.test('the table preview: simple, wide and numeric tables with captions, column headers and a scrollable region', async (t) => {
  const $ = render(examples.vse!);
  t.equal($('[data-template]').attr('data-template'), 'DevTabulka');
  t.same($('.table-scroll').toArray().map((region) => $(region).attr()), ['simple', 'wide', 'numbers'].map((table) => ({
    class: 'table-scroll', role: 'region', tabindex: '0', 'aria-labelledby': `tabulka-${table}-caption`,
  })), 'each table scrolls in a region a keyboard reaches, named by its caption');
  t.same($('.table-scroll').toArray().map((region) => $(region).find('caption').attr('id')), ['tabulka-simple-caption', 'tabulka-wide-caption', 'tabulka-numbers-caption']);
  t.equal(textOf($('caption#tabulka-simple-caption')), 'Úřední hodiny kontaktního pracoviště');
  t.same(rowsOf($, '[aria-labelledby="tabulka-simple-caption"]')[1], ['pondělí', '8:00–17:00']);
  t.equal($('[aria-labelledby="tabulka-simple-caption"] tbody tr').first().children().first().attr('scope'), 'row', 'the day heads its row');
  t.same(textsOf($, 'th[scope="col"]').filter((text) => /^20\d\d$/.test(text)), ['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026'], 'a column per year');
  t.ok(amounts($).includes('22\u00a0400\u00a0Kč'), 'the amounts in Czech format');
  t.same(textsOf($, '[aria-labelledby="tabulka-numbers-caption"] th[scope="col"].num'), ['Částka'], 'the amount column is right-aligned from its header');
  const numbers = $('[aria-labelledby="tabulka-numbers-caption"] tbody tr').first();
  t.equal(textOf(numbers.children('th[scope="row"]')), 'Rodičovský příspěvek – jedno dítě');
  t.same(numbers.children('td').toArray().map((cell) => [$(cell).attr('class'), $(cell).text()]), [['num', '350\u00a0000\u00a0Kč']]);
});

t.test('one state at a time, in English with English number formats', async (t) => {
  const $ = render(examples.cisla!, 'en');
  t.equal($('[id^="tabulka-simple"], [id^="tabulka-wide"], [aria-labelledby^="tabulka-simple"], [aria-labelledby^="tabulka-wide"]').length, 0);
  const first = $('tbody tr').first();
  t.equal(textOf(first.children('th[scope="row"]')), 'Parental allowance – one child');
  t.match(first.children('td.num').text(), /^CZK\s350,000$/);
  t.same(textsOf(render(examples.jednoducha!, 'en'), 'th[scope="row"]').at(0), 'Monday');
});

t.test('amounts stay right-aligned in Russian and Ukrainian number formats', async (t) => {
  for (const locale of ['ru', 'ua'] as const) {
    t.equal(amounts(render(examples.vse!, locale)).length, 8 * 2 + 5, locale);
  }
});
