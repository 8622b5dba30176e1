/**
 * docs/operations.md "Backup and restore", as written there: `pg_dump` of the portal's schema as the owner role, and
 * its restore into a fresh cluster (the roles, the database and the extensions made first, as in "Production" step
 * 4), then `db:migrate` with the runtime role, which applies nothing and grants it the use of what was restored.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import t from 'tap';
import { migrate } from '../../server/migrate.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';

const exec = promisify(execFile);

/** Step 4 of "Production" on a fresh cluster: the owner and runtime roles, the database, the superuser's extensions. */
async function preparedDatabase(postgres: TestPostgres): Promise<(role: string) => string> {
  const database = (role: string) => postgres.url.replace('//portal@', `//${role}@`).replace(/\/postgres$/, '/labour');
  const superuser = new pg.Client({ connectionString: postgres.url });
  await superuser.connect();
  await superuser.query('CREATE ROLE portal_owner LOGIN; CREATE ROLE portal_runtime LOGIN');
  // Alone: CREATE DATABASE cannot run in the transaction a multi-statement query is.
  await superuser.query('CREATE DATABASE labour OWNER portal_owner');
  await superuser.end();
  const extensions = new pg.Client({ connectionString: database('portal') });
  await extensions.connect();
  await extensions.query(await readFile('db/extensions.sql', 'utf8'));
  await extensions.end();
  return database;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

t.test("the portal's schema, dumped by pg_dump and restored into a fresh cluster, has its data and works", async (t) => {
  const before = await startPostgres(t);
  const source = await preparedDatabase(before);
  await migrate(source('portal_owner'), { runtimeRole: 'portal_runtime' });
  // What the portal wrote at run time, as its runtime role.
  await query(source('portal_runtime'), "INSERT INTO portal.feedback (received_at, path, useful, wrong) VALUES ('2026-12-01T10:00:00Z', '/o-nas', false, 'Chybí telefon')");
  await query(source('portal_runtime'), "INSERT INTO portal.revoked_sessions (id, expires_at) VALUES ('ended-session', '2027-01-01T00:00:00Z')");

  const dump = path.join(t.testdir(), 'portal.dump');
  await exec('pg_dump', ['--format=custom', '--schema=portal', `--file=${dump}`, `--dbname=${source('portal_owner')}`]);

  const after = await startPostgres(t);
  const target = await preparedDatabase(after);
  await exec('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target('portal_owner')}`, dump]);
  const report = await migrate(target('portal_owner'), { runtimeRole: 'portal_runtime' });
  t.same(report.applied, [], 'every migration is recorded as applied: none is run again');
  t.ok(report.alreadyApplied.length >= 4, `${report.alreadyApplied.length} migrations already in place`);

  const answers = await query<{ path: string; wrong: string }>(target('portal_runtime'), 'SELECT path, wrong FROM portal.feedback');
  t.same(answers, [{ path: '/o-nas', wrong: 'Chybí telefon' }], 'the feedback answers, read by the runtime role');
  const sessions = await query<{ id: string }>(target('portal_runtime'), 'SELECT id FROM portal.revoked_sessions');
  t.same(sessions, [{ id: 'ended-session' }], 'the ended sessions');
  await t.rejects(query(target('portal_runtime'), "DELETE FROM portal.feedback"), /append-only/, 'the table is append-only again, its trigger restored');
  const indexes = (url: string) => query<{ indexdef: string }>(url, "SELECT indexdef FROM pg_indexes WHERE schemaname = 'portal' ORDER BY indexname");
  t.same(await indexes(target('portal_owner')), await indexes(source('portal_owner')), 'every index, the search’s RUM index among them');
  t.ok((await indexes(target('portal_owner'))).some((index) => / USING rum /.test(index.indexdef)), 'a RUM index is there');
});
