/**
 * The rule for the anonymous POST forms on public pages (consent, colour mode): they sit on shared-cached pages,
 * so they cannot carry a per-visitor token (a token would make every first visit private). docs/architecture.md §4:
 * anonymous POSTs (consent, colour mode, feedback) check `Origin`/`Sec-Fetch-Site`. Every browser sends `Origin` on a
 * form POST, so one that is missing or foreign is refused (403). Their answers go back, 303, to the page the form came
 * from.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '../shared/safe-redirect.ts';

/**
 * Bytes a form of the portal's pages may send (consent, colour mode, the sample form, sign-in): far more than any of
 * them needs. Set on the route, so it bounds every parser, JSON's (1 MB by default) too.
 */
export const FORM_BODY_LIMIT = 16_384;

/** Whether the POST comes from a page of this portal (Fetch Metadata, else the `Origin` header). */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && (origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`);
}

/** A `preValidation` hook that refuses a POST from elsewhere. */
export function sameOriginOnly(publicUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSameOrigin(request, publicUrl)) {
      request.log.warn({ url: request.routeOptions.url, origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'anonymous POST refused: not same-origin');
      return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Forbidden: the form must be sent from this portal.');
    }
  };
}

/**
 * 303 back to the form's page (a path of this portal only), with the query it was shown with (withRefererQuery),
 * never cached.
 */
export function seeOther(request: FastifyRequest, reply: FastifyReply, returnPath: unknown, fallback: string, publicUrl: string): FastifyReply {
  const path = typeof returnPath === 'string' ? safeReturnPath(returnPath) : fallback;
  return reply.header('cache-control', 'no-store').redirect(withRefererQuery(request, path, publicUrl), 303);
}

/**
 * `path` with the query of the page the visitor came from (a list at `?page=2&sort=…`). The forms on shared pages
 * carry their page's path only: one HTML serves every query the page ignores, so it cannot name the query. The
 * browser's `Referer` has it (the portal's Referrer-Policy, same-origin, sends the whole URL to the portal itself);
 * it counts only when it is a page of this portal at `path`. Without it (stripped by a privacy tool), the path.
 */
export function withRefererQuery(request: FastifyRequest, path: string, publicUrl: string): string {
  const referer = URL.parse(request.headers.referer ?? '');
  if (path.includes('?') || !referer?.search) return path;
  const ours = referer.origin === new URL(publicUrl).origin || referer.origin === `${request.protocol}://${request.host}`;
  if (!ours || referer.pathname !== path) return path;
  const withQuery = safeReturnPath(path + referer.search);
  return withQuery === '/' ? path : withQuery;
}
