/**
 * Where the answers to "Is this page useful?" are kept, appended and never rewritten: with `DATABASE_URL`, in the
 * table `portal.feedback` that every portal process and machine appends to (db/migrations, append-only); without
 * it, one JSON line each in `$DATA_DIR/feedback.jsonl` (created with mode 0600), for a single process. Nothing
 * personal is kept: no address, no browser, no cookie; and in the visitor's words e-mail addresses and numbers
 * that look like Czech birth numbers (6 digits, an optional slash, 3–4 digits) are masked before they are written.
 */
import { createReadStream, existsSync } from 'node:fs';
import { appendFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Database } from '../database.ts';

export const FEEDBACK_FILE = 'feedback.jsonl';
/**
 * The store's bound (the file's bytes, the table's with its index): past it answers are refused (and logged) until
 * an operator exports them and moves the file away or empties the table. Rate limits are per client address, and
 * many addresses could otherwise fill the data directory, which also holds the session key, or the database that
 * holds the portal's shared state. 50 MB is some 200,000 answers.
 */
export const FEEDBACK_MAX_BYTES = 50 * 1024 * 1024;

/** The feedback store reached its bound. */
export class FeedbackFullError extends Error {
  readonly statusCode = 503;

  constructor(maxBytes: number) {
    super(`the feedback store reached its bound of ${maxBytes} bytes; export it (npm run feedback:export), then move the file away or TRUNCATE portal.feedback`);
  }
}

export interface FeedbackEntry {
  /** When it was received (ISO 8601). */
  at: string;
  /** The page's path, without its query. */
  path: string;
  useful: boolean;
  doing?: string;
  wrong?: string;
}

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/gu;
const BIRTH_NUMBER = /(?<!\d)\d{6} ?\/? ?\d{3,4}(?!\d)/g;

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(BIRTH_NUMBER, '[rodné číslo]');
}

/** The entry as it may be kept: the visitor's words, and the path, masked. */
function masked(entry: FeedbackEntry): FeedbackEntry {
  // The path too: it comes from the visitor's form, and a made-up one may carry an address or a birth number.
  return {
    ...entry,
    path: entry.path.split('/').map(maskPersonalData).join('/'),
    ...(entry.doing ? { doing: maskPersonalData(entry.doing) } : {}),
    ...(entry.wrong ? { wrong: maskPersonalData(entry.wrong) } : {}),
  };
}

export interface FeedbackStore {
  /**
   * Keeps one answer (masked); rejects with FeedbackFullError past the store's bound. `requestKey`, the request's
   * Idempotency-Key, keeps an answer sent again (by nginx, to another process) from being kept twice.
   */
  append(entry: FeedbackEntry, requestKey?: string): Promise<void>;
  /** Every answer kept, in the order received. */
  entries(): AsyncIterable<FeedbackEntry>;
}

/** The table when the portal has a database, else the data directory's file. */
export function feedbackStoreOf(dataDir: string, database: Database | undefined): FeedbackStore {
  return database ? new PostgresFeedbackStore(database) : new FileFeedbackStore(dataDir);
}

export class FileFeedbackStore implements FeedbackStore {
  readonly file: string;
  /** Appends one after another, so lines never interleave. */
  private queue: Promise<unknown> = Promise.resolve();
  private ready: Promise<unknown> | undefined;

  constructor(dataDir: string, private readonly maxBytes = FEEDBACK_MAX_BYTES) {
    this.file = path.join(dataDir, FEEDBACK_FILE);
  }

  /** The file serves one process (processes that share answers share a database), so the key is not kept. */
  append(entry: FeedbackEntry): Promise<void> {
    const line = JSON.stringify(masked(entry)) + '\n';
    const written = this.queue.then(() => this.#ensureRoom(Buffer.byteLength(line))).then(() => appendFile(this.file, line, { mode: 0o600 }));
    this.queue = written.catch(() => {});
    return written;
  }

  async *entries(): AsyncGenerator<FeedbackEntry> {
    if (existsSync(this.file)) yield* readFeedback(this.file);
  }

  /** The directory made (tried again after a failure), and the file below its bound with this line. */
  async #ensureRoom(lineBytes: number): Promise<void> {
    this.ready ??= mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    await this.ready;
    const size = await stat(this.file).then((stats) => stats.size, () => 0);
    if (size + lineBytes > this.maxBytes) throw new FeedbackFullError(this.maxBytes);
  }
}

/** Rows the export reads at a time: the table may hold hundreds of thousands. */
const EXPORT_BATCH_ROWS = 1000;

interface FeedbackRow {
  id: string;
  received_at: Date;
  path: string;
  useful: boolean;
  doing: string | null;
  wrong: string | null;
}

/** `portal.feedback`, shared by every process: each answer one INSERT, so two processes never overwrite each other. */
export class PostgresFeedbackStore implements FeedbackStore {
  constructor(private readonly database: Database, private readonly maxBytes = FEEDBACK_MAX_BYTES) {}

  async append(entry: FeedbackEntry, requestKey?: string): Promise<void> {
    const { at, path, useful, doing, wrong } = masked(entry);
    // The bound checked in the same statement: the table's size is what the server has allocated for it.
    const inserted = await this.database.query(
      `INSERT INTO feedback (received_at, path, useful, doing, wrong, request_key)
       SELECT $1, $2, $3, $4, $5, $6 WHERE pg_total_relation_size('feedback') < $7
       ON CONFLICT (request_key) DO NOTHING`,
      [at, path, useful, doing ?? null, wrong ?? null, requestKey ?? null, this.maxBytes],
    );
    if (inserted.rowCount !== 0) return;
    // Nothing inserted: the same request kept before (sent again), or the table at its bound.
    const kept = requestKey !== undefined && (await this.database.query('SELECT 1 FROM feedback WHERE request_key = $1', [requestKey])).rowCount !== 0;
    if (!kept) throw new FeedbackFullError(this.maxBytes);
  }

  async *entries(): AsyncGenerator<FeedbackEntry> {
    for (let after = '0'; ; ) {
      const { rows } = await this.database.query<FeedbackRow>('SELECT id, received_at, path, useful, doing, wrong FROM feedback WHERE id > $1 ORDER BY id LIMIT $2', [after, EXPORT_BATCH_ROWS]);
      for (const row of rows) {
        yield { at: row.received_at.toISOString(), path: row.path, useful: row.useful, ...(row.doing === null ? {} : { doing: row.doing }), ...(row.wrong === null ? {} : { wrong: row.wrong }) };
      }
      if (rows.length < EXPORT_BATCH_ROWS) return;
      after = rows.at(-1)!.id;
    }
  }
}

/** Every entry of a feedback file, in order; a line that is not an entry (a torn last line, a hand edit) is skipped. */
async function* readFeedback(file: string): AsyncGenerator<FeedbackEntry> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as FeedbackEntry;
      const optionalText = (value: unknown) => value === undefined || typeof value === 'string';
      if (typeof entry.at === 'string' && typeof entry.path === 'string' && typeof entry.useful === 'boolean' && optionalText(entry.doing) && optionalText(entry.wrong)) yield entry;
    } catch {
      continue;
    }
  }
}
