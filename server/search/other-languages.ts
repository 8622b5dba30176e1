/**
 * Help beyond the results, the one path of the API and the search page:
 * - Other languages beside: a search whose language finds nothing good (nothing, or only pages that cover part of
 *   the query: `relaxed`) asks the other languages, and where one holds the whole query its best pages are offered
 *   beside the results, each in the visitor's language where it is translated, each marked with its language
 *   ("rodičovský příspěvek" typed on `/en`, a Russian word on `/ua`).
 * - Honest suggestions: a "did you mean" is kept only when it finds what the query did not (pages that hold its
 *   every word, and one the results do not show); no "did you mean" of this language's words for a query another
 *   language answers.
 */
import { SEARCH_LANGUAGES } from './analyzer.ts';
import type { SearchEngine, SearchQuery, SearchResult } from './engine.ts';

/** The other language's best pages shown beside the link to all its results. */
const SHOWN = 3;

/** A search in the visitor's language, with help from the others when it finds nothing good, and an honest suggestion. */
export async function searchWithHelp(engine: Pick<SearchEngine, 'query' | 'documents'>, query: SearchQuery): Promise<SearchResult> {
  const found = await engine.query(query);
  if ((query.page ?? 1) > 1) return found;
  const webFilter = query.filters?.webId ? { filters: { webId: query.filters.webId } } : {};
  const { suggestion, ...result } = found;
  const honest = suggestion && (await findsMore(engine, { ...query, term: suggestion, pageSize: SHOWN, ...webFilter }, found)) ? suggestion : undefined;
  if (found.total > 0 && !found.relaxed) return { ...result, ...(honest ? { suggestion: honest } : {}) };
  const others = await Promise.all(
    SEARCH_LANGUAGES.filter((lang) => lang !== query.lang).map((lang) => engine.query({ term: query.term, lang, pageSize: SHOWN, ...webFilter }).then((answer) => ({ lang, answer }))),
  );
  const best = others.filter((other) => other.answer.total > 0 && !other.answer.relaxed).reduce<(typeof others)[number] | undefined>((a, b) => (b.answer.total > (a?.answer.total ?? 0) ? b : a), undefined);
  if (!best) return { ...result, ...(honest ? { suggestion: honest } : {}) };
  const translations = new Map((await engine.documents(best.answer.items.map((item) => ({ id: item.id, lang: query.lang })))).map((hit) => [hit.id, hit]));
  const shown = new Set(found.items.map((item) => item.id));
  const items = best.answer.items.filter((item) => !shown.has(item.id)).map((item) => {
    const translation = translations.get(item.id);
    return translation ? { ...translation, lang: query.lang } : { ...item, lang: best.lang };
  });
  if (items.length === 0) return { ...result, ...(honest ? { suggestion: honest } : {}) };
  return { ...result, ...(honest && found.total > 0 ? { suggestion: honest } : {}), otherLanguage: { lang: best.lang, total: best.answer.total, items } };
}

/** Whether a suggested term finds pages holding its every word, one of them not among the query's results. */
async function findsMore(engine: Pick<SearchEngine, 'query'>, suggested: SearchQuery, found: SearchResult): Promise<boolean> {
  const answer = await engine.query(suggested);
  const shown = new Set(found.items.map((item) => item.id));
  return !answer.relaxed && answer.items.some((item) => !shown.has(item.id));
}
