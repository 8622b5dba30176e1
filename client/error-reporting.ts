/**
 * Unexpected errors in the browser (docs/product.md §8 "Global UI error"): an uncaught error, a promise rejection
 * nobody handled, or a render error a React error boundary passed on (ui/ErrorBoundary.tsx) shows the error toast and
 * is reported to the server's log (server/client-errors.ts). A page reports a few at most: a loop of errors
 * must not become a flood, and the toast of one replaces the toast of the last.
 */
import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH, type ClientErrorReport } from '../shared/client-errors.ts';
import { translatorFor } from '../shared/i18n.ts';
import type { LocaleCode } from '../shared/locales.ts';
import { showToast } from '../ui/toasts.ts';

const MAX_REPORTS = 5;
let reported = 0;

function reportOf(kind: ClientErrorReport['kind'], reason: unknown): ClientErrorReport {
  const error = reason instanceof Error ? reason : undefined;
  const message = error ? `${error.name}: ${error.message}` : String(reason);
  return {
    kind,
    message: message.slice(0, CLIENT_ERROR_LIMITS.message),
    stack: error?.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    url: (window.location.pathname + window.location.search).slice(0, CLIENT_ERROR_LIMITS.url),
  };
}

function unexpected(kind: ClientErrorReport['kind'], reason: unknown, locale: LocaleCode): void {
  showToast({ severity: 'error', summary: translatorFor(locale)('globalError.unexpected'), group: 'unexpected-error' });
  if (reported >= MAX_REPORTS) return;
  reported++;
  const body = JSON.stringify(reportOf(kind, reason));
  // keepalive: the report still leaves when the error is followed by leaving the page.
  fetch(CLIENT_ERRORS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'omit' }).catch(() => {
    // Offline or refused: the toast has told the visitor; there is nobody else to tell.
  });
}

/** Listens for unexpected errors on the window while the page is in `locale`; returns the function that stops. */
export function reportUnexpectedErrors(locale: LocaleCode): () => void {
  const onError = (event: ErrorEvent) => unexpected('error', event.error ?? event.message, locale);
  const onRejection = (event: PromiseRejectionEvent) => unexpected('unhandledrejection', event.reason, locale);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
