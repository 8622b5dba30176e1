/**
 * A planned outage (Odstavka) before, during and after: a 200 announcement until its start, the 503 maintenance
 * screen with Retry-After until its planned end, then a 200 notice that it is over; and no cache in front keeps one
 * phase's answer into the next (the page cache keeps none, a CDN is told to keep the announcement until the start
 * at most, and never stale).
 */
import t from 'tap';
import { contentWith, czechPage } from '../helpers/content-dir.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf, textsOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const outage = (id: string, url: string, start: number, end: number) =>
  czechPage(id, 'Odstavka', url, { start: iso(start), end: iso(end), affectedServices: ['Klientská zóna Jenda'], body: '<p>Podejte žádost datovou schránkou.</p>' }, 'Odstávka Jendy');

t.test('before, during and after: announcement, maintenance screen, over; each with its own caching', async (t) => {
  const now = Date.now();
  const dir = await contentWith(t, [
    outage('9301', '/odstavka-pristi-tyden', now + 7 * 24 * HOUR, now + 7 * 24 * HOUR + 2 * HOUR),
    outage('9302', '/odstavka-ted', now - HOUR, now + 2 * HOUR),
    outage('9303', '/odstavka-minula', now - 3 * HOUR, now - HOUR),
  ]);
  const app = await buildPortal(t, { contentDir: dir });
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
  const wait = Number(during.headers['retry-after']);
  const left = (now + 2 * HOUR - Date.now()) / 1000;
  t.ok(Math.abs(wait - left) <= 5, `Retry-After counts down to the planned end: ${wait} ≈ ${Math.round(left)}`);
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

t.test('across the boundaries as they pass: no answer of one phase after it has ended', async (t) => {
  // Dates the content service's answer gets only once the portal is up: the phases then pass while the test watches.
  const PLANNED_START = '2030-01-01T00:00:00Z';
  const PLANNED_END = '2030-01-01T02:00:00Z';
  const dir = await contentWith(t, [outage('9304', '/odstavka-za-chvili', Date.parse(PLANNED_START), Date.parse(PLANNED_END))]);
  const fake = await startFakeCms(t, dir);
  const app = await buildPortal(t, { cmsUrl: fake.url });
  await app.inject({ url: '/o-nas' });
  // Whole seconds, as the CMS writes its dates.
  const start = Math.ceil((Date.now() + 2000) / 1000) * 1000;
  const end = start + 2000;
  fake.fault = { kind: 'edit', edit: (body) => body.replace(PLANNED_START, iso(start)).replace(PLANNED_END, iso(end)) };
  const seen: { asked: number; status: number; cacheControl: string; retryAfter?: string }[] = [];
  while (Date.now() < end + 1500) {
    const asked = Date.now();
    const res = await app.inject({ url: '/odstavka-za-chvili', headers: { host: 'portal.example' } });
    seen.push({ asked, status: res.statusCode, cacheControl: String(res.headers['cache-control']), retryAfter: res.headers['retry-after'] as string | undefined });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // An answer asked for just before a boundary may be made after it; one asked for after it must be of the new phase.
  const before = seen.filter((s) => s.asked < start - 500);
  const during = seen.filter((s) => s.asked >= start && s.asked < end - 500);
  const after = seen.filter((s) => s.asked >= end);
  t.ok(before.length && during.length && after.length, `answers in every phase (${before.length}, ${during.length}, ${after.length})`);
  t.same([...new Set(before.map((s) => s.status))], [200], 'before the start: the announcement');
  t.same([...new Set(during.map((s) => s.status))], [503], 'from the start: the maintenance screen, not one announcement more');
  t.same([...new Set(after.map((s) => s.status))], [200], 'from the planned end: over, not one maintenance screen more');
  for (const s of before) {
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(s.cacheControl)?.[1]);
    t.ok(s.asked + sMaxAge * 1000 <= start, `a CDN keeps the announcement until the start at most (${s.cacheControl}, ${start - s.asked} ms before it)`);
  }
  for (const s of during) t.ok(Number(s.retryAfter) >= 1 && Number(s.retryAfter) <= 2, `Retry-After until the end: ${s.retryAfter}`);
});
