/**
 * The rendered-page cache (server/page-cache/page-cache.ts) through the portal: what is kept and for whom, what a key holds
 * and ignores, freshness that follows the CMS (time is moved, never slept), a CMS that is down, the byte bound.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import t from 'tap';
import { COLOUR_MODE_COOKIE } from '../../shared/colour-mode.ts';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../../shared/consent.ts';
import { LOCALE_CHOICE_PARAM, LOCALE_COOKIE } from '../../shared/locales.ts';
import { PLACE_HEADERS } from '../../server/page-cache/page-cache.ts';
import { shapeOf } from '../../server/page-payload.ts';
import { pageRequestOf } from '../../server/request-context.ts';
import { SESSION_COOKIE } from '../../server/session/cookie.ts';
import { defineTemplate } from '../../templates/module.ts';
import { Odstavka } from '../../templates/Odstavka/server.ts';
import { Seznam } from '../../templates/Seznam/server.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { SlovnikPojmu } from '../../templates/SlovnikPojmu/server.ts';
import { UpCzZaznamKalendare } from '../../templates/UpCzZaznamKalendare/server.ts';
import { Vyhledavani } from '../../templates/Vyhledavani/server.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { eventually, testClock } from '../helpers/time.ts';

/** The public URL of the test portal (test/helpers/portal.ts): the one host whose pages are kept. */
const HOST = 'portal.example';

function get(app: FastifyInstance, url: string, options: Omit<InjectOptions, 'url'> = {}) {
  return app.inject({ ...options, url, headers: { host: HOST, ...options.headers } });
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const cacheState = (res: { headers: Record<string, unknown> }) => res.headers['x-page-cache'];

t.test('a public page is kept after its first answer and answered from the cache in every encoding', async (t) => {
  const app = await buildPortal(t);
  const first = await get(app, '/o-nas');
  t.equal(first.statusCode, 200);
  t.equal(cacheState(first), undefined, 'the first answer is made (streamed)');
  t.equal(textOf(dom(first.body)('h1')), 'O nás');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');

  const identity = await get(app, '/o-nas');
  t.equal(cacheState(identity), 'hit');
  t.equal(identity.body, first.body, 'the same page, byte for byte');
  t.equal(identity.headers['content-encoding'], undefined);
  t.equal(identity.headers['content-type'], first.headers['content-type']);
  t.equal(identity.headers['cache-control'], first.headers['cache-control']);
  t.equal(identity.headers.vary, first.headers.vary);
  t.ok(identity.headers['x-request-id'], 'per-request headers are the request\'s own');
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
    t.ok(first.headers[name], `${name} on the made page`);
    t.equal(identity.headers[name], first.headers[name], `${name}: the same on a hit`);
  }
  t.not(identity.headers['x-request-id'], first.headers['x-request-id'], 'each answer its own request id');

  const br = await get(app, '/o-nas', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), first.body);
  const gzip = await get(app, '/o-nas', { headers: { 'accept-encoding': 'gzip' } });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.equal(gunzipSync(gzip.rawPayload).toString(), first.body);

  const etag = String(identity.headers.etag);
  t.match(etag, /^W\/"[\w-]+"$/, 'a weak ETag, the same for every encoding');
  t.equal(br.headers.etag, etag);
  const revalidated = await get(app, '/o-nas', { headers: { 'if-none-match': `"other", ${etag}` } });
  t.equal(revalidated.statusCode, 304);
  t.equal(revalidated.body, '');
  t.equal(revalidated.headers.etag, etag);

  const head = await get(app, '/o-nas', { method: 'HEAD' });
  t.equal(head.statusCode, 200);
  t.equal(cacheState(head), 'hit');
  t.equal(head.body, '', 'HEAD: the headers only');

  const payload = await get(app, '/o-nas/_payload.json');
  t.equal(payload.statusCode, 200);
  await eventually(async () => cacheState(await get(app, '/o-nas/_payload.json')) === 'hit');
  t.same((await get(app, '/o-nas/_payload.json')).json(), payload.json(), 'the page data is kept too');
  t.equal(payload.headers['content-encoding'], undefined, 'made for a client that took no encoding');
  const payloadBr = await get(app, '/o-nas/_payload.json', { headers: { 'accept-encoding': 'br' } });
  t.equal(payloadBr.headers['content-encoding'], 'br', 'a hit chooses the encoding');
  t.match(payloadBr.headers.vary, /accept-encoding/i, 'and says so, though the stored answer had no Vary');
  t.match(app.pageCache!.stats(), { hits: Number, misses: Number, entries: 2 });
});

t.test('where a request stands with the cache is worked out from its URL, host and PLACE_HEADERS alone', async (t) => {
  const app = await buildPortal(t);
  const read = new Set<string>();
  const consent = `v${CONSENT_VERSION}.s1m0.2026-11-01`;
  const asks: { url: string; headers?: Record<string, string>; cookies?: Record<string, string> }[] = [
    { url: '/', headers: { 'accept-language': 'en' } },
    { url: '/', headers: { 'accept-language': 'en', referer: `http://${HOST}/o-nas` }, cookies: { [LOCALE_COOKIE]: 'ua' } },
    { url: `/o-nas?${LOCALE_CHOICE_PARAM}` },
    { url: '/o-nas/' },
    { url: '/o-nas/_payload.json', cookies: { [CONSENT_COOKIE]: consent } },
    { url: '/o-nas?x=1', cookies: { [CONSENT_COOKIE]: consent, [COLOUR_MODE_COOKIE]: 'dark' } },
    { url: '/o-nas', cookies: { [SESSION_COOKIE]: 'anything' } },
  ];
  for (const ask of asks) {
    const recorded = (name: string | symbol) => (typeof name === 'string' && read.add(name), name);
    const headers = new Proxy({ host: HOST, 'user-agent': 'a browser', 'accept-encoding': 'br', ...ask.headers }, {
      get: (target, name) => Reflect.get(target, recorded(name)),
      has: (target, name) => Reflect.has(target, recorded(name)),
    });
    t.equal(app.pageCache!.find({ method: 'GET', url: ask.url, host: HOST, headers, cookies: ask.cookies ?? {} }), undefined, `${ask.url}: nothing kept`);
  }
  t.ok(read.has('accept-language') && read.has('referer'), 'the bare root was looked at: its language and referrer read');
  t.same([...read].filter((name) => !(PLACE_HEADERS as readonly string[]).includes(name)), [], 'no header besides PLACE_HEADERS (the cookies are the Cookie header parsed)');
});

t.test("a request the server's listener found nothing kept for is not looked up again when Fastify takes it on", async (t) => {
  const app = await buildPortal(t);
  const cache = app.pageCache!;
  const page = pageRequestOf('/o-nas')!;
  const raw = {} as IncomingMessage;
  const asked = { method: 'GET', url: '/o-nas', host: HOST, headers: { host: HOST }, cookies: {} };
  t.equal(cache.find(asked, raw), undefined, 'nothing kept yet');
  // Fastify's request for it, its host changed: looked up again, it would bypass the cache (not the public host).
  const fastifyRequest = (of: object) => ({ ...asked, host: 'other.example', raw: of, page, pageCacheSlot: undefined }) as unknown as FastifyRequest;
  const seen = fastifyRequest(raw);
  cache.lookup(seen, {} as FastifyReply);
  t.equal(seen.pageCacheSlot?.kind, 'miss', "the listener's lookup stands");
  const unseen = fastifyRequest({});
  cache.lookup(unseen, {} as FastifyReply);
  t.equal(unseen.pageCacheSlot?.kind, 'bypass', 'one the listener never saw (inject) is looked up');
});

t.test('the key: parameters the page does not read are ignored; the consent state and colour mode count; other cookies do not', async (t) => {
  const app = await buildPortal(t);
  await get(app, '/o-nas');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  t.equal(cacheState(await get(app, '/o-nas?utm_source=newsletter&x=1')), 'hit', 'made-up parameters share the entry');
  const entries = app.pageCache!.stats().entries;
  for (let i = 0; i < 50; i++) t.equal(cacheState(await get(app, `/o-nas?q${i}=${i}`)), 'hit');
  t.equal(app.pageCache!.stats().entries, entries, 'fifty made-up queries, no new entry');
  t.equal(cacheState(await get(app, '/o-nas', { headers: { cookie: 'analytics=1; other=2' } })), 'hit', 'an unrelated cookie costs no hit');

  const withoutLayout = await get(app, '/o-nas?layout=false');
  t.equal(cacheState(withoutLayout), undefined, 'a parameter the page reads makes another page');
  t.equal(dom(withoutLayout.body)('.skip-link').length, 0);

  const dark = await get(app, '/o-nas', { headers: { cookie: `${COLOUR_MODE_COOKIE}=dark` } });
  t.equal(cacheState(dark), undefined, 'the dark page is made for itself');
  t.equal(dom(dark.body)('html').attr('data-theme'), 'dark');
  await eventually(async () => cacheState(await get(app, '/o-nas', { headers: { cookie: `${COLOUR_MODE_COOKIE}=dark` } })) === 'hit');
  t.not(dom((await get(app, '/o-nas')).body)('html').attr('data-theme'), 'dark', 'and never given to a visitor in light mode');

  const consent = `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m0.2026-11-01`;
  const chosen = await get(app, '/o-nas', { headers: { cookie: consent } });
  t.equal(cacheState(chosen), undefined, 'a visitor who chose has no bar: another page');
  await eventually(async () => cacheState(await get(app, '/o-nas', { headers: { cookie: consent } })) === 'hit');
  const sameChoiceOtherDay = await get(app, '/o-nas', { headers: { cookie: `${CONSENT_COOKIE}=v${CONSENT_VERSION}.s1m0.2025-01-31` } });
  t.equal(cacheState(sameChoiceOtherDay), 'hit', 'the same choice made on another day is the same page');
});

t.test('who is never answered from the cache, and what is never kept', async (t) => {
  const app = await buildPortal(t, { env: { TRUST_PROXY: '127.0.0.1' } });
  await get(app, '/o-nas');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');

  const signedIn = await get(app, '/o-nas', { headers: { cookie: `${SESSION_COOKIE}=anything` } });
  t.equal(cacheState(signedIn), undefined, 'a session cookie bypasses the cache');
  t.match(signedIn.headers['cache-control'], 'private');
  t.ok(app.pageCache!.stats().bypasses >= 1, 'and is counted');

  // Another host's requests neither read nor make entries, however they name it.
  for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]) {
    const foreign = await get(app, '/o-nas?layout=false', { headers });
    t.equal(cacheState(foreign), undefined, `${JSON.stringify(headers)}: not from the cache`);
    t.equal(cacheState(await get(app, '/o-nas?layout=false', { headers })), undefined, `${JSON.stringify(headers)}: and not kept`);
  }
  const normal = await get(app, '/o-nas?layout=false');
  t.equal(cacheState(normal), undefined, 'the next normal request is made for itself');
  // Bytes: a poisoned host must be nowhere in the answer, markup or page data.
  t.notMatch(normal.body, 'evil.example');

  const refused = await get(app, '/o-nas?layout=false&chosen-language=1');
  t.ok(refused.statusCode === 303 && refused.headers['set-cookie'], 'an answer that sets a cookie');
  const missing = await get(app, '/neexistuje');
  t.equal(missing.statusCode, 404);
  await eventually(async () => cacheState(await get(app, '/neexistuje')) === 'hit');
  t.equal((await get(app, '/neexistuje')).statusCode, 404, 'a 404 is kept, with its status');
  await get(app, '/error/500');
  t.equal(cacheState(await get(app, '/error/500')), undefined, 'a 500 is never kept');
});

t.test('freshness follows the CMS: an edit is shown after the retention plus one request, one rebuild for many', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock, env: { CMS_CACHE_RETENTION_S: '60' } });
  await get(app, '/o-nas');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');

  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('O nás', 'O nás (upraveno)') };
  clock.advance(30_000);
  t.equal(textOf(dom((await get(app, '/o-nas')).body)('h1')), 'O nás', 'within the retention the kept page stands');
  clock.advance(31_000);
  const callsBefore = fake.calls('/contents/by-friendly-url/o-nas');
  const staleAnswers = await Promise.all(Array.from({ length: 10 }, () => get(app, '/o-nas')));
  for (const stale of staleAnswers) {
    t.equal(stale.statusCode, 200);
    t.equal(cacheState(stale), 'stale', 'the old page at once, while it is made again');
    t.equal(textOf(dom(stale.body)('h1')), 'O nás', 'the kept page');
  }
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  const fresh = await get(app, '/o-nas');
  t.equal(textOf(dom(fresh.body)('h1')), 'O nás (upraveno)', 'the edit, on the first request after the rebuild');
  t.equal(fake.calls('/contents/by-friendly-url/o-nas') - callsBefore, 1, 'ten stale answers, one rebuild, one CMS call');
  t.ok(app.pageCache!.stats().stale >= 10);

  // Refreshed but unchanged: the kept page stands without a rebuild that changes it.
  clock.advance(61_000);
  t.equal(cacheState(await get(app, '/o-nas')), 'stale');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  t.equal(textOf(dom((await get(app, '/o-nas')).body)('h1')), 'O nás (upraveno)');
});

t.test('a CMS that is down: kept pages are answered stale, never a 5xx; a page nobody kept is a 503', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock, env: { CMS_CACHE_RETENTION_S: '60' } });
  await get(app, '/o-nas');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  fake.fault = { kind: 'reset' };
  for (let minute = 1; minute <= 5; minute++) {
    clock.advance(61_000);
    const res = await get(app, '/o-nas');
    t.equal(res.statusCode, 200, `minute ${minute}: 200`);
    t.equal(textOf(dom(res.body)('h1')), 'O nás');
  }
  t.ok(app.pageCache!.stats().stale >= 1, 'answered stale, and counted');
  t.equal((await get(app, '/prispevek-na-bydleni')).statusCode, 503, 'nothing to fall back on');
  fake.fault = { kind: 'none' };
  clock.advance(61_000);
  await get(app, '/o-nas');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
});

t.test('bounded in bytes: thousands of made-up paths and queries do not grow it past its bound', async (t) => {
  const app = await buildPortal(t, { env: { PAGE_CACHE_MAX_MB: '1' } });
  for (let i = 0; i < 300; i++) await get(app, `/nic-${i}-${'x'.repeat(i % 50)}`);
  for (let i = 0; i < 300; i++) await get(app, `/o-nas?junk${i}=${i}`);
  const stats = app.pageCache!.stats();
  t.ok(stats.bytes <= 1024 * 1024, `${stats.bytes} bytes held, bound 1 MiB`);
  t.ok(stats.entries < 300, `${stats.entries} entries: the oldest were let go`);
  await eventually(async () => cacheState(await get(app, '/o-nas?junk=again')) === 'hit');
});

t.test('its byte count is not below the heap its entries take (what the memory formula trusts)', async (t) => {
  // CMS_CACHE_MAX_MB=1: the CMS's remembered 404s stay at their small share while the measured pages are made.
  const app = await buildPortal(t, { env: { PAGE_CACHE_MAX_MB: '64', CMS_CACHE_MAX_MB: '1' } });
  const heldBytes = () => {
    collectGarbage();
    collectGarbage();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  /** Made-up paths, each a 404 page of its own, each waited for until it is kept. */
  const keep = async (from: number, count: number) => {
    for (let i = from; i < from + count; i++) {
      const entries = app.pageCache!.stats().entries;
      const { statusCode } = await get(app, `/nahodna-${i}`);
      if (statusCode !== 404) throw new Error(`/nahodna-${i}: ${statusCode}, not 404`);
      await eventually(async () => app.pageCache!.stats().entries === entries + 1);
    }
  };
  // Made once, not counted: compiled code; the page memo and the CMS's remembered 404s filled to bounds of their own.
  await keep(0, 200);
  const [countedBefore, heapBefore] = [app.pageCache!.stats().bytes, heldBytes()];
  await keep(200, 800);
  const [counted, heap] = [app.pageCache!.stats().bytes - countedBefore, heldBytes() - heapBefore];
  t.ok(heap <= counted, `800 pages: ${(heap / 1048576).toFixed(2)} MB of heap and buffers, ${(counted / 1048576).toFixed(2)} MB counted`);
});

t.test('PAGE_CACHE_MAX_MB=0 turns it off', async (t) => {
  const app = await buildPortal(t, { env: { PAGE_CACHE_MAX_MB: '0' } });
  await get(app, '/o-nas');
  t.equal(app.pageCache, undefined);
  t.equal(cacheState(await get(app, '/o-nas')), undefined);
});

t.test('the query a page reads, from its template: named parameters, all of them for a list, none kept for a page with no bound', async (t) => {
  t.same(shapeOf(undefined), { queryNames: ['layout'] }, 'an error page reads the layout only');
  t.same(shapeOf(SlovnikPojmu), { queryNames: ['layout', 'q'] });
  t.same(shapeOf(SlovnikPojmu, ['example']), { queryNames: ['layout', 'example', 'q'] }, 'a preview reads its example too');
  t.same(shapeOf(Seznam), { queryNames: 'all' }, 'a list takes any vocabulary as a filter');
  t.same(shapeOf(Vyhledavani), { queryNames: ['layout', 'q', 'page', 'type', 'category', 'year', 'region'], maxAgeS: 60 }, 'search results: kept a minute');
  t.same(shapeOf(UpCzZaznamKalendare), { queryNames: ['layout'] }, 'as declared; a page of the moment is another (below)');
  t.equal(shapeOf({ ...Odstavka, cache: { kind: 'public' } }), undefined, 'made from more than CMS answers with no bound: never kept');
});

t.test('a page whose load read the clock is of the moment: kept a minute at most, by every cache; the others by the retention', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { CMS_CACHE_RETENTION_S: '300' } });
  const sMaxAge = async (url: string) => {
    const res = await get(app, url);
    t.equal(res.statusCode, 200, url);
    return Number(/s-maxage=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
  };
  // A job post (closed once its deadline passed), an event (under way, over), an events list (upcoming and past).
  for (const url of ['/kariera/specialista-it-podpory-praha-2026', '/kalendar-akci', '/kalendar-akci/webinar-zamestnavani-cizincu-2027']) {
    t.equal(await sMaxAge(url), 60, `${url}: a minute`);
  }
  // A list of news and a page of text read no clock: kept as long as their CMS answers.
  for (const url of ['/aktuality', '/o-nas']) t.equal(await sMaxAge(url), 300, `${url}: the retention`);
});

/** An editor's change of the item at `/o-nas`, as the fake CMS gives it (every other answer as it is). */
function editAboutUs(change: (item: { structure: { key: string }; data: Record<string, unknown> }) => void) {
  return (body: string) => {
    const item = JSON.parse(body) as { friendlyURLs?: Record<string, string>; structure: { key: string }; data: Record<string, unknown> };
    if (item.friendlyURLs?.['cs-CZ'] !== '/o-nas') return body;
    change(item);
    return JSON.stringify(item);
  };
}

t.test('a kept page whose CMS answer became something that is not kept goes, whatever it became', async (t) => {
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const edits = {
    'a redirect (Presmerovani)': { edit: editAboutUs((item) => Object.assign(item, { structure: { key: 'Presmerovani' }, data: { target: { label: 'Příspěvek', url: '/prispevek-na-bydleni' } } })), status: 301 },
    'an outage notice (Odstavka)': { edit: editAboutUs((item) => Object.assign(item, { structure: { key: 'Odstavka' }, data: { end: inAnHour } })), status: 503 },
    'signed-in visitors only': { edit: editAboutUs((item) => void (item.data.secured = true)), status: 302 },
  };
  for (const [what, { edit, status }] of Object.entries(edits)) {
    t.test(what, async (t) => {
      const fake = await startFakeCms(t);
      const clock = testClock();
      const app = await buildPortal(t, { cmsUrl: fake.url, clock, env: { CMS_CACHE_RETENTION_S: '60' } });
      await get(app, '/o-nas');
      await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
      fake.fault = { kind: 'edit', edit };
      clock.advance(61_000);
      t.equal(cacheState(await get(app, '/o-nas')), 'stale', 'the old page once more, while it is made again');
      await eventually(async () => (await get(app, '/o-nas')).statusCode === status);
      const now = await get(app, '/o-nas');
      t.equal(now.statusCode, status, `then the page's own answer, ${status}`);
      t.equal(cacheState(now), undefined, 'made for the request, not the old body');
      clock.advance(600_000);
      t.equal((await get(app, '/o-nas')).statusCode, status, 'and so it stays');
    });
  }
});

t.test("a rebuild that fails (an error, not the page's own answer) keeps the old page, and makes it again once it works", async (t) => {
  let broken = false;
  const BeznaStranka = defineTemplate({
    ...serverTemplates.BeznaStranka!,
    load: async () => {
      if (broken) throw new Error('a bug in the template');
      return undefined;
    },
  });
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock, templates: { ...serverTemplates, BeznaStranka }, env: { CMS_CACHE_RETENTION_S: '60' } });
  await get(app, '/o-nas');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  broken = true;
  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('O nás', 'O nás (znovu)') };
  clock.advance(61_000);
  const callsBefore = fake.calls('/contents/by-friendly-url/o-nas');
  t.equal(cacheState(await get(app, '/o-nas')), 'stale');
  await eventually(async () => fake.calls('/contents/by-friendly-url/o-nas') > callsBefore);
  t.equal((await get(app, '/o-nas', { headers: { cookie: `${SESSION_COOKIE}=x` } })).statusCode, 500, 'the page made now fails');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const kept = await get(app, '/o-nas');
  t.equal(kept.statusCode, 200, 'the old page, not the error');
  t.equal(cacheState(kept), 'stale', 'still known to be old');
  t.notMatch(textOf(dom(kept.body)('html')), 'znovu');
  broken = false;
  clock.advance(5_001);
  await get(app, '/o-nas');
  await eventually(async () => (await get(app, '/o-nas')).body.includes('O nás (znovu)'));
});

t.test('the sitemap, feeds and calendars are kept like pages, while the CMS answers they were made of stand', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock, env: { CMS_CACHE_RETENTION_S: '60' } });
  for (const url of ['/sitemap.xml', '/feeds/news.xml', '/en/feeds/press.xml', '/feeds/events.ics']) {
    const made = await get(app, url);
    t.equal(made.statusCode, 200, `${url}: made`);
    t.equal(cacheState(made), undefined);
    await eventually(async () => cacheState(await get(app, url)) === 'hit');
    const kept = await get(app, url, { headers: { 'accept-encoding': 'br' } });
    t.equal(kept.headers['content-encoding'], 'br');
    t.equal(brotliDecompressSync(kept.rawPayload).toString(), made.body, `${url}: the same document`);
    for (const name of ['content-type', 'cache-control', 'content-disposition']) t.equal(kept.headers[name], made.headers[name], `${url}: ${name}`);
    t.equal(cacheState(await get(app, `${url}?utm_source=x`)), 'hit', `${url}: a made-up query shares it`);
  }
  const callsBefore = fake.totalCalls();
  for (let i = 0; i < 20; i++) await get(app, '/sitemap.xml');
  t.equal(fake.totalCalls(), callsBefore, 'twenty sitemaps, no CMS call');

  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('/o-nas"', '/o-nas-a-my"') };
  clock.advance(61_000);
  t.notMatch((await get(app, '/sitemap.xml')).body, 'o-nas-a-my', 'stale once');
  await eventually(async () => (await get(app, '/sitemap.xml')).body.includes('o-nas-a-my'));
});
