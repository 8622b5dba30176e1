/**
 * Load shedding (docs/operations.md "Metrics and load shedding"): @fastify/under-pressure watches the event loop's
 * delay, the heap and RSS against the configured limits; past one, a request that would render a page (its
 * `_payload.json`, a feed) gets the error screen (a feed its short text) with 503 and `Retry-After`, while everything
 * cheap goes on: assets, images, health, metrics, the API and sign-in. Page-cache hits are answered by the server's
 * listener before Fastify (server/page-cache/server.ts), so they never reach this hook and keep being served.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadSheddingLimits } from './config.ts';
import { Errors } from './errors.ts';
import type { ShedReason } from './metrics.ts';
import { isRender } from './route-kind.ts';

/** under-pressure's names of its limits, as the metrics name them. */
const REASONS: Readonly<Record<string, ShedReason>> = { eventLoopDelay: 'event_loop_delay', heapUsedBytes: 'heap', rssBytes: 'rss' };

export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, opts: { limits: LoadSheddingLimits; onShed?: (reason: ShedReason) => void }) => {
    await app.register(underPressure, {
      // 0 turns a check off, in under-pressure as in the configuration.
      maxEventLoopDelay: opts.limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: opts.limits.maxHeapUsedBytes,
      maxRssBytes: opts.limits.maxRssBytes,
      // A rejection goes to the route's error handler (server/pages.ts): the error screen in the visitor's language.
      pressureHandler: async (request, _reply, type) => {
        if (!isRender(request)) return;
        const reason = REASONS[type];
        if (reason) opts.onShed?.(reason);
        throw Errors.OVERLOADED();
      },
    });
  },
  { name: 'load-shedding', dependencies: ['request-context'] },
);
