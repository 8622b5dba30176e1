/**
 * Load shedding (docs/operations.md "Metrics and load shedding"): @fastify/under-pressure watches the event loop's
 * delay, the heap and RSS against the configured limits; past one, a request that would render a page (its
 * `_payload.json`, a feed) gets the error screen (a feed its short text) with 503 and `Retry-After`, while everything
 * cheap goes on: assets, images, health, metrics, the API and sign-in. Page-cache hits are answered by the server's
 * listener before Fastify (server/page-cache-server.ts), so they never reach this hook and keep being served.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadSheddingLimits } from './config.ts';
import { Errors } from './errors.ts';
import { isRender } from './route-kind.ts';

export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, opts: { limits: LoadSheddingLimits }) => {
    await app.register(underPressure, {
      // 0 turns a check off, in under-pressure as in the configuration.
      maxEventLoopDelay: opts.limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: opts.limits.maxHeapUsedBytes,
      maxRssBytes: opts.limits.maxRssBytes,
      // A rejection goes to the route's error handler (server/pages.ts): the error screen in the visitor's language.
      pressureHandler: async (request) => {
        if (isRender(request)) throw Errors.OVERLOADED();
      },
    });
  },
  { name: 'load-shedding', dependencies: ['request-context'] },
);
