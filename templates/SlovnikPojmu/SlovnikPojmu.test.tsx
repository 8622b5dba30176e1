import t from 'tap';
import { pino } from 'pino';
import { templateView } from '../../server/template-data.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import type { GlossaryData } from './SlovnikPojmu.tsx';
import { examples } from './examples.ts';
import { glossaryView, letterOf, SlovnikPojmu } from './server.ts';

const terms = (templateView(SlovnikPojmu, examples.glossary!, pino({ level: 'silent' })).view.data as unknown as GlossaryData).terms;

t.test('Czech order and letters: Ch after H, Č and Ž letters of their own, Ú under U', async (t) => {
  const view = glossaryView(terms, 'cs', undefined, '/slovnik-pojmu');
  t.same(view.groups.map((group) => group.letter), ['C', 'D', 'H', 'Ch', 'U', 'Ž']);
  t.same(view.groups.find((group) => group.letter === 'U')?.terms.map((term) => term.term), ['Uchazeč o zaměstnání', 'Úřad práce']);
  t.equal(letterOf('Čeština', ['C', 'Č']), 'Č');
  t.equal(letterOf('Ústí', ['U']), 'U');
  t.equal(view.count, 7);
});

t.test('the page: the letter index (letters without terms not links), terms at anchors, the count announced', async (t) => {
  const html = renderExample(SlovnikPojmu, examples.glossary!, { data: glossaryView(terms, 'cs', undefined, '/slovnik-pojmu') });
  t.match(html, /data-template="SlovnikPojmu"/);
  t.match(html, /<li><a href="#pismeno-ch">Ch<\/a><\/li>/);
  t.match(html, /<li><span aria-disabled="true">Č<\/span><\/li>/);
  t.match(html, /<h2 id="pismeno-ž" class="glossary__letter">Ž<\/h2><dl class="glossary__terms"><div id="zivotni-minimum" class="glossary__term"><dt>Životní minimum<\/dt>/);
  t.match(html, /<p class="glossary__synonyms">Také: superdávka<\/p><p><a href="\/davka-statni-socialni-pomoci">Více informací<\/a><\/p>/);
  t.match(html, /<p class="list-count" role="status">7 pojmů<\/p>/);
});

t.test('definitions are Markdown: rendered, sanitized, and searched as their text', async (t) => {
  const html = renderExample(SlovnikPojmu, examples.glossary!, { data: glossaryView(terms, 'cs', undefined, '/slovnik-pojmu') });
  t.match(html, /<dt>Životní minimum<\/dt><dd><div class="rich-text glossary__definition"><p>Minimální hranice <strong>peněžních příjmů<\/strong> k zajištění výživy:<\/p>\n<ul>\n<li>jídla,<\/li>/);
  t.match(html, /Člověk v evidenci <a href="\/kontaktni-pracoviste">úřadu práce<\/a>/);
  t.same(glossaryView(terms, 'cs', 'obleceni', '/slovnik-pojmu').groups.flatMap((group) => group.terms.map((term) => term.id)), ['zivotni-minimum']);
  t.same(glossaryView(terms, 'cs', 'strong', '/slovnik-pojmu').count, 0, 'markup is not searched');
});

t.test('search within, without diacritics and in synonyms; nothing found links back to all terms', async (t) => {
  const found = glossaryView(terms, 'cs', 'superdavka', '/slovnik-pojmu');
  t.same(found.groups.flatMap((group) => group.terms.map((term) => term.id)), ['davka']);
  const html = renderExample(SlovnikPojmu, examples.glossary!, { data: found });
  t.match(html, /<p class="list-count" role="status">Nalezen 1 pojem<\/p>/);
  t.match(html, /value="superdavka"/);
  const none = renderExample(SlovnikPojmu, examples.glossary!, { data: glossaryView(terms, 'cs', 'xyz', '/slovnik-pojmu'), locale: 'en' });
  t.match(none, /No term matches what you searched for\. <a href="\/slovnik-pojmu">Show all terms<\/a>/);
});

t.test('a term without a definition is left out', async (t) => {
  const view = templateView(SlovnikPojmu, examples.broken!, pino({ level: 'silent' })).view.data as unknown as GlossaryData;
  t.same(view.terms.map((term) => term.id), ['ok']);
});
