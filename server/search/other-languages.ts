/**
 * Help across languages: a search on one language's site that finds nothing there, but finds pages in another
 * language, says so and links to those results ("rodičovský příspěvek" typed on `/en`, a Russian word on `/ua`).
 * Its best pages are offered beside the link, each in the visitor's language where it is translated. Without such help a
 * foreign word gets a "did you mean" of this language's words, which names nonsense; with it, none.
 */
import { SEARCH_LANGUAGES } from './analyzer.ts';
import type { SearchEngine, SearchQuery, SearchResult } from './engine.ts';

/** The other language's best pages shown beside the link to all its results. */
const SHOWN = 3;

/** A search in the visitor's language, with help from the others when it finds nothing. */
export async function searchWithHelp(engine: Pick<SearchEngine, 'query' | 'documents'>, query: SearchQuery): Promise<SearchResult> {
  const result = await engine.query(query);
  if (result.total > 0 || (query.page ?? 1) > 1) return result;
  const others = await Promise.all(
    SEARCH_LANGUAGES.filter((lang) => lang !== query.lang).map((lang) => engine.query({ term: query.term, lang, pageSize: SHOWN, ...(query.filters?.webId ? { filters: { webId: query.filters.webId } } : {}) }).then((found) => ({ lang, found }))),
  );
  const best = others.reduce<(typeof others)[number] | undefined>((a, b) => (b.found.total > (a?.found.total ?? 0) ? b : a), undefined);
  if (!best) return result;
  const translations = new Map((await engine.documents(best.found.items.map((item) => ({ id: item.id, lang: query.lang })))).map((hit) => [hit.id, hit]));
  const items = best.found.items.map((item) => {
    const translation = translations.get(item.id);
    return translation ? { ...translation, lang: query.lang } : { ...item, lang: best.lang };
  });
  const { suggestion: _nonsense, ...withoutSuggestion } = result;
  return { ...withoutSuggestion, otherLanguage: { lang: best.lang, total: best.found.total, items } };
}
