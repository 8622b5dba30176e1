/**
 * Every error the portal raises on purpose, in one table (the fastify model): a code, an HTTP status and the
 * message of SPEC.md §8. Tests check codes and statuses; the error screen never shows the message of a 5xx.
 */
import createError from '@fastify/error';

export const Errors = {
  PAGE_NOT_FOUND: createError('PORTAL_PAGE_NOT_FOUND', 'Page not found: %s', 404),
  PAGE_VALIDATION_FAILED: createError('PORTAL_PAGE_VALIDATION_FAILED', 'Page Not Found: %s', 404),
  CMS_NOT_FOUND: createError('PORTAL_CMS_NOT_FOUND', '%s', 404),
  CMS_UNAVAILABLE: createError('PORTAL_CMS_UNAVAILABLE', 'The content service is unavailable: %s', 503),
  DEFAULT_WEB_NOT_FOUND: createError('PORTAL_DEFAULT_WEB_NOT_FOUND', 'Default web with url %s does not exist.', 404),
  WEB_CONFIG_NOT_FOUND: createError('PORTAL_WEB_CONFIG_NOT_FOUND', 'Web config with name %s does not exist.', 404),
  EMBEDDED_NOT_FOUND: createError('PORTAL_EMBEDDED_NOT_FOUND', 'Embedded content with url %s and language %s does not exist.', 404),
  EMBEDDED_NOT_DEFINED: createError('PORTAL_EMBEDDED_NOT_DEFINED', 'Embedded content of content with id %s is not defined.', 404),
  AUTH_PROVIDER_UNAVAILABLE: createError('PORTAL_AUTH_PROVIDER_UNAVAILABLE', 'The security provider is unavailable: %s', 503),
  MAINTENANCE: createError('PORTAL_MAINTENANCE', 'The application is currently under maintenance. Please try again later.', 503),
} as const;

export type PortalErrorCode = ReturnType<(typeof Errors)[keyof typeof Errors]>['code'];

/** The HTTP status an error stands for: its own when it is a 4xx or 5xx, otherwise 500. */
export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
