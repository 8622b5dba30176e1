import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { formatDate } from '../../shared/i18n.ts';
import { LOCALES } from '../../shared/locales.ts';
import { PAGE_SIZE } from '../../shared/page.ts';
import { validateTerm } from '../../server/search/validate.ts';
import { html, lenientWholeNumber, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import SearchPage, { type SearchPageData, type SearchView } from './Vyhledavani.tsx';

const schema: z.ZodType<SearchPageData> = z.object({
  /** A word above the form (HTML). */
  body: html().optional(),
  /** Searches offered under an empty box, in the page's language. */
  exampleQueries: z.array(text()).optional(),
});

const query = z.object({ q: z.string().optional(), page: lenientWholeNumber(1, 1000) });
type Query = z.infer<typeof query>;

const FREQUENT_SHOWN = 8;

/** The engine's snippets are escaped text with `<mark>`; the page sets them as HTML, so `<mark>` is all it lets through. */
const markOnly = (snippet: string) => sanitizeHtml(snippet, { allowedTags: ['mark'], allowedAttributes: {} });

export const Vyhledavani = defineTemplate<SearchPageData, Query, SearchView>({
  key: 'Vyhledavani',
  Component: SearchPage,
  schema,
  query,
  // Results come from the search index, not only from CMS answers: made anew for every search.
  remember: false,
  cache: { kind: 'public', maxAgeS: 60 },
  meta: () => ({ robots: 'noindex' }),
  async load({ query, search, locale, path }) {
    const language = LOCALES[locale].language;
    const raw = query.q?.trim() ?? '';
    if (raw === '') return { state: 'empty', frequent: search.frequent(language, FREQUENT_SHOWN), path };
    const checked = validateTerm(raw, language);
    if (!checked.ok) return { state: 'invalid', term: raw, message: checked.message, path };
    const page = query.page.value ?? 1;
    const result = await search.query({ term: checked.term, lang: language, page, pageSize: PAGE_SIZE });
    if (!result) return { state: 'building', term: raw, path };
    return {
      state: 'results',
      term: raw,
      total: result.total,
      page: result.page,
      pageCount: Math.ceil(result.total / PAGE_SIZE),
      items: result.items.map((hit) => ({ id: hit.id, title: hit.title, url: hit.url, snippet: markOnly(hit.snippet), date: formatDate(hit.date, locale), dateTime: hit.date })),
      suggestion: result.suggestion,
      path,
    };
  },
});
