import t from 'tap';
import { pino } from 'pino';
import { templateView } from '../../server/template-data.ts';
import { dom, links, textOf } from '../../test/helpers/dom.ts';
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
  const $ = dom(renderExample(SlovnikPojmu, examples.glossary!, { data: glossaryView(terms, 'cs', undefined, '/slovnik-pojmu') }));
  t.equal($('[data-template]').attr('data-template'), 'SlovnikPojmu');
  t.ok(links($, '.glossary__letters > li').some(({ text, href }) => text === 'Ch' && href === '#pismeno-ch'), 'a letter with terms links to them');
  const empty = $('.glossary__letters > li').filter((_, item) => textOf($(item)) === 'Č');
  t.same([empty.children().length, empty.children('span').attr('aria-disabled')], [1, 'true'], 'a letter without terms is no link');
  const letter = $('h2#pismeno-ž');
  t.same([letter.attr('class'), textOf(letter)], ['glossary__letter', 'Ž']);
  const term = letter.next('dl.glossary__terms').children('div').first();
  t.same([term.attr('id'), term.attr('class')], ['zivotni-minimum', 'glossary__term'], 'the term at its anchor');
  t.equal(textOf(term.children('dt')), 'Životní minimum');
  t.equal(textOf($('#davka p.glossary__synonyms')), 'Také: superdávka');
  t.same(links($, '#davka dd > p.glossary__synonyms + p'), [{ text: 'Více informací', href: '/davka-statni-socialni-pomoci' }], 'the synonyms, then the page linked');
  t.same([textOf($('p.list-count')), $('p.list-count').attr('role')], ['7 pojmů', 'status']);
});

t.test('definitions are Markdown: rendered, sanitized, and searched as their text', async (t) => {
  const $ = dom(renderExample(SlovnikPojmu, examples.glossary!, { data: glossaryView(terms, 'cs', undefined, '/slovnik-pojmu') }));
  const definition = $('#zivotni-minimum > dt + dd > div.rich-text.glossary__definition');
  t.equal(textOf(definition.children('p').first()), 'Minimální hranice peněžních příjmů k zajištění výživy:');
  t.equal(textOf(definition.find('> p > strong')), 'peněžních příjmů');
  t.equal(textOf(definition.find('> p + ul > li').first()), 'jídla,');
  t.equal(textOf($('#uchazec .glossary__definition')), 'Člověk v evidenci úřadu práce.');
  t.same(links($, '#uchazec .glossary__definition'), [{ text: 'úřadu práce', href: '/kontaktni-pracoviste' }]);
  t.same(glossaryView(terms, 'cs', 'obleceni', '/slovnik-pojmu').groups.flatMap((group) => group.terms.map((term) => term.id)), ['zivotni-minimum']);
  t.same(glossaryView(terms, 'cs', 'strong', '/slovnik-pojmu').count, 0, 'markup is not searched');
});

t.test('search within, without diacritics and in synonyms; nothing found links back to all terms', async (t) => {
  const found = glossaryView(terms, 'cs', 'superdavka', '/slovnik-pojmu');
  t.same(found.groups.flatMap((group) => group.terms.map((term) => term.id)), ['davka']);
  const $ = dom(renderExample(SlovnikPojmu, examples.glossary!, { data: found }));
  t.same([textOf($('p.list-count')), $('p.list-count').attr('role')], ['Nalezen 1 pojem', 'status']);
  t.equal($('input[name="q"]').attr('value'), 'superdavka', 'the search kept in its field');
  const none = dom(renderExample(SlovnikPojmu, examples.glossary!, { data: glossaryView(terms, 'cs', 'xyz', '/slovnik-pojmu'), locale: 'en' }));
  const notFound = none('p').filter((_, paragraph) => textOf(none(paragraph)).startsWith('No term matches'));
  t.equal(textOf(notFound), 'No term matches what you searched for. Show all terms');
  t.same(notFound.find('a').attr('href'), '/slovnik-pojmu');
});

t.test('a term without a definition is left out', async (t) => {
  const view = templateView(SlovnikPojmu, examples.broken!, pino({ level: 'silent' })).view.data as unknown as GlossaryData;
  t.same(view.terms.map((term) => term.id), ['ok']);
});
