/**
 * pino settings: JSON lines, secrets redacted (cookies, tokens, CAS tickets), pretty only on a terminal.
 */
import type { LoggerOptions } from 'pino';

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

export function loggerOptions(level: string, pretty = process.stdout.isTTY === true): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}

const MAX_LOGGED_CHARS = 300;

/** A visitor's made-up URL can be kilobytes long: logs and messages keep its start only. */
export function shortened(text: string): string {
  return text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}… (${text.length} characters)` : text;
}

/** A URL fit for a log line: the values of secret query parameters (CAS tickets, tokens) replaced, its length bounded. */
export function redactUrl(url: string): string {
  if (!url.includes('=')) return shortened(url);
  return shortened(url.replace(/([?&](?:ticket|token|refresh_token|access_token|code)=)[^&#]*/gi, '$1[Redacted]'));
}
