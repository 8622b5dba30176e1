/**
 * `/healthz`: the process answers. `/readyz`: whether pages can be served, from the CMS cache's and its circuit
 * breaker's state, at once (a hanging CMS must not make the probe hang): ready while the CMS answers or the
 * cache holds copies that stand in for it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Cms } from './cms.ts';

/** Before any call has come back, one is made, but a probe waits no longer than this for it. */
const FIRST_CALL_WAIT_MS = 1000;

export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { cms: Cms }) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get('/readyz', async (request, reply) => {
      if (opts.cms.state().lastCall === 'none') {
        const first = request.cms.webs().catch(() => undefined);
        await Promise.race([first, new Promise((resolve) => setTimeout(resolve, FIRST_CALL_WAIT_MS).unref())]);
      }
      const { breaker, lastCall, cached } = opts.cms.state();
      const answering = lastCall === 'ok' && breaker === 'closed';
      const cms = answering ? 'ok' : cached > 0 ? 'failing; serving cached copies' : 'unreachable and nothing cached';
      const ready = answering || cached > 0;
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ready' : 'unavailable', cms, breaker };
    });
  },
  { name: 'health', dependencies: ['request-context'] },
);
