/**
 * `POST /api/client-errors` (docs/product.md §8 "Global UI error"): the browser reports an unexpected error, the server
 * logs it with the request id and answers 204. Rate-limited per client address, the body bounded to a few KB,
 * every field checked; refusals are short JSON with fixed messages (a JSON parser's message could quote the body).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '../shared/client-errors.ts';
import { redactUrl } from './logging.ts';

/** Reports one client address may send a minute: a page sends a few at most (client/error-reporting.ts). */
export const CLIENT_ERRORS_PER_MINUTE = 10;
export const CLIENT_ERROR_BODY_LIMIT = 4096;

const report = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
});

const REFUSALS: Readonly<Record<number, string>> = {
  413: 'The report is too large.',
  415: 'The report must be JSON.',
  429: 'Too many reports; try again later.',
};

export const clientErrorsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(async (api) => {
      await api.register(fastifyRateLimit, { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 });
      api.setErrorHandler((error, request, reply) => {
        const given = (error as { statusCode?: number }).statusCode ?? 500;
        const status = given >= 400 && given < 500 ? given : 500;
        if (status === 500) request.log.error({ err: error }, 'an error report failed');
        return reply.code(status).header('cache-control', 'no-store').send({ statusCode: status, message: REFUSALS[status] ?? (status === 500 ? 'The report failed.' : 'Invalid error report.') });
      });
      api.post(CLIENT_ERRORS_PATH, { bodyLimit: CLIENT_ERROR_BODY_LIMIT }, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const parsed = report.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ statusCode: 400, message: 'Invalid error report.' });
        const { url, ...rest } = parsed.data;
        request.log.warn({ clientError: { ...rest, url: redactUrl(url) } }, 'unexpected error in the browser');
        return reply.code(204).send();
      });
    });
  },
  { name: 'client-errors' },
);
