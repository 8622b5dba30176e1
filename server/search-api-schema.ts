/**
 * `GET /api/search` described (server/openapi.ts): its parameters and its answers, as server/search-api.ts gives
 * them. The handler, not this schema, checks the parameters: a term too short or too long is a 400 with the message
 * of docs/product.md §5 in the request's language, a nonsense filter is ignored.
 */
import { LOCALE_CODES } from '../shared/locales.ts';
import { SEARCH_LANGUAGES } from './search/analyzer.ts';
import { MAX_TERM_LENGTH, MIN_TERM_LENGTH } from './search/validate.ts';

const counts = { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } } as const;

const hitProperties = {
  title: { type: 'string' },
  url: { type: 'string', description: "The page's path in the portal (with its language's prefix), or an absolute URL of another site." },
  snippet: { type: 'string', description: 'Escaped text, the words found in `<mark>`: safe to insert as HTML, nothing else is markup.' },
  type: { type: 'string', description: "The page's structure key (its template), e.g. `Sluzba`, `Aktualita`." },
  date: { type: 'string', format: 'date-time', description: 'When the page was published or last changed, where known.' },
} as const;

const hit = { type: 'object', additionalProperties: false, required: ['title', 'url', 'snippet', 'type'], properties: hitProperties } as const;

const error = (description: string) => ({
  description,
  type: 'object',
  additionalProperties: false,
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: "What is wrong, in the request's language where it concerns the term." },
    query: { type: 'string', description: 'The term as sent.' },
  },
});

export const searchApiSchema = {
  summary: 'Search the portal',
  description:
    "Full-text search of the portal's pages in one language, with facets for the extended search and help from the other languages. " +
    'Answers are public for 60 s (`Cache-Control`) and open to every origin (CORS). Past the rate limit of one client address, 429 with `Retry-After`.',
  tags: ['search'],
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', minLength: MIN_TERM_LENGTH, maxLength: MAX_TERM_LENGTH, description: `The words searched for, ${MIN_TERM_LENGTH} to ${MAX_TERM_LENGTH} characters.` },
      lang: { type: 'string', enum: [...LOCALE_CODES], default: 'cs', description: 'The language of the query and the results (any other value: `cs`).' },
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1, description: 'The page of results, 10 a page.' },
      type: { type: 'string', description: 'Structure keys, comma-separated: results of any of them.' },
      category: { type: 'string', description: 'A category as `vocabulary.name`, e.g. `zivotni-situace.nezamestnanost`.' },
      year: { type: 'integer', minimum: 1900, maximum: 2100, description: 'Results of that year.' },
      region: { type: 'string', description: 'A region, `kraj.*`.' },
    },
    required: ['q'],
  },
  response: {
    200: {
      description: 'The results',
      type: 'object',
      additionalProperties: false,
      required: ['query', 'total', 'moreThanTotal', 'page', 'pageSize', 'items', 'facets', 'suggestion', 'otherLanguage'],
      properties: {
        query: { type: 'string', description: 'The term searched for, as the search read it.' },
        total: { type: 'integer', minimum: 0, description: 'Results found; with `moreThanTotal`, at least this many.' },
        moreThanTotal: { type: 'boolean', description: 'The PostgreSQL backend stops counting at 1,000.' },
        page: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', minimum: 1 },
        items: { type: 'array', items: hit },
        facets: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'year', 'category', 'region'],
          properties: { type: counts, year: counts, category: counts, region: counts },
          description: 'Counts per value of each filter, over the results with the other filters applied.',
        },
        suggestion: { type: ['string', 'null'], description: '"Did you mean": the term with its unknown words replaced, when it found little.' },
        otherLanguage: {
          description: 'When nothing was found in the query’s language but was in another: its best results.',
          anyOf: [
            { type: 'null' },
            {
              type: 'object',
              additionalProperties: false,
              required: ['lang', 'total', 'items'],
              properties: {
                lang: { type: 'string', enum: [...SEARCH_LANGUAGES], description: 'The language that has results (ISO 639-1).' },
                total: { type: 'integer', minimum: 1 },
                items: {
                  type: 'array',
                  items: { ...hit, required: [...hit.required, 'lang'], properties: { ...hitProperties, lang: { type: 'string', enum: [...SEARCH_LANGUAGES], description: 'The language of this result.' } } },
                },
              },
            },
          ],
        },
      },
    },
    400: error('The term is too short or not valid.'),
    429: error('Too many searches from this address; try again after `Retry-After` seconds.'),
    503: error('The search cannot answer yet (its index is being built); try again after `Retry-After` seconds.'),
  },
};
