/** What the browser sends the server about an unexpected error (client/error-reporting.ts, server/client-errors.ts). */

export const CLIENT_ERRORS_PATH = '/api/client-errors';

/** Where the error came from: an uncaught error (also a render error a React error boundary passed on), or a rejected promise nobody handled. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection'] as const;

/** Longest texts of a report, in characters: the browser cuts to these, the server refuses longer ones. */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 2000, url: 1000 } as const;

export interface ClientErrorReport {
  kind: (typeof CLIENT_ERROR_KINDS)[number];
  message: string;
  stack?: string;
  /** Path and query of the page it happened on. */
  url: string;
}
