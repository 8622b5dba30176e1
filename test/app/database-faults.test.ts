/**
 * What production databases do every month, against a real PostgreSQL: a restart (`pg_ctl stop -m fast` sends every
 * session 57P01, admin shutdown), a connection ended under a transaction, and a database that stops answering (a cut
 * link: no reset, nothing). The process lives through each, the failures are 503s (`Errors.DATABASE_UNAVAILABLE`)
 * that come at once or within the query timeout, never a hang, and the pool serves again by itself.
 */
import { createServer, Socket, type AddressInfo } from 'node:net';
import pg from 'pg';
import t from 'tap';
import { openDatabase, type Database } from '../../server/database.ts';
import { Errors } from '../../server/errors.ts';
import { buildPortal, FIXTURES } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { searchReady } from '../helpers/search.ts';
import { createTestDatabase } from '../helpers/search-engines.ts';
import { eventually } from '../helpers/time.ts';

const postgres = await startPostgres(t);
const url = await createTestDatabase(postgres);

function database(t: { teardown(fn: () => unknown): void }, at = url): { db: Database; warnings: string[] } {
  const warnings: string[] = [];
  const db = openDatabase(at, { log: { warn: (message) => warnings.push(message) } });
  t.teardown(() => db.close());
  return { db, warnings };
}

/** What `promise` settled as, or 'hung' when it did not settle within 10 s (far beyond every timeout of the pool). */
async function settled(promise: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise((resolve) => (timer = setTimeout(resolve, 10_000, 'hung')));
  try {
    return await Promise.race([promise.then((value) => ({ value }), (error: unknown) => error), hung]);
  } finally {
    clearTimeout(timer);
  }
}

const serverUp = async (db: Database) => eventually(async () => (await db.query('SELECT 1 AS one').catch(() => undefined))?.rows[0]?.one === 1);

t.test("a connection ended while lent to a transaction, between its queries: heard, a 503, and the pool goes on", async (t) => {
  const { db, warnings } = database(t);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  t.teardown(() => admin.end());
  const outcome = await settled(
    db.transaction(async (client) => {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // pg_terminate_backend ends it with 57P01, as a restart does; it arrives while no query of this one runs.
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('SELECT 1');
    }),
  );
  t.ok(outcome instanceof Errors.DATABASE_UNAVAILABLE, 'the transaction fails as the database being away (503)');
  t.match(warnings.join('\n'), /terminating connection due to administrator command|Connection terminated/, 'and the failure is logged once as a warning');
  await serverUp(db);
  t.pass('the next query is served on a new connection');
});

t.test('PostgreSQL restarted with -m fast under load: the process lives, 503s while it is down, served again after', async (t) => {
  const { db } = database(t);
  // Every connection of the pool open and lent: each of them hears the shutdown mid-transaction or between queries.
  const busy = Array.from({ length: 8 }, () => settled(db.transaction(async (client) => {
    await client.query('SELECT pg_sleep(0.2)');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await client.query('SELECT 1');
  })));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await postgres.stop('fast');
  for (const outcome of await Promise.all(busy)) t.not(outcome, 'hung', 'no transaction hangs');
  const whileDown = await settled(db.query('SELECT 1'));
  t.ok(whileDown instanceof Errors.DATABASE_UNAVAILABLE, 'a query while it is down: the database is unavailable (503)');
  t.equal((whileDown as { statusCode: number }).statusCode, 503);
  await postgres.start();
  await serverUp(db);
  t.pass('served again once it is back, without anything restarting the pool');
});

/** A TCP relay to PostgreSQL that can go silent: bytes stop flowing both ways, and nothing is closed (a cut link). */
async function silentRelay(t: { teardown(fn: () => unknown): void }, to: URL) {
  let silent = false;
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = new Socket().connect(Number(to.port), to.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
    }
    inbound.on('data', (chunk) => silent || outbound.write(chunk));
    outbound.on('data', (chunk) => silent || inbound.write(chunk));
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  const address = new URL(to);
  address.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: address.toString(), cut: () => void (silent = true), mend: () => void (silent = false) };
}

t.test('a database that stops answering (a cut link): cut off by the timeouts with a 503, never a hang', async (t) => {
  const relay = await silentRelay(t, new URL(url));
  const { db } = database(t, relay.url);
  await serverUp(db);
  relay.cut();
  const lent = await settled(db.query('SELECT 1'));
  t.ok(lent instanceof Errors.DATABASE_UNAVAILABLE, 'a query on an open connection: cut off, not left hanging (503)');
  const right = await settled(db.query('SELECT 1'));
  t.ok(right instanceof Errors.DATABASE_UNAVAILABLE, 'the next one at once: the database was away a moment ago');
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const fresh = await settled(db.transaction((client) => client.query('SELECT 1')));
  t.ok(fresh instanceof Errors.DATABASE_UNAVAILABLE, 'a new connection: cut off by the connect timeout (503)');
  relay.mend();
  await serverUp(db);
  t.pass('served again once the link is back');
});

t.test('through the portal: searches and feedback answer 503 with Retry-After while PostgreSQL is down, then work', async (t) => {
  const app = await buildPortal(t, { contentDir: FIXTURES, env: { DATABASE_URL: url, DATA_DIR: t.testdir(), PUBLIC_URL: 'https://portal.example' } });
  await searchReady(app);
  await postgres.stop('fast');
  let started = false;
  t.teardown(() => (started ? undefined : postgres.start()));
  const search = await app.inject({ url: '/api/search?q=rekvalifikace' });
  t.equal(search.statusCode, 503, 'a search: 503, not 500');
  t.equal(search.headers['retry-after'], '30', 'with Retry-After');
  t.equal(search.json().message, 'Search failed.', 'and no word of the cause');
  const feedback = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { origin: 'https://portal.example', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'path=%2Fkontakty&useful=yes',
  });
  t.equal(feedback.statusCode, 503, 'an answer to "Is this page useful?": 503, to be sent again');
  t.ok(feedback.headers['retry-after'], 'with Retry-After');
  await postgres.start();
  started = true;
  await eventually(async () => (await app.inject({ url: '/api/search?q=rekvalifikace' })).statusCode === 200);
  t.pass('searches are answered again once PostgreSQL is back');
});
