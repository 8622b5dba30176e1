/**
 * The portal on PostgreSQL (DATABASE_URL): two portal processes (app instances) on one database, migrated by
 * `npm run db:migrate` and used by a role without CREATE. They share the index (the second answers at once from
 * what the first stored, and walks nothing while the first holds the lease), the most frequent searches (counted
 * once per search whichever process answers) and the search rate limit.
 */
import pg from 'pg';
import t from 'tap';
import { migrate } from '../../server/migrate.ts';
import { FrequentSearches, MIN_CLIENTS, PostgresFrequentStore } from '../../server/search/frequent.ts';
import { searchReport } from '../../server/search-report.ts';
import { buildPortal, captureLogs, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { searchReady } from '../helpers/search.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { createTestDatabase, testDatabase } from '../helpers/search-engines.ts';

type App = Awaited<ReturnType<typeof buildPortal>>;
/** What a browser says of a ping or a beacon from the portal's own page. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };


const postgres = await startPostgres(t);
const adminUrl = await createTestDatabase(postgres);
// The portal's own role: it may use what the migrations made, and create nothing.
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE ROLE portal_runtime LOGIN PASSWORD 'runtime' NOSUPERUSER NOCREATEDB`);
await admin.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
await admin.end();
await migrate(adminUrl, { runtimeRole: 'portal_runtime' });
const runtimeUrl = adminUrl.replace('postgres://portal@', 'postgres://portal_runtime:runtime@');
const env = { DATABASE_URL: runtimeUrl, SEARCH_RATE_PER_MINUTE: '60' };

t.test('DATABASE_URL puts the index in PostgreSQL; a role without CREATE serves it', async (t) => {
  const first = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env });
  t.equal(first.siteSearch.ready(), false, 'not ready before anything is stored');
  await searchReady(first);
  t.equal(first.siteSearch.ready(), true);
  const res = await first.inject({ url: '/api/search?q=prispevek%20na%20bydleni' });
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.equal(body.items[0]?.url, '/prispevek-na-bydleni', 'without diacritics it finds the page with them');
  t.match(body.items[0], { title: String, url: String, snippet: String, type: String });
  t.ok(body.facets.type.Sluzba >= 1, 'with facets');
  t.equal((await first.inject({ url: '/api/search?q=rekvalifkace' })).json().items[0]?.url, '/rekvalifikace', 'a typo forgiven');

  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  t.teardown(() => db.end());
  const { rows } = await db.query('SELECT count(*)::int AS n FROM portal.search_documents');
  t.ok(rows[0].n > 100, `the documents are in PostgreSQL (${rows[0].n})`);

  t.test('a second process answers at once from the stored index; its walk indexes only what changed', async (t) => {
    // A page the CMS no longer lists, left in the index as if it had been removed while no portal was running.
    await db.query(`INSERT INTO portal.search_documents (lang, id, web_id, url, title, places, description, body, type, categories, regions, title_terms, place_terms, fingerprint, tsv)
      SELECT 'en', 'zruseno', web_id, '/en/cancelled', 'Cancelled allowance', '', '', 'Housing allowance no more', 'Sluzba', '{}', '{}', '{cancel,allow}', '{}', 'old', 'cancel:1A allow:2A'::tsvector
      FROM portal.search_documents WHERE url = '/en/housing-allowance'`);
    const logs = captureLogs();
    const second = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env, logger: logs.logger });
    await second.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 100 && !second.siteSearch.ready(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    t.equal(second.siteSearch.ready(), true, 'ready from what the first stored');
    t.equal((await second.inject({ url: '/api/search?q=housing%20allowance&lang=en' })).json().items[0]?.url, '/en/housing-allowance');
    let report: { indexed: number; removed: number } | undefined;
    for (let i = 0; i < 300 && !report; i++) {
      report = logs.lines.find((line) => line.msg === 'search index refreshed')?.search as typeof report;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    t.same(report && { indexed: report.indexed, removed: report.removed }, { indexed: 0, removed: 1 }, 'nothing indexed again; the leftover removed');
    t.equal((await db.query(`SELECT count(*)::int AS n FROM portal.search_documents WHERE id = 'zruseno'`)).rows[0].n, 0);
  });
});

t.test('the most frequent searches are counted across processes, once per search, and only from many clients', async (t) => {
  const [a, b] = [await buildPortal(t, { contentDir: SAMPLE_CONTENT, env }), await buildPortal(t, { contentDir: SAMPLE_CONTENT, env })];
  await Promise.all([searchReady(a), searchReady(b)]);
  const list = async (app: App) => /Nejčastěji hledané<\/h2><ul[^>]*>(.*?)<\/ul>/s.exec((await app.inject({ url: '/vyhledavani' })).body)?.[1] ?? '';
  // One address, through either process, a hundred times.
  for (let i = 0; i < 30; i++) await (i % 2 ? a : b).inject({ url: '/api/search/seen?q=porodn%C3%A9&lang=cs', remoteAddress: '203.0.113.5' });
  t.notMatch(await list(a), 'porodné', 'one client is one client');
  for (let i = 0; i < MIN_CLIENTS - 1; i++) await (i % 2 ? a : b).inject({ url: '/api/search/seen?q=porodne&lang=cs', remoteAddress: `198.51.${i}.20` });
  t.match(await list(b), 'porodné', 'clients counted by either process add up (b has not shown its list before: a keeps its own a minute)');

  // Where search fails: a search that found nothing, and clicks, through either process, read out by `npm run search:report`.
  for (let i = 0; i < MIN_CLIENTS; i++) await (i % 2 ? a : b).inject({ url: '/api/search/seen?q=xqzwv%20prkqt&lang=cs&found=0', remoteAddress: `198.51.${i}.21` });
  await a.inject({ method: 'POST', url: '/api/search/clicked?q=porodne&lang=cs', headers: SAME_ORIGIN, remoteAddress: '198.51.0.20' });
  await b.inject({ method: 'POST', url: '/api/search/clicked?q=porodne&lang=cs', headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' }, payload: 'PING', remoteAddress: '198.51.1.20' });
  const report = (await searchReport(new FrequentSearches({ store: new PostgresFrequentStore(testDatabase(t, runtimeUrl)) }))).split('\r\n');
  t.same(report.slice(1).map((line) => line.split(',').slice(1)), [['cs', 'xqzwv prkqt', String(MIN_CLIENTS), String(MIN_CLIENTS), '0', 'nothing'], []], "the report: what found nothing; a term some clicked is no row");
  const thisWeek = await a.siteSearch.thisWeek();
  t.same(thisWeek.find((counts) => counts.term === 'porodne')?.clicked, 2, 'clicks through either process add up');
  t.same(await b.siteSearch.thisWeek(), thisWeek, 'every process reads the same week');
});

t.test('the search rate limit is one for every process', async (t) => {
  const [a, b] = [await buildPortal(t, { contentDir: SAMPLE_CONTENT, env }), await buildPortal(t, { contentDir: SAMPLE_CONTENT, env })];
  const statuses: number[] = [];
  for (let i = 0; i < 70; i++) statuses.push((await (i % 2 ? a : b).inject({ url: '/api/search?q=ab', remoteAddress: '192.0.2.77' })).statusCode);
  t.equal(statuses.filter((status) => status === 400).length, 60, 'sixty searches a minute in all');
  t.equal(statuses.filter((status) => status === 429).length, 10, 'the rest refused, by whichever process');
});

t.test('a database the migrations did not make is refused at start, in one line', async (t) => {
  const bare = postgres.url.replace(/\/[^/]*$/, '/template1');
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { DATABASE_URL: bare } });
  await t.rejects(async () => { await app.ready(); }, /the search tables are missing from DATABASE_URL's database: run `npm run db:migrate`/);
});
