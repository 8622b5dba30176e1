/**
 * `npm run db:migrate`: makes the portal's schema in the PostgreSQL of `DATABASE_URL` (or of
 * `MIGRATION_DATABASE_URL`, a role allowed to create, where the portal's own role is not). Each file of
 * db/migrations/ is applied once, in the order of its name (`YYYYMMDDHHMM-concern.sql`), in a transaction of its
 * own, and recorded in `portal.schema_migrations`; an advisory lock keeps two machines migrating at once apart.
 * A file already applied is never applied again: a change to the schema is a new file. With `runtimeRole`
 * (`PORTAL_RUNTIME_ROLE`), that role is then granted the use of everything in the schema and nothing more.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { isCommand } from './command.ts';
import { configuredOrExit, loadVariables } from './config.ts';
import { PORTAL_SCHEMA } from './database.ts';

export const MIGRATIONS_DIR = path.resolve('db/migrations');
/** Any number, the same in every process: pg_advisory_xact_lock's key for "migrating the portal's schema". */
const MIGRATION_LOCK = 727_001;

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

export interface MigrateOptions {
  dir?: string;
  /** The role the portal runs as (no CREATE right): granted USAGE of the schema and the use of its tables and functions. */
  runtimeRole?: string;
}

export async function migrate(url: string, options: MigrateOptions = {}): Promise<MigrationReport> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.sql')).sort();
  // Run elsewhere than the portal's directory, it would otherwise report "0 migrations applied" and make nothing.
  if (!files.length) throw new Error(`no migrations in ${dir}: run it in the portal's directory (the one holding db/migrations/)`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const report: MigrationReport = { applied: [], alreadyApplied: [] };
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${PORTAL_SCHEMA}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${PORTAL_SCHEMA}.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    for (const name of files) {
      await client.query('BEGIN');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const done = await client.query(`SELECT 1 FROM ${PORTAL_SCHEMA}.schema_migrations WHERE name = $1`, [name]);
        if (done.rowCount) {
          report.alreadyApplied.push(name);
        } else {
          await client.query(`SET LOCAL search_path = ${PORTAL_SCHEMA}, public`);
          await client.query(await readFile(path.join(dir, name), 'utf8'));
          await client.query(`INSERT INTO ${PORTAL_SCHEMA}.schema_migrations (name) VALUES ($1)`, [name]);
          report.applied.push(name);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
    }
    if (options.runtimeRole) await grantUse(client, options.runtimeRole);
  } finally {
    await client.end();
  }
  return report;
}

async function grantUse(client: pg.Client, role: string): Promise<void> {
  const name = client.escapeIdentifier(role);
  await client.query(`GRANT USAGE ON SCHEMA ${PORTAL_SCHEMA} TO ${name}`);
  await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${PORTAL_SCHEMA} TO ${name}`);
  await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${PORTAL_SCHEMA} TO ${name}`);
  await client.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${PORTAL_SCHEMA} TO ${name}`);
}

if (isCommand(import.meta.url, 'npm run db:migrate')) {
  const env = configuredOrExit(() => loadVariables(['DATABASE_URL', 'MIGRATION_DATABASE_URL', 'PORTAL_RUNTIME_ROLE']));
  const url = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL;
  if (!url) {
    console.error('Configuration error: db:migrate needs DATABASE_URL (or MIGRATION_DATABASE_URL) = postgres://user:password@host:5432/database.');
    process.exit(1);
  }
  try {
    const report = await migrate(url, { runtimeRole: env.PORTAL_RUNTIME_ROLE });
    console.log(`schema ${PORTAL_SCHEMA}: ${report.applied.length} migrations applied${report.applied.length ? ` (${report.applied.join(', ')})` : ''}, ${report.alreadyApplied.length} already in place`);
  } catch (error) {
    console.error(`db:migrate: ${(error as Error).message}`);
    process.exit(1);
  }
}
