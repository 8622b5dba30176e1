/**
 * The CMS cache's byte bound against the heap its entries really take (server/cms.ts counts each entry; this checks
 * the count is not below the cost): a cache in this process, asked for many answers of three kinds from a content
 * service, the heap measured after a full collection before and after each kind. A first batch of each kind is
 * asked before measuring, so what is made once (compiled code, the schemas' first use) is not counted.
 */
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pino } from 'pino';
import { Cms, type CacheSize } from '../server/cms.ts';
import { HttpClient } from '../server/http-client.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export interface SizeCheck {
  kind: string;
  entries: number;
  countedMb: number;
  heapMb: number;
  /** Heap taken a byte counted: at most 1 for an honest bound. */
  ratio: number;
}

const heapUsed = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
const total = (sizes: { answers: CacheSize; notFound: CacheSize }) => sizes.answers.bytes + sizes.notFound.bytes;
const entries = (sizes: { answers: CacheSize; notFound: CacheSize }) => sizes.answers.entries + sizes.notFound.entries;
const mb = (bytes: number) => Math.round((bytes / 1048576) * 100) / 100;

/** Asks `count` lookups, 16 at a time (a 404 is an answer here, not a failure). */
async function ask(count: number, lookup: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += 16) {
    await Promise.all(Array.from({ length: Math.min(16, count - start) }, (_, i) => lookup(start + i).catch(() => undefined)));
  }
}

/** Content by URL and by id (the sample's items), pages of a list, made-up URLs (404s) against `cmsUrl`. */
export async function checkCmsCacheSizes(cmsUrl: string, webId: string, language: string): Promise<SizeCheck[]> {
  const cms = new Cms(new HttpClient(cmsUrl, {}, 10_000), { retentionS: 3600, notFoundTtlS: 3600, maxBytes: 2 ** 40, logger: pino({ level: 'silent' }) });
  const lookup = { webId, language };
  const items = await cms.forRequest().everyContent({ ...lookup });
  const urls = items.flatMap((item) => item.friendlyURLs?.[language] ?? []);
  const kinds: Record<string, { warm: (index: number) => Promise<unknown>; warmCount: number; measured: (index: number) => Promise<unknown>; count: number }> = {
    'content items': { warm: (i) => cms.forRequest().contentByUrl(urls[i]!, lookup), warmCount: urls.length, measured: (i) => cms.forRequest().contentById(items[i]!.id, lookup), count: items.length },
    'pages of a list': {
      warm: (i) => cms.forRequest().contents({ ...lookup, sort: 'displayAt:desc', page: i + 1, pageSize: 10 }),
      warmCount: 500,
      measured: (i) => cms.forRequest().contents({ ...lookup, sort: 'displayAt:desc', page: 1000 + i, pageSize: 10 }),
      count: 5000,
    },
    'empty pages of a list': {
      warm: (i) => cms.forRequest().contents({ ...lookup, structureKey: ['Aktualita'], page: 1000 + i, pageSize: 10 }),
      warmCount: 500,
      measured: (i) => cms.forRequest().contents({ ...lookup, structureKey: ['Aktualita'], page: 2000 + i, pageSize: 10 }),
      count: 5000,
    },
    '404s of made-up URLs': { warm: () => cms.forRequest().contentByUrl(`/nahodna-${randomUUID()}`, lookup), warmCount: 500, measured: () => cms.forRequest().contentByUrl(`/nahodna-${randomUUID()}`, lookup), count: 5000 },
  };
  const checks: SizeCheck[] = [];
  for (const [kind, { warm, warmCount, measured, count }] of Object.entries(kinds)) {
    await ask(warmCount, warm);
    const [sizesBefore, heapBefore] = [cms.sizes(), heapUsed()];
    await ask(count, measured);
    const [sizesAfter, heapAfter] = [cms.sizes(), heapUsed()];
    const counted = total(sizesAfter) - total(sizesBefore);
    checks.push({ kind, entries: entries(sizesAfter) - entries(sizesBefore), countedMb: mb(counted), heapMb: mb(heapAfter - heapBefore), ratio: Math.round(((heapAfter - heapBefore) / counted) * 100) / 100 });
  }
  return checks;
}
