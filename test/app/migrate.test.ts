import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { openDatabase } from '../../server/database.ts';
import { migrate } from '../../server/migrate.ts';
import { startPostgres } from '../helpers/postgres.ts';

t.test('migrations apply once each, in name order, and a runtime role without CREATE uses what they made', async (t) => {
  const postgres = await startPostgres(t);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  writeFileSync(path.join(dir, '202601010000-first.sql'), 'CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL);');
  writeFileSync(path.join(dir, '202601020000-second.sql'), "INSERT INTO notes (text) VALUES ('made by the second');");

  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  t.teardown(() => admin.end());
  await admin.query("CREATE ROLE runtime LOGIN; REVOKE CREATE ON SCHEMA public FROM PUBLIC");

  t.same(await migrate(postgres.url, { dir, runtimeRole: 'runtime' }), { applied: ['202601010000-first.sql', '202601020000-second.sql'], alreadyApplied: [] });
  t.same(await migrate(postgres.url, { dir }), { applied: [], alreadyApplied: ['202601010000-first.sql', '202601020000-second.sql'] }, 'nothing is applied twice');

  const runtimeUrl = postgres.url.replace('//portal@', '//runtime@');
  const database = openDatabase(runtimeUrl, { log: { warn: () => undefined } });
  t.teardown(() => database.close());
  await database.query("INSERT INTO notes (text) VALUES ('written at run time')");
  t.same((await database.query<{ text: string }>('SELECT text FROM notes ORDER BY id')).rows.map((row) => row.text), ['made by the second', 'written at run time'], 'found through the search_path, read and written');
  await t.rejects(database.query('CREATE TABLE intruder (id int)'), /permission denied/, 'the runtime role creates nothing');

  writeFileSync(path.join(dir, '202601030000-broken.sql'), 'CREATE TABLE half (id int); SELECT no_such_function();');
  await t.rejects(migrate(postgres.url, { dir }), /migration 202601030000-broken\.sql failed/);
  const half = await admin.query("SELECT to_regclass('portal.half') AS found");
  t.equal(half.rows[0].found, null, 'a failing file leaves nothing of itself');
});
