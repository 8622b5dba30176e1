/**
 * The search rate limit kept in PostgreSQL (`DATABASE_URL`), so every process of the portal counts a client's
 * searches together: a store for @fastify/rate-limit, a fixed window a key (the client's address and the route).
 * Without a database the plugin's own store counts in the process.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../database.ts';

/** Once in this many counts the windows long past are deleted. */
const PRUNE_EVERY = 1_000;

export function postgresRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  let counted = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(_options?: unknown, readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      database
        .query<{ count: number; ttl: number }>(
          `INSERT INTO search_rate_limits AS l (key, window_start, count) VALUES ($1, now(), 1)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN l.window_start + $2 * interval '1 millisecond' <= now() THEN 1 ELSE l.count + 1 END,
             window_start = CASE WHEN l.window_start + $2 * interval '1 millisecond' <= now() THEN now() ELSE l.window_start END
           RETURNING count, greatest(0, extract(epoch FROM l.window_start + $2 * interval '1 millisecond' - now()) * 1000)::int AS ttl`,
          [this.prefix + key, timeWindow],
        )
        .then((found) => {
          if (++counted % PRUNE_EVERY === 0) void database.query(`DELETE FROM search_rate_limits WHERE window_start < now() - interval '1 day'`).catch(() => undefined);
          callback(null, { current: found.rows[0]!.count, ttl: found.rows[0]!.ttl });
        }, (error: Error) => callback(error));
    }

    /** A route with limits of its own counts apart. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(routeOptions.method)}${routeOptions.url}-`);
    }
  }
  return PostgresRateLimitStore;
}
