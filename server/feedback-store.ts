/**
 * Where the answers to "Is this page useful?" are kept: one JSON line each, appended to
 * `$DATA_DIR/feedback.jsonl` (created with mode 0600), never rewritten. Nothing personal is kept: no address, no
 * browser, no cookie; and in the visitor's words e-mail addresses and numbers that look like Czech birth numbers
 * (6 digits, an optional slash, 3–4 digits) are masked before they are written.
 */
import { createReadStream } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const FEEDBACK_FILE = 'feedback.jsonl';

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

  constructor(dataDir: string) {
    this.file = path.join(dataDir, FEEDBACK_FILE);
  }

  append(entry: FeedbackEntry): Promise<void> {
    const line = JSON.stringify({ ...entry, ...(entry.doing ? { doing: maskPersonalData(entry.doing) } : {}), ...(entry.wrong ? { wrong: maskPersonalData(entry.wrong) } : {}) }) + '\n';
    this.ready ??= mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const written = this.queue.then(() => this.ready).then(() => appendFile(this.file, line, { mode: 0o600 }));
    this.queue = written.catch(() => {});
    return written;
  }
}

/** Every entry of a feedback file, in order; a line that is not an entry (a torn last line) is skipped. */
export async function* readFeedback(file: string): AsyncGenerator<FeedbackEntry> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as FeedbackEntry;
      if (typeof entry.at === 'string' && typeof entry.path === 'string') yield entry;
    } catch {
      continue;
    }
  }
}
