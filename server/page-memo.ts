/**
 * Content pages remembered while what they were made of stands. A page is made from the URL (the variant) and the
 * cached CMS answers its request used, which the request's CMS client records (server/cms.ts). A request for a
 * remembered variant whose answers all still stand fresh takes the page as it was made, and those answers with it
 * (a cache in front records what the page depends on), without looking anything up; one made again of answers of
 * the same versions (refetched, unchanged) is given the page remembered, the same payload object, whose JSON
 * (server/render.tsx) is then made once. Nobody has to remember which inputs a page depends on, and per-visitor
 * state never enters.
 */
import { LRUCache } from 'lru-cache';
import type { CmsClient, Dependency } from './cms.ts';
import type { BuiltPage } from './page-payload.ts';
import { payloadJson } from './render.tsx';

/**
 * Characters of page data remembered, at most. The objects and their JSON (server/render.tsx keeps it with the
 * payload) take a few times that in the heap; the page cache in front keeps the pages themselves, so this only
 * spares the work of pages made again (for signed-in visitors, rebuilds, misses, HTML and payload of one page).
 */
const MAX_JSON_CHARS = 1_000_000;

interface Remembered {
  built: BuiltPage;
  used: readonly Dependency[];
}

/** The versions of answers, in turn: what a page made again is compared by. */
const versionsOf = (used: readonly Dependency[]) => used.map((dependency) => dependency.version).join(',');

export class PageMemo {
  readonly #pages = new LRUCache<string, Remembered>({ maxSize: MAX_JSON_CHARS, sizeCalculation: ({ built }) => Math.max(1, payloadJson(built.payload).length) });

  /** The page remembered for the variant when each answer it was made of stands fresh for this request's client. */
  find(variant: string, cms: CmsClient): BuiltPage | undefined {
    const remembered = this.#pages.get(variant);
    return remembered && cms.reuse(remembered.used) ? remembered.built : undefined;
  }

  /** The page of the variant made of these answers: the one remembered when it was made of the same versions. */
  get(variant: string, used: readonly Dependency[], make: () => BuiltPage): BuiltPage {
    const remembered = this.#pages.get(variant);
    if (remembered && versionsOf(remembered.used) === versionsOf(used)) return remembered.built;
    const built = make();
    this.#pages.set(variant, { built, used: [...used] });
    return built;
  }
}
