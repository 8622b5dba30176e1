/**
 * Payloads remembered while what they were made of stands. A page is made from the URL (the variant) and the
 * cached CMS answers its request used, which the request's CMS client records (server/cms.ts); the key is the
 * variant and the versions of those answers. When any answer is refetched and changed its version is new, so the
 * key is new: nobody has to remember which inputs a page depends on, and per-visitor state never enters.
 */
import { LRUCache } from 'lru-cache';
import type { PagePayload } from '../shared/page.ts';
import type { Dependency } from './cms.ts';

export class PageMemo {
  readonly #payloads = new LRUCache<string, PagePayload>({ max: 500 });

  get(variant: string, used: readonly Dependency[], make: () => PagePayload): PagePayload {
    const key = `${variant}\n${used.map((dependency) => dependency.version).join(',')}`;
    let payload = this.#payloads.get(key);
    if (!payload) this.#payloads.set(key, (payload = make()));
    return payload;
  }
}
