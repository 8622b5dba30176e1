/**
 * What the auth stand-ins remember for a while (tickets, sessions, tokens): entries that lapse at a time read
 * from an injectable clock, so tests move time instead of sleeping. Lapsed entries are swept as new ones come.
 */
import { randomBytes } from 'node:crypto';

export type Clock = () => number;

export class ExpiringStore<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
  ) {}

  set(key: string, value: V): void {
    const now = this.clock();
    for (const [k, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(k);
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  get(key: string | undefined): V | undefined {
    if (key === undefined) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.clock()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** The value, removed: single use. */
  take(key: string | undefined): V | undefined {
    const value = this.get(key);
    if (key !== undefined) this.#entries.delete(key);
    return value;
  }

  delete(key: string | undefined): void {
    if (key !== undefined) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** A random identifier of `bytes` bytes from the system's CSPRNG, as hex (CAS tickets allow [A-Za-z0-9-] only). */
export function randomId(prefix: string, bytes = 32): string {
  return prefix + randomBytes(bytes).toString('hex');
}
