/**
 * The search built from content for tests: the sample content (or fixtures) walked by the real feed, through the
 * embedded content service over HTTP as in production, into an engine (MiniSearch unless a test gives another) with
 * the editors' thesaurus of the sample content.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpClient } from '../../server/http-client.ts';
import type { SearchDocument, SearchEngine } from '../../server/search/engine.ts';
import { httpListContents, SearchFeed, type ListContents } from '../../server/search/feed.ts';
import { MiniSearchEngine } from '../../server/search/minisearch-engine.ts';
import { readFileSync } from 'node:fs';
import type { SearchLanguage } from '../../server/search/analyzer.ts';
import { parseThesaurus, type Synonyms } from '../../server/search/synonyms.ts';
import { listingCheck } from '../../server/listing.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { SAMPLE_CONTENT, startContentService } from './portal.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** The sample content's thesaurus item (server/search/thesaurus.ts), whose `data.synonyms` the demo's search uses. */
export const SAMPLE_THESAURUS = path.resolve('content/up/pages/search-thesaurus-up.json');

/** The sample thesaurus item's data, as the content service serves it: `synonyms` and `bestBets`. */
export function sampleThesaurus(): { synonyms: Record<SearchLanguage, Record<string, string[]>>; bestBets: Record<SearchLanguage, Record<string, string>> } {
  return JSON.parse(readFileSync(SAMPLE_THESAURUS, 'utf8')).translations['cs-CZ'].data;
}

/** The sample thesaurus's synonym table. */
export function sampleSynonymTable(): Record<SearchLanguage, Record<string, string[]>> {
  return sampleThesaurus().synonyms;
}

/** The sample thesaurus's synonyms and best bets. */
export function sampleSynonyms(): Synonyms {
  return parseThesaurus(sampleThesaurus(), SAMPLE_THESAURUS);
}
export const SEARCH_FIXTURES = path.resolve('test/fixtures/search');
/** What the portal indexes with no AUTH_INCLUDE patterns (the sample's configuration). */
export const SEARCH_LISTING = listingCheck('search', serverTemplates, { pathIsProtected: (_path, flagged) => flagged === true });
/** The day the tests pretend it is, so news have a fixed age. */
export const TODAY = Date.parse('2026-11-22T12:00:00Z');

/** `GET /contents` of a content service, checked against the contract, as the feed's dependency. */
export function listContentsOf(baseUrl: string): ListContents {
  return httpListContents(new HttpClient(baseUrl, {}, 5_000));
}

/** The engine holding the sample content of all four languages, fed by the real feed over HTTP, plus the fixture documents. */
export async function sampleSearch<Engine extends SearchEngine = MiniSearchEngine>(
  t: Teardown,
  extra: SearchDocument[] = [],
  makeEngine: (synonyms: Synonyms) => Engine | Promise<Engine> = (synonyms) => new MiniSearchEngine({ synonyms, now: () => TODAY }) as unknown as Engine,
) {
  const service = await startContentService(t, SAMPLE_CONTENT);
  const engine = await makeEngine(sampleSynonyms());
  const feed = new SearchFeed({ engine, listed: SEARCH_LISTING, listContents: listContentsOf(service.url), webs: [{ webId: 'up', prefix: '' }], refreshMs: 60_000, pageSize: 5 });
  const report = await feed.refresh();
  await engine.index(extra);
  return { engine, feed, report };
}

/** Asks the portal's search API until it answers (the index is built in the background on the first search). */
export async function searchReady(app: Pick<FastifyInstance, 'inject'>, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    // An address of its own, so the asking never counts against a test's rate limit.
    const res = await app.inject({ url: '/api/search?q=podpora', remoteAddress: '127.0.0.250' });
    if (res.statusCode !== 503) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the search index was not built within ${seconds} s`);
}
