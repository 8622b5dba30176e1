/**
 * Sessions ended before their cookie's time: the encrypted cookie carries a random session id, and an id ended by a
 * sign-out (or by the provider no longer knowing the visitor) is kept here until no copy of the cookie could be
 * valid any more. Every process asks before it believes a cookie, so a copied cookie is anonymous at once after
 * the sign-out, in every process behind nginx: the ids live in PostgreSQL when `DATABASE_URL` is set
 * (db/migrations, table `revoked_sessions`), in this process's memory otherwise (one process only).
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../database.ts';

export interface SessionRevocations {
  /** Ends the session `id` at `now`; it stays ended until `until` (both ms since the epoch, by the session's clock). */
  revoke(id: string, until: number, now: number): Promise<void>;
  /** Whether the session `id` was ended (and `now` is before the end of that). */
  isRevoked(id: string, now: number): Promise<boolean>;
}

/** Ended sessions one process remembers at most: sign-outs within a session's lifetime, far beyond any real count. */
const MEMORY_MAX_ENTRIES = 100_000;

class MemoryRevocations implements SessionRevocations {
  readonly #until = new LRUCache<string, number>({ max: MEMORY_MAX_ENTRIES });

  async revoke(id: string, until: number): Promise<void> {
    this.#until.set(id, until);
  }

  async isRevoked(id: string, now: number): Promise<boolean> {
    const until = this.#until.get(id);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#until.delete(id);
    return false;
  }
}

class PostgresRevocations implements SessionRevocations {
  constructor(private readonly database: Database) {}

  async revoke(id: string, until: number, now: number): Promise<void> {
    // Sign-outs are rare: each one also sweeps the ids whose cookies have all lapsed.
    await this.database.query('DELETE FROM revoked_sessions WHERE expires_at < to_timestamp($1 / 1000.0)', [now]);
    await this.database.query(
      'INSERT INTO revoked_sessions (id, expires_at) VALUES ($1, to_timestamp($2 / 1000.0)) ON CONFLICT (id) DO UPDATE SET expires_at = GREATEST(revoked_sessions.expires_at, EXCLUDED.expires_at)',
      [id, until],
    );
  }

  async isRevoked(id: string, now: number): Promise<boolean> {
    const found = await this.database.query('SELECT 1 FROM revoked_sessions WHERE id = $1 AND expires_at > to_timestamp($2 / 1000.0)', [id, now]);
    return (found.rowCount ?? 0) > 0;
  }
}

/** Shared by every process on `database`; without one, this process's own. */
export function sessionRevocations(database: Database | undefined): SessionRevocations {
  return database ? new PostgresRevocations(database) : new MemoryRevocations();
}
