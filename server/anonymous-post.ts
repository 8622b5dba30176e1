/**
 * The rule for the anonymous POST forms on public pages (consent, colour mode): they sit on shared-cached pages,
 * so they cannot carry a per-visitor token (a token would make every first visit private). DESIGN.md: "Anonymous
 * POSTs (consent, feedback) check `Origin`/`Sec-Fetch-Site`". Every browser sends `Origin` on a form POST, so
 * one that is missing or foreign is refused (403). Their answers go back, 303, to the page the form came from.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '../shared/safe-redirect.ts';

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

/** 303 back to the form's page (a path of this portal only), never cached. */
export function seeOther(reply: FastifyReply, returnPath: unknown, fallback: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(typeof returnPath === 'string' ? safeReturnPath(returnPath) : fallback, 303);
}
