/**
 * The OpenAPI description of the portal's public JSON APIs (docs/search.md "The public API"), made by
 * @fastify/swagger from the routes' own schemas and served at `GET /api/openapi.json`. A route is in it when its URL
 * starts with `/api/` and it declares a `schema` (its `querystring`, `response`, `summary`, …): a new API is
 * described by declaring its schema, nothing else. Routes without one (the purge the CMS calls, feedback, client
 * errors, the counting image) stay out.
 *
 * A described route spreads `DESCRIBED_ONLY` into its options: its schema documents it, and
 * test/app/openapi.test.ts holds its live answers to it, but it neither validates the request (the handler does,
 * with the messages of docs/product.md in the visitor's language) nor shapes the answer (a field the handler adds
 * and the schema lacks fails that test instead of being dropped silently).
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PORTAL_VERSION } from '../shared/version.ts';

export const OPENAPI_PATH = '/api/openapi.json';
const API_PREFIX = '/api/';
const CACHE_S = 300;

export const DESCRIBED_ONLY = {
  validatorCompiler: () => () => true,
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        // 3.1: the schemas are JSON Schema as the routes declare them (null as a type, no `nullable`).
        openapi: '3.1.0',
        info: {
          title: 'Labour portal: public API',
          version: PORTAL_VERSION,
          description: 'The public JSON APIs of the portal of the Czech labour ministry and its labour office (Úřad práce ČR).',
          license: { name: 'EUPL-1.2', identifier: 'EUPL-1.2' },
        },
      },
      transform: ({ schema, url }) => ({ schema: { ...schema, hide: !schema || !url.startsWith(API_PREFIX) }, url }),
    });
    app.get(OPENAPI_PATH, async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${CACHE_S}`).header('access-control-allow-origin', '*');
      return app.swagger();
    });
  },
  { name: 'openapi' },
);
