import t from 'tap';
import { translatorFor } from '../../shared/i18n.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import type { ContentView } from '../../shared/page.ts';
import { previewTable, type TablePreviewData } from './DevTabulka.tsx';
import { examples } from './examples.ts';
import { DevTabulka } from './server.ts';

/** The example rendered with what its load computes on the server. */
function render(example: ContentView, locale: LocaleCode = 'cs') {
  const data = (example.data as unknown as TablePreviewData).tables.map((state) => previewTable(state, locale, translatorFor(locale)));
  return renderExample(DevTabulka, example, { locale, data });
}

const cells = (html: string, className: string) => [...html.matchAll(new RegExp(`<td class="${className}">([^<]*)</td>`, 'g'))].map((match) => match[1]);

t.test('the table preview: simple, wide and numeric tables with captions, column headers and a scrollable region', async (t) => {
  const html = render(examples.vse!);
  t.match(html, /data-template="DevTabulka"/);
  t.equal(html.match(/<div class="table-scroll" role="region" tabindex="0" aria-labelledby="tabulka-[a-z]+-caption">/g)?.length, 3);
  t.match(html, /<caption id="tabulka-simple-caption">Úřední hodiny kontaktního pracoviště<\/caption>/);
  t.match(html, /<th scope="row">pondělí<\/th><td>8:00–17:00<\/td>/);
  t.equal(html.match(/<th scope="col"[^>]*>20\d\d<\/th>/g)?.length, 8, 'a column per year');
  t.ok(cells(html, 'num').includes('22\u00a0400\u00a0Kč'), 'the amounts in Czech format');
  t.match(html, /<th scope="col" class="num">Částka<\/th>/);
  t.match(html, /<th scope="row">Rodičovský příspěvek – jedno dítě<\/th><td class="num">350\u00a0000\u00a0Kč<\/td>/);
});

t.test('one state at a time, in English with English number formats', async (t) => {
  const html = render(examples.cisla!, 'en');
  t.notMatch(html, /tabulka-simple|tabulka-wide/);
  t.match(html, /<th scope="row">Parental allowance – one child<\/th><td class="num">CZK\s350,000<\/td>/);
  t.match(render(examples.jednoducha!, 'en'), /<th scope="row">Monday<\/th>/);
});

t.test('amounts stay right-aligned in Russian and Ukrainian number formats', async (t) => {
  for (const locale of ['ru', 'ua'] as const) {
    const html = render(examples.vse!, locale);
    t.equal(cells(html, 'num').length, 8 * 2 + 5, locale);
  }
});
