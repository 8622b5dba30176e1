/**
 * "Is this page useful?" (docs/product.md §13.4): `POST /api/feedback` takes the widget's answer (ui/PageFeedback.tsx)
 * and keeps it in the feedback store (server/feedback/store.ts: the database's table, or a file for one process).
 * Posted by a plain form it answers 303 back to the page, to the fragment where the widget shows its thank-you (or its
 * failure); posted by the widget's script (`Accept: application/json`) it answers 204, or the status with a JSON
 * message.
 *
 * The pages it comes from are public and cached, so they carry no CSRF token: the form is accepted only from the
 * portal's own pages (`Sec-Fetch-Site`, else `Origin`: server/anonymous-post.ts). Bodies are small (8 KB),
 * answers short, and one client address may post FEEDBACK_PER_HOUR answers an hour (429 beyond).
 */
import formbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FEEDBACK_FAILED_ID, FEEDBACK_MAX_TEXT, FEEDBACK_PATH, FEEDBACK_THANKS_ID } from '../../shared/feedback.ts';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from '../../shared/safe-redirect.ts';
import { isSameOrigin } from '../anonymous-post.ts';
import type { Config } from '../config.ts';
import type { FeedbackStore } from './store.ts';

export const FEEDBACK_PER_HOUR = 20;
const BODY_LIMIT = 8192;
/** When a visitor may send an answer again that could not be kept. */
const RETRY_AFTER_S = 60;
const REFUSALS: Record<number, string> = { 400: 'Invalid feedback.', 413: 'Feedback too long.', 415: 'Unsupported content type.' };

const answerSchema = z.object({
  path: z.string().max(MAX_RETURN_PATH_LENGTH),
  useful: z.enum(['yes', 'no']),
  doing: z.string().max(FEEDBACK_MAX_TEXT).optional(),
  wrong: z.string().max(FEEDBACK_MAX_TEXT).optional(),
});

/**
 * The request's Idempotency-Key, which nginx sets (deploy/nginx.conf.template) and keeps when it sends the request
 * again to another process; a client reaching the portal directly can only make its own answers count once.
 */
function requestKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : undefined;
}

/** The page an answer came from: a path of this portal without its query and fragment, else `/`. */
function pagePath(body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { path?: unknown }).path : undefined;
  return safeReturnPath(raw).split(/[?#]/)[0]!;
}

export async function feedbackPlugin(app: FastifyInstance, opts: { config: Config; store: FeedbackStore; perHour?: number }): Promise<void> {
  const { store } = opts;
  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');

  /** 303 back to the page's fragment for a plain form; the status for the script. */
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, message?: string) => {
    reply.header('cache-control', 'no-store');
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_S));
    if (wantsJson(request)) return status === 204 ? reply.code(204).send() : reply.code(status).send({ statusCode: status, message });
    return reply.redirect(`${pagePath(request.body)}#${status === 204 ? FEEDBACK_THANKS_ID : FEEDBACK_FAILED_ID}`, 303);
  };

  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(fastifyRateLimit, {
    max: opts.perHour ?? FEEDBACK_PER_HOUR,
    timeWindow: 3_600_000,
    // After the body is read, so a plain form is sent back to its page.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Too many answers; try again in ${Math.ceil(context.ttl / 60_000)} min.` }),
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'feedback failed');
    // Fixed texts: a parser's message could quote the body back (as in server/client-errors.ts).
    return answer(request, reply, status, status === 429 ? error.message : (REFUSALS[status] ?? 'Feedback failed.'));
  });

  app.post(FEEDBACK_PATH, {
    bodyLimit: BODY_LIMIT,
    // Another site's page may not post here: nothing to parse from it, and no way back to it.
    onRequest: async (request, reply) => {
      if (isSameOrigin(request, opts.config.publicUrl)) return;
      request.log.info({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'feedback refused: another origin');
      return reply.code(403).header('cache-control', 'no-store').send({ statusCode: 403, message: 'Forbidden origin.' });
    },
  }, async (request, reply) => {
    const parsed = answerSchema.safeParse(request.body);
    if (!parsed.success) return answer(request, reply, 400, 'Invalid feedback.');
    const { useful, doing, wrong } = parsed.data;
    // Texts only with a "no": a "yes" is a click, nothing more.
    const texts = useful === 'no' ? { ...(doing?.trim() ? { doing: doing.trim() } : {}), ...(wrong?.trim() ? { wrong: wrong.trim() } : {}) } : {};
    try {
      await store.append({ at: new Date().toISOString(), path: pagePath(parsed.data), useful: useful === 'yes', ...texts }, requestKey(request));
    } catch (error) {
      // The store full, or its database unreachable: nothing was kept, and the visitor may send it again later.
      request.log.error({ err: error }, 'feedback could not be kept');
      return answer(request, reply, 503, 'Feedback could not be kept; try again later.');
    }
    request.log.info({ useful }, 'feedback received');
    return answer(request, reply, 204);
  });
}
