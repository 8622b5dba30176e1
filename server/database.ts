/**
 * The portal's shared state on PostgreSQL (`DATABASE_URL`): what every process and machine of one portal must see
 * alike lives here (docs/operations.md "Production"). One pool a process; every concern's tables live in the schema
 * `portal`, made by `npm run db:migrate` (server/migrate.ts) and never at run time, so the role the portal runs as
 * needs no CREATE right: only SELECT, INSERT, UPDATE and DELETE on what the migrations made. Signals every process must
 * hear at once (a purge of the page cache) go by LISTEN/NOTIFY, which needs no right at all.
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
  /**
   * Hears the notifications of `channel` (LISTEN, sent with `pg_notify`) on a connection of its own, opened again
   * when it fails. Those sent before it listens, or while it is down, are not heard: `onListening` is told each time
   * it starts listening, the first time included.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening: () => void): void;
  close(): Promise<void>;
}

/** After a listening connection failed, the next try comes this much later. */
const LISTEN_RETRY_MS = 1_000;

export function openDatabase(url: string, options: DatabaseOptions): Database {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    options: `-c search_path=${PORTAL_SCHEMA},public`,
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  // An idle connection the server closed (a restart) is only dropped: the pool opens another when asked.
  pool.on('error', (error) => options.log.warn(`database: a PostgreSQL connection failed: ${error.message}`));
  const listeners: { stop(): Promise<void> }[] = [];
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
    listen(channel, onMessage, onListening) {
      let current: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let stopped = false;
      const again = (client: pg.Client, error?: Error) => {
        if (client !== current || stopped) return;
        current = undefined;
        options.log.warn(`database: listening to ${channel} failed (${error?.message ?? 'connection ended'}); trying again`);
        client.end().catch(() => undefined);
        retry = setTimeout(open, LISTEN_RETRY_MS);
      };
      function open() {
        const client = (current = new pg.Client(connection));
        client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
        client.on('error', (error) => again(client, error));
        client.on('end', () => again(client));
        client
          .connect()
          .then(() => client.query(`LISTEN ${client.escapeIdentifier(channel)}`))
          .then(onListening)
          .catch((error: Error) => again(client, error));
      }
      open();
      listeners.push({
        async stop() {
          stopped = true;
          clearTimeout(retry);
          await current?.end().catch(() => undefined);
        },
      });
    },
    async close() {
      await Promise.all(listeners.map((listener) => listener.stop()));
      await pool.end();
    },
  };
}
