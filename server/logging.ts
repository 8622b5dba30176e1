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

/** A URL fit for a log line: the values of secret query parameters (CAS tickets, tokens) are replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:ticket|token|refresh_token|access_token|code)=)[^&#]*/gi, '$1[Redacted]');
}
