/**
 * Payloads remembered while what they were made of stands. A page is made from the URL (the variant) and the
 * cached CMS answers its request used, which the request's CMS client records (server/cms.ts); the key is the
 * variant and the versions of those answers. When any answer is refetched and changed its version is new, so the
 * key is new: nobody has to remember which inputs a page depends on, and per-visitor state never enters.
 */
import { LRUCache } from 'lru-cache';
import type { PagePayload } from '../shared/page.ts';
import type { Dependency } from './cms.ts';
import { payloadJson } from './render.tsx';

/**
 * Characters of page data remembered, at most. The objects and their JSON (server/render.tsx keeps it with the
 * payload) take a few times that in the heap; the page cache in front keeps the pages themselves, so this only
 * spares the work of pages made again (for signed-in visitors, rebuilds, HTML and payload of one page).
 */
const MAX_JSON_CHARS = 1_000_000;

export class PageMemo {
  readonly #payloads = new LRUCache<string, PagePayload>({ maxSize: MAX_JSON_CHARS, sizeCalculation: (payload) => Math.max(1, payloadJson(payload).length) });

  get(variant: string, used: readonly Dependency[], make: () => PagePayload): PagePayload {
    const key = `${variant}\n${used.map((dependency) => dependency.version).join(',')}`;
    let payload = this.#payloads.get(key);
    if (!payload) this.#payloads.set(key, (payload = make()));
    return payload;
  }
}
