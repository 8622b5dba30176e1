/**
 * The editors' thesaurus (docs/search.md "The thesaurus"): everyday names for the portal's benefits, services, forms
 * and offices, per language, kept in the content service as the item `search-thesaurus-{web}` of the default web
 * (beside the web's config, `config-{web}`), its `data.synonyms` the table of synonyms.ts and its `data.bestBets`
 * the pages pinned for queries (`{ "cs": { "kontakt": "/kontakty" } }`). It is read through the CMS
 * cache at most once a retention period, so an edit is in use within a minute or two, without a deploy. Where
 * `SEARCH_SYNONYMS_FILE` names a file, that file is read instead, once at start.
 */
import { parseThesaurus, Synonyms } from './synonyms.ts';

export interface ThesaurusOptions {
  /** The item's `data` (the default language's), undefined when the web has none; throws when the CMS cannot answer. */
  fetch: () => Promise<Record<string, unknown> | undefined>;
  /** Called with the thesaurus whenever it changed. */
  apply: (synonyms: Synonyms) => void;
  refreshMs: number;
  log: { warn(data: object, message: string): void };
  now?: () => number;
}

/** Keeps an engine's synonyms as the content service's thesaurus item says, asking at most once a `refreshMs`. */
export class ThesaurusItem {
  readonly #options: ThesaurusOptions;
  #checkedAt = -Infinity;
  #seen: string | undefined;
  #checking: Promise<void> | undefined;

  constructor(options: ThesaurusOptions) {
    this.#options = options;
  }

  /** Brings the synonyms up to date when the last look is older than `refreshMs`; a CMS that cannot answer keeps the last ones. */
  fresh(): Promise<void> {
    const now = (this.#options.now ?? Date.now)();
    if (this.#checking || now - this.#checkedAt < this.#options.refreshMs) return this.#checking ?? Promise.resolve();
    this.#checkedAt = now;
    this.#checking = this.#check().finally(() => { this.#checking = undefined; });
    return this.#checking;
  }

  async #check(): Promise<void> {
    try {
      const data = await this.#options.fetch();
      const text = JSON.stringify([data?.synonyms ?? {}, data?.bestBets ?? {}]);
      if (text === this.#seen) return;
      const synonyms = data === undefined ? new Synonyms() : parseThesaurus({ synonyms: data.synonyms, bestBets: data.bestBets }, 'search-thesaurus data');
      this.#seen = text;
      this.#options.apply(synonyms);
    } catch (error) {
      this.#options.log.warn({ err: error }, 'search: the thesaurus could not be read; the last one stays in use');
    }
  }
}
