/**
 * Where the answers to "Is this page useful?" are kept: one JSON line each, appended to
 * `$DATA_DIR/feedback.jsonl` (created with mode 0600), never rewritten. Nothing personal is kept: no address, no
 * browser, no cookie; and in the visitor's words e-mail addresses and numbers that look like Czech birth numbers
 * (6 digits, an optional slash, 3–4 digits) are masked before they are written.
 */
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const FEEDBACK_FILE = 'feedback.jsonl';
/**
 * The file's bound: past it answers are refused (and logged) until an operator exports and moves the file. Rate
 * limits are per client address, and many addresses could otherwise fill the data directory, which also holds the
 * session key. 50 MB is some 200,000 answers.
 */
export const FEEDBACK_MAX_BYTES = 50 * 1024 * 1024;

/** The feedback file reached its bound. */
export class FeedbackFullError extends Error {
  readonly statusCode = 503;

  constructor(maxBytes: number) {
    super(`the feedback file reached its bound of ${maxBytes} bytes; export it (npm run feedback:export) and move it away`);
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

export class FeedbackStore {
  readonly file: string;
  /** Appends one after another, so lines never interleave. */
  private queue: Promise<unknown> = Promise.resolve();
  private ready: Promise<unknown> | undefined;

  constructor(dataDir: string, private readonly maxBytes = FEEDBACK_MAX_BYTES) {
    this.file = path.join(dataDir, FEEDBACK_FILE);
  }

  append(entry: FeedbackEntry): Promise<void> {
    // The path too: it comes from the visitor's form, and a made-up one may carry an address or a birth number.
    const line = JSON.stringify({
      ...entry,
      path: entry.path.split('/').map(maskPersonalData).join('/'),
      ...(entry.doing ? { doing: maskPersonalData(entry.doing) } : {}),
      ...(entry.wrong ? { wrong: maskPersonalData(entry.wrong) } : {}),
    }) + '\n';
    const written = this.queue.then(() => this.#ensureRoom(Buffer.byteLength(line))).then(() => appendFile(this.file, line, { mode: 0o600 }));
    this.queue = written.catch(() => {});
    return written;
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

/** Every entry of a feedback file, in order; a line that is not an entry (a torn last line, a hand edit) is skipped. */
export async function* readFeedback(file: string): AsyncGenerator<FeedbackEntry> {
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
