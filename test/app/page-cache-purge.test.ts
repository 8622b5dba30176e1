/**
 * Publishing reaches visitors (server/page-cache/purge.ts): the CMS's purge drops a page's kept answers and has it
 * made again from the CMS asked anew, in this process and, through PostgreSQL, in every other one.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import t from 'tap';
import { migrate } from '../../server/migrate.ts';
import { PURGE_CHANNEL, PURGE_PATH } from '../../server/page-cache/purge.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal, type PortalOptions } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { eventually } from '../helpers/time.ts';

const HOST = 'portal.example';
const TOKEN = 'a-purge-token-of-some-length';
/** A retention far longer than any test: whatever shows an edit does so because of the purge. */
const PURGING: Record<string, string> = { PAGE_CACHE_PURGE_TOKEN: TOKEN, CMS_CACHE_RETENTION_S: '3600' };

const get = (app: FastifyInstance, url: string, options: Omit<InjectOptions, 'url'> = {}) => app.inject({ ...options, url, headers: { host: HOST, ...options.headers } });
const cacheState = (res: { headers: Record<string, unknown> }) => res.headers['x-page-cache'];
const purge = (app: FastifyInstance, body: unknown, token = TOKEN) =>
  app.inject({ method: 'POST', url: PURGE_PATH, headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function kept(app: FastifyInstance, url: string): Promise<void> {
  await get(app, url);
  await eventually(async () => cacheState(await get(app, url)) === 'hit');
}

async function portal(t: Tap, options: PortalOptions = {}) {
  return buildPortal(t, { ...options, env: { ...PURGING, ...options.env } });
}
type Tap = { teardown(fn: () => unknown): void };

t.test('without PAGE_CACHE_PURGE_TOKEN there is no purge endpoint', async (t) => {
  const app = await buildPortal(t);
  await kept(app, '/o-nas');
  const answer = await purge(app, { paths: ['/o-nas'] });
  t.equal(answer.statusCode, 405, 'a POST to a page, as anywhere else');
  t.equal(cacheState(await get(app, '/o-nas')), 'hit', 'nothing purged');
});

t.test('the purge asks for its token and for a list of paths, and says no more than it must', async (t) => {
  const app = await portal(t);
  const none = await app.inject({ method: 'POST', url: PURGE_PATH, headers: { 'content-type': 'application/json' }, payload: '{"paths":["/o-nas"]}' });
  t.equal(none.statusCode, 401);
  t.equal(none.headers['www-authenticate'], 'Bearer');
  t.equal((await purge(app, { paths: ['/o-nas'] }, 'another-token-of-some-length')).statusCode, 401, 'another token');
  for (const body of [{}, { paths: [] }, { paths: ['o-nas'] }, { paths: [42] }, { paths: Array.from({ length: 101 }, (_, i) => `/p${i}`) }, { paths: [`/${'x'.repeat(2048)}`] }]) {
    const refused = await purge(app, body);
    t.equal(refused.statusCode, 400, JSON.stringify(body).slice(0, 60));
    t.match(refused.json(), { statusCode: 400, message: /paths/ });
  }
  const done = await purge(app, { paths: ['/o-nas'] });
  t.equal(done.statusCode, 200);
  t.same(done.json(), { purged: ['/o-nas'] });
  t.equal(done.headers['cache-control'], 'no-store');
});

t.test("a purged page is made again from the CMS asked anew, long before the CMS cache's retention; others stay kept", async (t) => {
  const fake = await startFakeCms(t);
  const app = await portal(t, { cmsUrl: fake.url });
  await kept(app, '/o-nas');
  await kept(app, '/o-nas/_payload.json');
  await kept(app, '/o-nas?layout=false');
  await kept(app, '/kontakty-vlozene');
  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('Kdo jsme.', 'Kdo jsme, vydáno.') };
  t.equal(textOf(dom((await get(app, '/o-nas')).body)('p.lead')), 'Kdo jsme.', 'the edit alone changes nothing within the retention');

  t.equal((await purge(app, { paths: ['/o-nas'] })).statusCode, 200);
  const html = await get(app, '/o-nas');
  t.equal(cacheState(html), undefined, 'made for the request');
  t.equal(textOf(dom(html.body)('p.lead')), 'Kdo jsme, vydáno.', 'with the published edit');
  t.match((await get(app, '/o-nas/_payload.json')).body, 'Kdo jsme, vydáno.', 'its page data too');
  t.equal(textOf(dom((await get(app, '/o-nas?layout=false')).body)('p.lead')), 'Kdo jsme, vydáno.', 'and its other variants');
  t.equal(cacheState(await get(app, '/kontakty-vlozene')), 'hit', 'another page stays kept');
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  const calls = fake.calls('/contents/by-friendly-url/o-nas');
  for (let i = 0; i < 5; i++) await get(app, '/o-nas/_payload.json?x=1');
  t.equal(fake.calls('/contents/by-friendly-url/o-nas'), calls, 'asked anew once, not on every request after');
});

t.test('a page the CMS did not have is shown once it is published and purged', async (t) => {
  const fake = await startFakeCms(t);
  const app = await portal(t, { cmsUrl: fake.url });
  fake.fault = { kind: 'status', status: 404 };
  const missing = await get(app, '/o-nas');
  t.equal(missing.statusCode, 404);
  await eventually(async () => cacheState(await get(app, '/o-nas')) === 'hit');
  fake.fault = { kind: 'none' };
  t.equal((await get(app, '/o-nas')).statusCode, 404, 'kept as not found');
  await purge(app, { paths: ['/o-nas'] });
  t.equal((await get(app, '/o-nas')).statusCode, 200, 'found at once, though the CMS cache remembered it missing');
});

t.test('through PostgreSQL, a purge sent to one process is heard by every process', async (t) => {
  const postgres = await startPostgres(t);
  await migrate(postgres.url);
  const fake = await startFakeCms(t);
  const options = { cmsUrl: fake.url, env: { DATABASE_URL: postgres.url } };
  const [first, second] = [await portal(t, options), await portal(t, options)];
  await Promise.all([first, second].map((app) => app.ready()));
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  t.teardown(() => admin.end());
  const listening = async () => (await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN "${PURGE_CHANNEL}"'`)).rows[0].n;
  await eventually(async () => (await listening()) === 2);
  await kept(second, '/o-nas');
  await kept(second, '/kontakty-vlozene');
  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('Kdo jsme.', 'Kdo jsme, vydáno.') };

  t.equal((await purge(first, { paths: ['/o-nas', '/en/about-us'] })).statusCode, 200, 'answered once every process was told');
  // Told is not yet done: the other process reads its notification when its turn comes.
  await eventually(async () => cacheState(await get(second, '/o-nas')) !== 'hit');
  t.equal(textOf(dom((await get(second, '/o-nas')).body)('p.lead')), 'Kdo jsme, vydáno.', 'the other process made it again, from the CMS asked anew');
  t.equal(cacheState(await get(second, '/kontakty-vlozene')), 'hit');

  const long = Array.from({ length: 40 }, (_, i) => `/${'dlouha-cesta-'.repeat(20)}${i}`);
  t.equal((await purge(first, { paths: long })).statusCode, 200, 'a purge longer than one notification goes in parts');

  // A process that stopped listening may have missed purges: it lets go of everything once it listens again.
  await kept(second, '/kontakty-vlozene');
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'");
  await eventually(async () => second.pageCache!.stats().entries === 0);
  await eventually(async () => (await listening()) === 2);
  t.equal((await purge(first, { paths: ['/o-nas'] })).statusCode, 200, 'and hears purges again');
});

t.test('with the database gone, a purge is done here and says the others could not be told', async (t) => {
  const postgres = await startPostgres(t);
  const app = await portal(t, { env: { DATABASE_URL: postgres.url.replace(/:\d+\//, ':1/') } });
  await kept(app, '/o-nas');
  const answer = await purge(app, { paths: ['/o-nas'] });
  t.equal(answer.statusCode, 503);
  t.equal(answer.headers['retry-after'], '5');
  t.notMatch(answer.body, /ECONNREFUSED|127\.0\.0\.1|postgres/i, 'no internal detail');
  t.equal(cacheState(await get(app, '/o-nas')), undefined, 'dropped in this process all the same');
});
