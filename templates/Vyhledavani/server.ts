import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { titleIn } from '../../shared/content.ts';
import { collatorFor, formatDate, keyFromData, translatorFor } from '../../shared/i18n.ts';
import type { SearchFilters, SearchHit } from '../../server/search/engine.ts';
import { LOCALES, localeByLanguage, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { loadWebConfig } from '../../server/site.ts';
import { PAGE_SIZE } from '../../shared/page.ts';
import { validateTerm } from '../../server/search/validate.ts';
import { html, lenientWholeNumber, text } from '../schema.ts';
import { defineTemplate, type ContentReader, type PageSite } from '../module.ts';
import { findOffices, namesPlace } from '../offices/finder.ts';
import { servingOffices } from '../offices/load.ts';
import type { OfficeEntry } from '../offices/OfficeParts.tsx';
import type { ServingOffice } from '../offices/serving.ts';
import { OFFICE_TEMPLATE_KEYS } from '../../shared/office-kinds.ts';
import SearchPage, { type SearchFilterOption, type SearchFilterView, type SearchHitView, type SearchPageData, type SearchView } from './Vyhledavani.tsx';

export const schema = z.object({
  body: html().optional().describe('A word above the form (HTML).'),
  exampleQueries: z.array(text()).optional().describe("Searches offered under an empty box, in the page's language."),
}).meta({ description: 'The search page.' });

const query = z.object({
  q: z.string().optional(),
  page: lenientWholeNumber(1, 1000),
  type: z.string().optional(),
  category: z.string().optional(),
  year: lenientWholeNumber(1900, 2100),
  region: z.string().optional(),
});
type Query = z.infer<typeof query>;

/** What a filter value may look like: structure keys (comma-separated), or a category key `vocabulary.name`. */
const FILTER_VALUE: Record<'type' | 'category' | 'region', RegExp> = {
  type: /^[A-Za-z]{1,64}(?:,[A-Za-z]{1,64}){0,15}$/,
  category: /^[a-z0-9-]{1,64}\.[a-z0-9-]{1,64}$/,
  region: /^kraj\.[a-z0-9-]{1,64}$/,
};

/** The visitor's filters that make sense, and the names of those that did not (ignored, and said so). */
function chosenFilters(query: Query): { filters: SearchFilters; ignored: string[] } {
  const filters: SearchFilters = {};
  const ignored: string[] = [];
  for (const name of ['type', 'category', 'region'] as const) {
    const value = query[name]?.trim();
    if (!value) continue;
    if (!FILTER_VALUE[name].test(value)) ignored.push(name);
    else if (name === 'type') filters.type = value.split(',');
    else filters[name] = value;
  }
  if (query.year.value !== undefined) filters.year = query.year.value;
  if ('invalid' in query.year) ignored.push('year');
  return { filters, ignored };
}

/**
 * Options of one filter from the facet counts: values that find something, and the chosen one in any case. Values
 * a visitor knows by one name are one option (the page types "Stránka" of three structure keys), its value the
 * keys joined by commas and its count their sum.
 */
function optionsOf(counts: Record<string, number>, chosen: string | undefined, label: (value: string) => string | undefined): SearchFilterOption[] {
  const values = new Set(Object.keys(counts).filter((value) => (counts[value] ?? 0) > 0));
  for (const value of chosen?.split(',') ?? []) values.add(value);
  const byLabel = new Map<string, SearchFilterOption>();
  for (const value of [...values].sort()) {
    const text = label(value);
    if (text === undefined) continue;
    const option = byLabel.get(text);
    if (option) {
      option.value += `,${value}`;
      option.count += counts[value] ?? 0;
    } else {
      byLabel.set(text, { value, label: text, count: counts[value] ?? 0 });
    }
  }
  return [...byLabel.values()];
}

/** Category keys (`kraj.praha`) by their names in the page's language, vocabulary names too. */
async function categoryNames(cms: ContentReader, webId: string, languageTag: string): Promise<{ categories: Map<string, string>; vocabularies: Map<string, string> }> {
  const categories = new Map<string, string>();
  const vocabularies = new Map<string, string>();
  for (const vocabulary of await cms.categories(webId)) {
    vocabularies.set(vocabulary.name, titleIn(vocabulary, languageTag));
    for (const category of vocabulary.categories) categories.set(`${vocabulary.name}.${category.name}`, titleIn(category, languageTag));
  }
  return { categories, vocabularies };
}

const FREQUENT_SHOWN = 8;

/** The search page of the web in another language (the web config's `vyhledavani`), or undefined when it has none. */
async function searchPathIn(cms: ContentReader, site: PageSite, locale: LocaleCode): Promise<string | undefined> {
  const ref = (await loadWebConfig(cms, site.web, locale).catch(() => undefined))?.searchRef;
  return ref ? localizePath(locale, site.prefix + ref) : undefined;
}

/** The engine's snippets are escaped text with `<mark>`; the page sets them as HTML, so `<mark>` is all it lets through. */
const markOnly = (snippet: string) => sanitizeHtml(snippet, { allowedTags: ['mark'], allowedAttributes: {} });

export const Vyhledavani = defineTemplate<SearchPageData, Query, SearchView>({
  key: 'Vyhledavani',
  // The search itself: a result pointing at it, or a crawler indexing its result pages (noindex), helps nobody.
  listing: 'none',
  Component: SearchPage,
  schema,
  query,
  // Results come from the search index, not only from CMS answers: made anew for every search.
  remember: false,
  cache: { kind: 'public', maxAgeS: 60 },
  meta: () => ({ robots: 'noindex' }),
  // The words and the filters, as the lists keep theirs; not the page number: the other language's results are others.
  languageQuery: ['q', 'type', 'category', 'year', 'region'],
  async load({ query, search, locale, path, cms, lookup, site, now }) {
    const language = LOCALES[locale].language;
    const raw = query.q?.trim() ?? '';
    if (raw === '') return { state: 'empty', frequent: await search.frequent(language, FREQUENT_SHOWN, site.config?.frequentSearches ?? { pinned: [], blocked: [] }), path };
    const checked = validateTerm(raw, language);
    if (!checked.ok) return { state: 'invalid', term: raw, message: checked.message, path };
    const page = query.page.value ?? 1;
    const { filters, ignored } = chosenFilters(query);
    // Words that name a municipality: its labour office first (templates/offices/finder.ts); only then the clock is read.
    const place = page === 1 && namesPlace(checked.term);
    const [result, names, offices] = await Promise.all([
      search.query({ term: checked.term, lang: language, page, pageSize: PAGE_SIZE, filters }),
      categoryNames(cms, lookup.webId, lookup.language),
      place ? servingOffices(cms, lookup, [...OFFICE_TEMPLATE_KEYS], locale, site.prefix, now()) : undefined,
    ]);
    if (!result) return { state: 'building', term: raw, path };
    const t = translatorFor(locale);
    const collator = collatorFor(lookup.language);
    const byLabel = (a: SearchFilterOption, b: SearchFilterOption) => collator.compare(a.label, b.label);
    const typeLabel = (type: string) => t(keyFromData(`pageType.${type}`));
    const filterViews: SearchFilterView[] = [
      { name: 'type', options: optionsOf(result.facets.type, filters.type?.join(','), typeLabel).sort(byLabel), selected: filters.type?.join(',') },
      {
        name: 'category',
        options: optionsOf(result.facets.category, filters.category, (key) => {
          const category = names.categories.get(key);
          return category && `${names.vocabularies.get(key.split('.')[0]!)}: ${category}`;
        }).sort(byLabel),
        selected: filters.category,
      },
      { name: 'year', options: optionsOf(result.facets.year, filters.year?.toString(), (year) => year).sort((a, b) => b.value.localeCompare(a.value)), selected: filters.year?.toString() },
      { name: 'region', options: optionsOf(result.facets.region, filters.region, (key) => names.categories.get(key)).sort(byLabel), selected: filters.region },
    ];
    const hitView = (hit: SearchHit): SearchHitView => ({
      id: hit.id,
      title: hit.title,
      url: hit.url,
      snippet: markOnly(hit.snippet),
      type: typeLabel(hit.type),
      date: formatDate(hit.date, locale),
      dateTime: hit.date,
    });
    const other = result.otherLanguage;
    return {
      state: 'results',
      term: raw,
      total: result.total,
      ...(result.moreThanTotal ? { moreThanTotal: true } : {}),
      page: result.page,
      pageCount: Math.ceil(result.total / PAGE_SIZE),
      items: result.items.map(hitView),
      ...officeFirst(checked.term, offices),
      ...(other
        ? {
            otherLanguage: {
              language: localeByLanguage(other.lang).name,
              total: other.total,
              path: await searchPathIn(cms, site, localeByLanguage(other.lang).code),
              items: other.items.map((hit) => ({ ...hitView(hit), ...(hit.lang !== language ? { hrefLang: localeByLanguage(hit.lang).tag } : {}) })),
            },
          }
        : {}),
      // Counted, and whether it found anything here: the frequent list shows what people searched and found, the
      // editors' report what they did not (server/search/failing.ts); a click on a result is counted by its ping.
      countUrl: `/api/search/seen?${new URLSearchParams({ q: checked.term, lang: locale, ...(result.total > 0 ? {} : { found: '0' }) })}`,
      clickUrl: `/api/search/clicked?${new URLSearchParams({ q: checked.term, lang: locale })}`,
      suggestion: result.suggestion,
      ...(result.total === 0 && !other ? { frequent: await search.frequent(language, FREQUENT_SHOWN, site.config?.frequentSearches ?? { pinned: [], blocked: [] }) } : {}),
      filters: filterViews,
      chosen: filterViews.flatMap((filter) => (filter.selected ? [[filter.name, filter.selected] as [string, string]] : [])),
      ignored,
      path,
    };
  },
});

/** The office of the place the words name, before the results: one place, or several the same offices serve. */
function officeFirst(words: string, offices: ServingOffice<OfficeEntry>[] | undefined): { office?: { place: string; offices: OfficeEntry[] } } {
  const answer = offices && findOffices(words, offices);
  return answer?.status === 'found' ? { office: { place: answer.place.name, offices: answer.offices.slice(0, 3) } } : {};
}
