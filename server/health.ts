/** `/healthz`: the process answers. `/readyz`: the CMS answers, or a stale copy in the cache can stand in. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Cms } from './cms.ts';

export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { cms: Cms }) => {
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get('/readyz', async (_request, reply) => {
      const ready = await opts.cms.ready();
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ready' : 'unavailable', cms: ready ? 'ok' : 'unreachable and nothing cached' };
    });
  },
  { name: 'health' },
);
