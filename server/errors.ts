/**
 * Every error the portal raises on purpose, in one table (the fastify model): a code, an HTTP status and the
 * message of docs/product.md §8. Callers tell them apart with `instanceof`; the error screen never shows a 5xx message.
 */
import createError from '@fastify/error';

export const Errors = {
  PAGE_NOT_FOUND: createError('PORTAL_PAGE_NOT_FOUND', 'Page not found: %s', 404),
  PAGE_VALIDATION_FAILED: createError('PORTAL_PAGE_VALIDATION_FAILED', 'Page Not Found: %s', 404),
  METHOD_NOT_ALLOWED: createError('PORTAL_METHOD_NOT_ALLOWED', 'Method %s is not allowed here.', 405),
  URI_TOO_LONG: createError('PORTAL_URI_TOO_LONG', 'The address is too long.', 414),
  CMS_NOT_FOUND: createError('PORTAL_CMS_NOT_FOUND', '%s', 404),
  CMS_UNAVAILABLE: createError('PORTAL_CMS_UNAVAILABLE', 'The content service is unavailable: %s', 503),
  DEFAULT_WEB_NOT_FOUND: createError('PORTAL_DEFAULT_WEB_NOT_FOUND', 'Default web with url %s does not exist.', 404),
  WEB_CONFIG_NOT_FOUND: createError('PORTAL_WEB_CONFIG_NOT_FOUND', 'Web config with name %s does not exist.', 404),
  EMBEDDED_NOT_FOUND: createError('PORTAL_EMBEDDED_NOT_FOUND', 'Embedded content with url %s and language %s does not exist.', 404),
  EMBEDDED_NOT_DEFINED: createError('PORTAL_EMBEDDED_NOT_DEFINED', 'Embedded content of content with id %s is not defined.', 404),
  DATABASE_UNAVAILABLE: createError('PORTAL_DATABASE_UNAVAILABLE', 'The database is unavailable: %s', 503),
  AUTH_PROVIDER_UNAVAILABLE: createError('PORTAL_AUTH_PROVIDER_UNAVAILABLE', 'The security provider is unavailable: %s', 503),
  SIGN_IN_FAILED: createError('PORTAL_SIGN_IN_FAILED', 'Sign-in did not succeed: %s', 401),
  MAINTENANCE: createError('PORTAL_MAINTENANCE', 'The application is currently under maintenance. Please try again later.', 503),
  OVERLOADED: createError('PORTAL_OVERLOADED', 'The portal is too busy to render this page now.', 503),
  CONTENT_WITHDRAWN: createError('PORTAL_CONTENT_WITHDRAWN', 'Content withdrawn: %s', 410),
} as const;

/** Content the CMS marks withdrawn (docs/content-api.md §4 "Withdrawn content"): 410 Gone, with the CMS's note. */
export class ContentWithdrawnError extends Errors.CONTENT_WITHDRAWN {
  constructor(fullPath: string, readonly note: string | undefined) {
    super(fullPath);
  }
}

/**
 * A page's own validation refused the request (docs/product.md §5): its status is the page's to choose (404 unless
 * said otherwise), its message the page's or 'Page Not Found: {full path}'. A class of its own rather than the
 * table's error with its status overwritten, so the table's statuses stay what the table says.
 */
export class PageRefusedError extends Errors.PAGE_VALIDATION_FAILED {
  constructor(fullPath: string, status = 404, message?: string) {
    super(fullPath);
    (this as { statusCode: number }).statusCode = status >= 400 && status <= 599 ? status : 404;
    if (message) this.message = message;
  }
}

/** Seconds a client is asked to wait before trying again after a 503 (`Retry-After`). */
export const RETRY_AFTER_S = 30;

/** The HTTP status an error stands for: its own when it is a 4xx or 5xx, otherwise 500. */
export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
