/**
 * The render gate (docs/operations.md "Metrics and load shedding"): a bounded number of renders at once (pages, their
 * `_payload.json`, and the feeds: sitemap, Atom, iCalendar), the others waiting their turn, first come first
 * served, for `RENDER_QUEUE_TIMEOUT_MS` at most; past that, or with too many waiting, the error screen with 503 and
 * `Retry-After` (kept ready: server/pages.ts). However many visitors come, each gets the page or that answer within
 * about the wait plus a render, instead of every render slowing down together until all of them time out. A
 * render holds its place until its answer has gone out (or its visitor has gone). Page-cache hits are answered by
 * the server's listener before Fastify (server/page-cache/server.ts), so they never wait here.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Errors } from './errors.ts';
import { isRender } from './route-kind.ts';
import { WorkQueue } from './work-queue.ts';

export interface RenderGateOptions {
  concurrency: number;
  maxWaitMs: number;
  /** Told of each render refused (server/metrics.ts). */
  onShed?: (reason: 'render_queue') => void;
}

/** Renders that may wait, a render place: enough to bridge the deadline at the rate renders finish, bounded in memory. */
const WAITING_PER_PLACE = 16;

export const renderGatePlugin = fp(
  async (app: FastifyInstance, opts: RenderGateOptions) => {
    const queue = new WorkQueue(opts.concurrency, opts.concurrency * WAITING_PER_PLACE, opts.maxWaitMs);
    app.addHook('onRequest', (request, reply, done) => {
      if (!isRender(request)) return done();
      // The place is held until the answer is out, or the visitor has left (then a waiting render is dropped).
      const gone = new AbortController();
      let answered!: () => void;
      const rendered = new Promise<void>((resolve) => (answered = resolve));
      let started = false;
      reply.raw.once('close', () => {
        answered();
        if (!started) gone.abort(Errors.OVERLOADED());
      });
      queue
        .run(() => {
          started = true;
          done();
          return rendered;
        }, gone.signal)
        .catch((error: unknown) => {
          // Refused before its turn (full, waited too long, visitor gone); a render's own failure is not this hook's.
          if (started) return request.log.error({ err: error }, 'the render gate failed');
          // A visitor who left was not refused.
          if (!gone.signal.aborted) opts.onShed?.('render_queue');
          done(Errors.OVERLOADED());
        });
    });
  },
  { name: 'render-gate', dependencies: ['request-context'] },
);
