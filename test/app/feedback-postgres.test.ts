/**
 * "Is this page useful?" with DATABASE_URL: two portal processes (two apps) append to one table, the export reads
 * every answer of both, the table refuses changes and deletions, and a database that cannot be reached costs the
 * visitor a 503 to try again, never a lost answer said to be kept.
 */
import { PassThrough } from 'node:stream';
import pg from 'pg';
import t from 'tap';
import { openDatabase } from '../../server/database.ts';
import { exportFeedback } from '../../server/feedback/export.ts';
import { PostgresFeedbackStore } from '../../server/feedback/store.ts';
import { migrate } from '../../server/migrate.ts';
import { buildPortal } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';

const ORIGIN = 'https://portal.example';
const postgres = await startPostgres(t);
await migrate(postgres.url);
const admin = new pg.Client({ connectionString: postgres.url, options: '-c search_path=portal' });
await admin.connect();
t.teardown(() => admin.end());

type App = Awaited<ReturnType<typeof buildPortal>>;
const send = (app: App, fields: Record<string, string>, address: string) =>
  app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: address, headers: { origin: ORIGIN, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

t.test('two processes append to one table; the export reads the answers of both, in order', async (t) => {
  const env = { DATABASE_URL: postgres.url };
  const first = await buildPortal(t, { env: { ...env, DATA_DIR: t.testdir() } });
  const second = await buildPortal(t, { env: { ...env, DATA_DIR: t.testdir() } });
  t.equal((await send(first, { path: '/kontakty', useful: 'yes' }, '10.0.0.1')).statusCode, 204);
  t.equal((await send(second, { path: '/prispevek-na-bydleni', useful: 'no', wrong: 'RČ 855612/1234, pište na jana@example.cz' }, '10.0.0.2')).statusCode, 204);
  await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? first : second, { path: `/stranka-${i}`, useful: 'yes' }, `10.0.1.${i}`)));

  const { rows } = await admin.query('SELECT path, useful, doing, wrong FROM feedback ORDER BY id');
  t.equal(rows.length, 12, 'every answer of both processes is a row');
  t.same(rows.slice(0, 2), [
    { path: '/kontakty', useful: true, doing: null, wrong: null },
    { path: '/prispevek-na-bydleni', useful: false, doing: null, wrong: 'RČ [rodné číslo], pište na [e-mail]' },
  ], 'masked before it is written');

  const database = openDatabase(postgres.url, { log: { warn: () => undefined } });
  t.teardown(() => database.close());
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (chunk) => chunks.push(String(chunk)));
  t.equal(await exportFeedback(new PostgresFeedbackStore(database), out), 12);
  const lines = chunks.join('').split('\r\n');
  t.equal(lines[0], 'at,path,useful,doing,wrong');
  t.match(lines[1], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,\/kontakty,yes,,$/);
  t.match(lines[2], /,\/prispevek-na-bydleni,no,,"RČ \[rodné číslo\], pište na \[e-mail\]"$/);
  t.equal(lines.length, 14, 'twelve rows and the final line break');
});

t.test('an answer sent again with its Idempotency-Key (nginx, to another process) is kept once', async (t) => {
  const env = { DATABASE_URL: postgres.url };
  const first = await buildPortal(t, { env: { ...env, DATA_DIR: t.testdir() } });
  const second = await buildPortal(t, { env: { ...env, DATA_DIR: t.testdir() } });
  const again = (app: App, key: string) =>
    app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: '10.0.3.1', headers: { origin: ORIGIN, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key }, payload: 'path=%2Fjednou&useful=yes' });
  t.equal((await again(first, '0123456789abcdef0123456789abcdef')).statusCode, 204);
  t.equal((await again(second, '0123456789abcdef0123456789abcdef')).statusCode, 204, 'the repeat is answered as kept');
  t.equal((await again(second, 'fedcba9876543210fedcba9876543210')).statusCode, 204);
  t.equal((await admin.query(`SELECT count(*)::int AS n FROM feedback WHERE path = '/jednou'`)).rows[0].n, 2, 'two requests, two rows: the repeat is not one');
});

t.test('the export reads a table larger than one batch', async (t) => {
  await admin.query(`INSERT INTO feedback (received_at, path, useful) SELECT now(), '/hromadne-' || n, true FROM generate_series(1, 2500) AS n`);
  const database = openDatabase(postgres.url, { log: { warn: () => undefined } });
  t.teardown(() => database.close());
  const paths: string[] = [];
  for await (const entry of new PostgresFeedbackStore(database).entries()) paths.push(entry.path);
  t.equal(paths.length, 12 + 2 + 2500);
  t.equal(paths.at(-1), '/hromadne-2500', 'in the order received');
});

t.test('append-only: answers are never changed or deleted', async (t) => {
  await t.rejects(admin.query(`UPDATE feedback SET useful = false`), /append-only/);
  await t.rejects(admin.query(`DELETE FROM feedback WHERE path = '/kontakty'`), /append-only/);
  t.equal((await admin.query(`SELECT count(*)::int AS n FROM feedback WHERE path = '/kontakty' AND useful`)).rows[0].n, 1);
});

t.test('past its bound the table refuses answers', async (t) => {
  const database = openDatabase(postgres.url, { log: { warn: () => undefined } });
  t.teardown(() => database.close());
  const size = Number((await admin.query(`SELECT pg_total_relation_size('feedback') AS n`)).rows[0].n);
  const store = new PostgresFeedbackStore(database, size);
  await t.rejects(store.append({ at: new Date().toISOString(), path: '/plno', useful: true }), { statusCode: 503, message: /reached its bound/ });
  await new PostgresFeedbackStore(database, size + 1).append({ at: new Date().toISOString(), path: '/jeste', useful: true });
  t.equal((await admin.query(`SELECT count(*)::int AS n FROM feedback WHERE path IN ('/plno', '/jeste')`)).rows[0].n, 1);
});

t.test('a database that cannot be reached: 503 with Retry-After, for the script and for a plain form', async (t) => {
  const unreachable = postgres.url.replace(/:\d+\//, ':1/');
  const app = await buildPortal(t, { env: { DATABASE_URL: unreachable, DATA_DIR: t.testdir() } });
  const json = await send(app, { path: '/kontakty', useful: 'yes' }, '10.0.2.1');
  t.equal(json.statusCode, 503);
  t.equal(json.headers['retry-after'], '60');
  t.same(json.json(), { statusCode: 503, message: 'Feedback could not be kept; try again later.' });
  const form = await app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: '10.0.2.2', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'path=%2Fkontakty&useful=yes' });
  t.equal(form.statusCode, 303);
  t.equal(form.headers.location, '/kontakty#feedback-failed', 'back to the page, where the widget says it failed');
});
