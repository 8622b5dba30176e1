/**
 * pino settings: JSON lines, secrets redacted (cookies, tokens, CAS tickets); pino-pretty's lines only where asked
 * for (`LOG_FORMAT=pretty`) and installed: it is a development dependency, absent from a production install.
 */
import { createRequire } from 'node:module';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { LogFormat } from './config.ts';

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'cookie',
  'token',
  'refreshToken',
  'ticket',
  '*.token',
  '*.refreshToken',
  '*.ticket',
];

/** Lines are written once this many characters wait, or after `LOG_FLUSH_MS`, whichever comes first. */
const LOG_BATCH_CHARS = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * The portal's logger. Off a terminal, lines are written to stdout in batches: a write per line is a system call
 * per request (a twentieth of a page-cache hit's CPU in a profile). Lines wait here as text and are handed to
 * sonic-boom as bytes a batch at a time, at `LOG_BATCH_CHARS` or after `LOG_FLUSH_MS`; those still waiting are written
 * when the process exits, and a process killed outright (SIGKILL) loses at most the last second's. Each line made
 * bytes on its own (a buffer from Node's pool) cost a page-cache hit about 15 % of its CPU (demo portals: 43.1 µs a
 * hit, 36.5 with batches made bytes at once, 37.3 with no log line at all; a profile showed major collections with
 * it only); sonic-boom given text measures the UTF-8 length of all the text waiting for each line. (pino's
 * asynchronous destination, tried, cost a hit more than the synchronous write: a thread-pool round trip a batch.)
 */
export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  const options: LoggerOptions = { level, redact: { paths: REDACT_PATHS, censor: '[Redacted]' } };
  const pretty = format === 'pretty' ? prettyTransport() : undefined;
  if (pretty) return pino({ ...options, transport: { target: pretty, options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  const stdout = pino.destination({ dest: 1, sync: true, contentMode: 'buffer' });
  let waiting = '';
  const handOver = () => {
    if (waiting.length === 0) return;
    const batch = Buffer.from(waiting);
    waiting = '';
    // Looked up on each batch: on a broken pipe pino replaces sonic-boom's `write` with one that drops the batch.
    stdout.write(batch as unknown as string);
  };
  setInterval(handOver, LOG_FLUSH_MS).unref();
  process.once('exit', () => (handOver(), stdout.flushSync()));
  const destination = {
    write: (line: string) => {
      waiting += line;
      if (waiting.length >= LOG_BATCH_CHARS) handOver();
    },
    flush: (callback?: (error?: Error) => void) => (handOver(), stdout.flush(callback)),
    flushSync: () => (handOver(), stdout.flushSync()),
  };
  return pino(options, destination);
}

/** Where pino-pretty is installed, if it is (pino's worker loads it from that path). */
export function prettyTransport(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
}

const MAX_LOGGED_CHARS = 300;

/** A visitor's made-up URL can be kilobytes long: logs and messages keep its start only. */
export function shortened(text: string): string {
  return text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}… (${text.length} characters)` : text;
}

/**
 * A URL fit for a log line: the values of secret query parameters (CAS tickets, a sign-in's state, tokens) and of a
 * person's answers to the benefits guide (`a.<question>`, templates/PruvodceDavkami/steps.ts ANSWER_PREFIX) replaced,
 * its length bounded.
 */
export function redactUrl(url: string): string {
  if (!url.includes('=')) return shortened(url);
  return shortened(url.replace(/([?&](?:ticket|state|token|refresh_token|access_token|code|a\.[\w-]+)=)[^&#]*/gi, '$1[Redacted]'));
}
