/**
 * The portal's shared state on PostgreSQL (`DATABASE_URL`): what every process and machine of one portal must see
 * alike lives here (README "Production"). One pool a process; every concern's tables live in the schema `portal`,
 * made by `npm run db:migrate` (server/migrate.ts) and never at run time, so the role the portal runs as needs no
 * CREATE right: only SELECT, INSERT, UPDATE and DELETE on what the migrations made.
 */
import pg from 'pg';

/** The schema the migrations create and the pool's `search_path` names first (extensions stay in `public`). */
export const PORTAL_SCHEMA = 'portal';
/** Connections a process keeps: enough for a search, a count and a session check at once. */
const DEFAULT_POOL_SIZE = 4;
/** A query that takes longer is cut off: a stuck database must not hold a visitor's request. */
const STATEMENT_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 3_000;

export interface DatabaseOptions {
  poolSize?: number;
  log: { warn(message: string): void };
}

export interface Database {
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<Row>>;
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function openDatabase(url: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    options: `-c search_path=${PORTAL_SCHEMA},public`,
  });
  // An idle connection the server closed (a restart) is only dropped: the pool opens another when asked.
  pool.on('error', (error) => options.log.warn(`database: a PostgreSQL connection failed: ${error.message}`));
  return {
    query: (sql, params) => pool.query(sql, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
