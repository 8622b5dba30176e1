/**
 * The portal's shared state on PostgreSQL (`DATABASE_URL`): what every process and machine of one portal must see
 * alike lives here (docs/operations.md "Production"). One pool a process; every concern's tables live in the schema
 * `portal`, made by `npm run db:migrate` (server/migrate.ts) and never at run time, so the role the portal runs as
 * needs no CREATE right: only SELECT, INSERT, UPDATE and DELETE on what the migrations made. Signals every process must
 * hear at once (a purge of the page cache) go by LISTEN/NOTIFY, which needs no right at all.
 */
import { connect } from 'node:net';
import pg from 'pg';
import { Errors } from './errors.ts';

/** The schema the migrations create and the pool's `search_path` names first (extensions stay in `public`). */
export const PORTAL_SCHEMA = 'portal';
/** Connections a process keeps: enough for a search, a count and a session check at once. */
const DEFAULT_POOL_SIZE = 4;
/**
 * The longest a query (or a transaction, all of it) may take by default, told to the server as its
 * `statement_timeout` and held on this side too. Work that needs longer (the search index's writes) asks for it.
 */
const QUERY_TIMEOUT_MS = 5_000;
/** Opening a connection, or waiting for one of the pool's, takes no longer than this. */
const CONNECT_TIMEOUT_MS = 1_000;
/**
 * A query still unanswered after this has the server's machine probed (a TCP connection to its port, which its
 * kernel accepts within a millisecond on a network that works): a database that vanished (a cut link answers
 * nothing, not even a reset) must not hold a visitor's request for the query timeout, while a slow query on a busy
 * server that is there runs on.
 */
const PROBE_AFTER_MS = 300;
const PROBE_TIMEOUT_MS = 700;
/**
 * After the database could not be reached, further queries fail at once for this long instead of each waiting its
 * timeout: the visitor gets 503 with Retry-After at once, and the next query after it tries again.
 */
const AWAY_MS = 1_000;
/** A broken connection is noticed by TCP keepalive after this much silence, even when no query is waiting. */
const KEEPALIVE_IDLE_MS = 10_000;

export interface DatabaseOptions {
  poolSize?: number;
  log: { warn(message: string): void };
}

export interface Database {
  /** One query; fails with `Errors.DATABASE_UNAVAILABLE` (503) when the database cannot be reached in time. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<Row>>;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. All of
   * it within `timeoutMs` (the default query timeout unless given), else the connection is dropped and it fails with
   * `Errors.DATABASE_UNAVAILABLE`.
   */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
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

/**
 * SQLSTATEs that say the server went away, not that the query failed: class 08 (connection exceptions) and 57P…
 * (57P01 admin shutdown of a restart or failover, 57P02 crash shutdown, 57P03 not accepting connections yet).
 */
const SERVER_GONE = /^(?:08|57P)/;
/** A statement cut off by `statement_timeout`: the database is there, but too slow to answer now (503 too). */
const STATEMENT_TIMEOUT = '57014';

/** The server's host and port of a `postgres://` URL; undefined for a Unix socket (nothing to probe). */
function serverAddress(url: string): { host: string; port: number } | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed?.hostname || parsed.searchParams.has('host')) return undefined;
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port || 5432) };
}

export function openDatabase(url: string, options: DatabaseOptions): Database {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    options: `-c search_path=${PORTAL_SCHEMA},public`,
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  /** Connections that failed (their server went away, their socket broke): never used again. */
  const broken = new WeakSet<pg.Client>();
  // Every connection's failure is heard once, by a listener of its own, whether it is idle in the pool or lent to a
  // query (pg-pool listens only while it is idle; an 'error' nobody hears ends the process: a restart of PostgreSQL
  // sends 57P01 to every connection). The pool's own 'error' repeats those of idle connections: already heard.
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (broken.has(client)) return;
      broken.add(client);
      options.log.warn(`database: a PostgreSQL connection failed: ${error.message}`);
    }),
  );
  pool.on('error', () => undefined);
  let awayUntil = 0;
  /** Connections lent to work now, and those of them cut off on this side (their socket destroyed). */
  const lent = new Set<pg.PoolClient>();
  const cutOff = new WeakSet<pg.Client>();
  const cut = (client: pg.PoolClient, why: string) => {
    cutOff.add(client);
    client.connection.stream.destroy(new Error(why));
  };
  const server = serverAddress(url);
  let probing: Promise<boolean> | undefined;
  /** Whether the server's machine accepts a TCP connection now; one probe at a time, shared. */
  const reachable = () =>
    (probing ??= new Promise<boolean>((resolve) => {
      if (!server) return resolve(true);
      const socket = connect(server.port, server.host);
      const done = (up: boolean) => {
        socket.destroy();
        resolve(up);
      };
      socket.setTimeout(PROBE_TIMEOUT_MS, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    }).finally(() => (probing = undefined)));

  /** `work` on a connection of the pool, within `timeoutMs`; what says the database is away becomes a 503. */
  async function withClient<T>(timeoutMs: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    if (performance.now() < awayUntil) throw Errors.DATABASE_UNAVAILABLE('unreachable a moment ago');
    const away = (error: unknown): Error => {
      awayUntil = performance.now() + AWAY_MS;
      return Errors.DATABASE_UNAVAILABLE((error as Error).message);
    };
    const client = await pool.connect().catch((error: unknown) => {
      throw away(error);
    });
    lent.add(client);
    const deadline = setTimeout(() => cut(client, `no answer within ${timeoutMs} ms`), timeoutMs);
    // The machine gone: everything waiting on it is cut off at once, not each at its own deadline.
    const probe = setTimeout(async () => {
      if (await reachable()) return;
      awayUntil = performance.now() + AWAY_MS;
      for (const waiting of lent) cut(waiting, 'the database server cannot be reached');
    }, PROBE_AFTER_MS);
    let gone: Error | undefined;
    try {
      return await work(client);
    } catch (error) {
      const code = String((error as { code?: unknown }).code);
      if (cutOff.has(client) || broken.has(client) || SERVER_GONE.test(code)) throw (gone = away(error));
      if (code === STATEMENT_TIMEOUT) throw Errors.DATABASE_UNAVAILABLE((error as Error).message);
      throw error;
    } finally {
      clearTimeout(deadline);
      clearTimeout(probe);
      lent.delete(client);
      // A connection that failed is closed, not lent again.
      client.release(gone);
    }
  }

  const listeners: { stop(): Promise<void> }[] = [];
  return {
    query: (sql, params) => withClient(QUERY_TIMEOUT_MS, (client) => client.query(sql, params)),
    transaction: (work, { timeoutMs = QUERY_TIMEOUT_MS } = {}) =>
      withClient(timeoutMs, async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work(client);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
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
