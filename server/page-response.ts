/**
 * The one way a page leaves the server: `reply.send()` of the page data as JSON, or of the React stream as HTML
 * (compressed with a flushing zlib stream where asked), so `onSend` hooks, cookies and headers apply to every
 * answer alike. The cache headers come from the template's policy and the request: anything answered to a
 * signed-in visitor, or to a request carrying the portal's session cookie, is private.
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormState, PagePayload } from '../shared/page.ts';
import type { CachePolicy } from '../templates/module.ts';
import type { TemplateComponent } from '../templates/types.ts';
import type { Assets } from '../ui/Document.tsx';
import { pageBody } from './compression.ts';
import { RETRY_AFTER_S } from './errors.ts';
import { isBot, payloadJson, renderHtml } from './render.tsx';
import { hasSessionCookie } from './session.ts';
import { visitorOf } from './visitor.ts';

export interface ResponseDeps {
  /** What the HTML loads: the client bundle and the stylesheet. */
  assets: Assets;
  retentionS: number;
  renderTimeoutMs: number;
}

export const PUBLIC: CachePolicy = { kind: 'public' };

/** Cache-Control for a CDN (DESIGN.md): shared caches keep public pages; nothing that depends on the visitor. */
export function cacheControl(status: number, policy: CachePolicy, personal: boolean, retentionS: number): string {
  if (status >= 500) return 'no-store';
  if (policy.kind === 'private' || personal) return 'private, no-store';
  if (status >= 400) return 'public, max-age=0, s-maxage=10';
  const maxAge = Math.min(policy.maxAgeS ?? retentionS, retentionS);
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${retentionS}, stale-if-error=86400`;
}

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ResponseDeps,
  payload: PagePayload,
  page: { policy?: CachePolicy; Template?: TemplateComponent; csrf?: boolean; retryAfterS?: number; form?: FormState } = {},
): Promise<FastifyReply> {
  const visitor = visitorOf(request, page.csrf ? reply.generateCsrf() : undefined, page.form);
  // A visitor with a session cookie gets pages made for them, even public ones: no shared cache may keep those.
  const personal = visitor.user !== null || visitor.csrfToken !== undefined || hasSessionCookie(request);
  reply.code(payload.status).header('cache-control', cacheControl(payload.status, page.policy ?? PUBLIC, personal, deps.retentionS));
  if (payload.status === 503) reply.header('retry-after', String(page.retryAfterS ?? RETRY_AFTER_S));
  if (request.page?.wantsPayload) return reply.type('application/json; charset=utf-8').send(payloadJson(payload));
  reply.type('text/html; charset=utf-8');
  // HEAD asks for the headers only: nothing to render, and no length rather than a false one.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const streamTo = await renderHtml(payload, visitor, {
    assets: deps.assets,
    Template: page.Template,
    waitForAll: isBot(request.headers['user-agent']),
    timeoutMs: deps.renderTimeoutMs,
    log: request.log,
  });
  return reply.send(pageBody(request, reply, streamTo));
}
