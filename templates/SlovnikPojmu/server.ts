import { z } from 'zod';
import { collatorFor } from '../../shared/i18n.ts';
import { LOCALES, type LocaleCode } from '../../shared/locales.ts';
import { defineTemplate } from '../module.ts';
import { plainText } from '../../ui/RichText.tsx';
import { html, link, markdown, text } from '../schema.ts';
import GlossaryPage, { type GlossaryData, type GlossaryTerm, type GlossaryView } from './SlovnikPojmu.tsx';

export const schema = z.object({
  body: html().optional().describe('A word above the terms (HTML).'),
  terms: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/i, 'not an anchor').describe("The term's anchor on the page."),
      term: text().describe('the term; the page sorts the terms by it, A–Z in its language'),
      definition: text().pipe(markdown()).describe('What it means (Markdown: emphasis, lists, links), rendered to HTML here.'),
      synonyms: z.array(text()).optional().describe('Other words for it; the search within finds them too.'),
      related: z.array(link()).optional().describe('Pages that say more.'),
    }),
  ).describe('The terms in any order (the page sorts them A–Z in its language).'),
}).meta({ description: 'A glossary.' });

/** The search within: any text, at most a line's worth; longer or empty counts as no search. */
const query = z.object({ q: z.string().optional() });
type Query = z.infer<typeof query>;
const MAX_QUERY = 100;

/** The letters of each language's alphabet as a glossary's index shows them (Czech "Ch" after "H"). */
const ALPHABETS: Record<LocaleCode, string[]> = {
  cs: 'A B C Č D E F G H Ch I J K L M N O P Q R Ř S Š T U V W X Y Z Ž'.split(' '),
  en: 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z'.split(' '),
  ru: 'А Б В Г Д Е Ж З И К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Э Ю Я'.split(' '),
  ua: 'А Б В Г Ґ Д Е Є Ж З И І Ї Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ю Я'.split(' '),
};

/** Lower case without diacritics: what the search within compares. */
function folded(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The index letter of a term: its first letter as the alphabet has it (Čeština → Č, Chůva → Ch, Úřad → U). */
export function letterOf(term: string, alphabet: readonly string[]): string {
  const upper = term.toLocaleUpperCase();
  if (alphabet.includes('Ch') && upper.startsWith('CH')) return 'Ch';
  const first = upper.charAt(0);
  if (alphabet.includes(first)) return first;
  const base = first.normalize('NFD').charAt(0);
  return alphabet.includes(base) ? base : first;
}

export function glossaryView(terms: readonly GlossaryTerm[], locale: LocaleCode, rawQuery: string | undefined, path: string): GlossaryView {
  const alphabet = ALPHABETS[locale];
  const search = rawQuery && rawQuery.trim().length <= MAX_QUERY ? rawQuery.trim() : '';
  const needle = folded(search);
  const shown = terms
    .filter((term) => !needle || [term.term, plainText(term.definition), ...(term.synonyms ?? [])].some((value) => folded(value).includes(needle)))
    .toSorted((a, b) => collatorFor(LOCALES[locale].tag).compare(a.term, b.term));
  const groups: GlossaryView['groups'] = [];
  for (const term of shown) {
    const letter = letterOf(term.term, alphabet);
    const group = groups.at(-1);
    if (group?.letter === letter) group.terms.push(term);
    else groups.push({ letter, terms: [term] });
  }
  const present = new Set(groups.map((group) => group.letter));
  return { query: search, alphabet: alphabet.map((letter) => ({ letter, has: present.has(letter) })), groups, count: shown.length, path };
}

export const SlovnikPojmu = defineTemplate<GlossaryData, Query, GlossaryView>({
  key: 'SlovnikPojmu',
  Component: GlossaryPage,
  schema,
  query,
  load: async ({ content, query, locale, path }) => glossaryView(content.data.terms, locale, query.q, path),
});
