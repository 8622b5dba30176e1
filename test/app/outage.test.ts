/**
 * A planned outage (Odstavka) before, during and after: a 200 announcement until its start, the 503 maintenance
 * screen with Retry-After until its planned end, then a 200 notice that it is over; and no cache in front keeps one
 * phase's answer into the next (the page cache keeps none, a CDN is told to keep the announcement until the start
 * at most, and never stale).
 */
import t from 'tap';
import { contentWith, czechPage } from '../helpers/content-dir.ts';
import { dom, textOf, textsOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';
import { testClock } from '../helpers/time.ts';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const outage = (id: string, url: string, start: number, end: number) =>
  czechPage(id, 'Odstavka', url, { start: iso(start), end: iso(end), affectedServices: ['Klientská zóna Jenda'], body: '<p>Podejte žádost datovou schránkou.</p>' }, 'Odstávka Jendy');

t.test('before, during and after: announcement, maintenance screen, over; each with its own caching', async (t) => {
  const now = Date.parse('2030-06-01T10:00:00Z');
  const dir = await contentWith(t, [
    outage('9301', '/odstavka-pristi-tyden', now + 7 * 24 * HOUR, now + 7 * 24 * HOUR + 2 * HOUR),
    outage('9302', '/odstavka-ted', now - HOUR, now + 2 * HOUR),
    outage('9303', '/odstavka-minula', now - 3 * HOUR, now - HOUR),
  ]);
  const app = await buildPortal(t, { contentDir: dir, now: () => now });
  const get = (url: string) => app.inject({ url, headers: { host: 'portal.example' } });

  const announced = await get('/odstavka-pristi-tyden');
  t.equal(announced.statusCode, 200, 'weeks ahead: the announcement');
  t.notOk(announced.headers['retry-after']);
  const $announced = dom(announced.body);
  t.ok(textsOf($announced, 'strong').includes('Plánovaná odstávka'), 'the announcement, in bold');
  t.notMatch(textOf($announced('body')), /Aplikace je právě v údržbě/);
  t.ok(textsOf($announced, 'li').includes('Klientská zóna Jenda'), 'the services it stops');
  const sMaxAge = Number(/s-maxage=(\d+)/.exec(String(announced.headers['cache-control']))?.[1]);
  t.ok(sMaxAge > 0 && sMaxAge <= 60, `kept by a CDN no longer than the retention (${announced.headers['cache-control']})`);
  t.notMatch(announced.headers['cache-control'], /stale/, 'and never stale: it must not outlive its phase');

  const during = await get('/odstavka-ted');
  t.equal(during.statusCode, 503, 'under way: the maintenance screen');
  t.match(textOf(dom(during.body)('body')), 'Aplikace je právě v údržbě. Zkuste to prosím později.');
  t.equal(during.headers['retry-after'], '7200', 'Retry-After: the seconds until the planned end');
  t.equal(during.headers['cache-control'], 'no-store');
  const data = await get('/odstavka-ted/_payload.json');
  t.equal(data.statusCode, 503, 'the page data too');
  t.equal(JSON.parse(data.body).view.data.phase, 'under-way');

  const over = await get('/odstavka-minula');
  t.equal(over.statusCode, 200, 'after the planned end: the notice that it is over');
  const $over = dom(over.body);
  t.ok(textsOf($over, 'strong').includes('Odstávka skončila'), 'the notice that it is over, in bold');
  t.notMatch(textOf($over('body')), /Aplikace je právě v údržbě/);

  for (const url of ['/odstavka-pristi-tyden', '/odstavka-minula']) {
    await get(url);
    t.notOk((await get(url)).headers['x-page-cache'], `${url}: never answered from the page cache, whose copy would outlive its phase`);
  }
});

t.test('across the boundaries: no answer of one phase after it has ended', async (t) => {
  // The portal's clocks are the test's: it asks at the moments that matter instead of waiting for them to pass.
  const start = Date.parse('2030-01-01T00:00:00Z');
  const end = start + 2 * HOUR;
  const dir = await contentWith(t, [outage('9304', '/odstavka-za-chvili', start, end)]);
  let wall = start - 10 * 60_000;
  const perf = testClock();
  const app = await buildPortal(t, { contentDir: dir, now: () => wall, clock: perf });
  const askAt = async (at: number) => {
    perf.advance(at - wall);
    wall = at;
    const res = await app.inject({ url: '/odstavka-za-chvili', headers: { host: 'portal.example' } });
    return { at, status: res.statusCode, cacheControl: String(res.headers['cache-control']), retryAfter: res.headers['retry-after'] as string | undefined };
  };
  const before = [await askAt(start - 10 * 60_000), await askAt(start - 30_000), await askAt(start - 1_000), await askAt(start - 1)];
  const during = [await askAt(start), await askAt(start + 1), await askAt(end - 90_000), await askAt(end - 1_000), await askAt(end - 1)];
  const after = [await askAt(end), await askAt(end + 1), await askAt(end + HOUR)];
  t.same(before.map((s) => s.status), [200, 200, 200, 200], 'before the start: the announcement');
  t.same(during.map((s) => s.status), [503, 503, 503, 503, 503], 'from the start: the maintenance screen, not one announcement more');
  t.same(after.map((s) => s.status), [200, 200, 200], 'from the planned end: over, not one maintenance screen more');
  for (const s of before) {
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(s.cacheControl)?.[1]);
    t.ok(s.at + sMaxAge * 1000 <= start, `a CDN keeps the announcement until the start at most (${s.cacheControl}, ${start - s.at} ms before it)`);
  }
  t.same(during.map((s) => s.retryAfter), ['7200', '7200', '90', '1', '1'], 'Retry-After: the seconds left until the planned end, at least one');
  t.same(during.map((s) => s.cacheControl), during.map(() => 'no-store'), 'no maintenance screen kept');
});
