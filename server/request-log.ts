/**
 * One log line per request (DESIGN.md: logs via pino): request id, method, path, status, duration and what the
 * CMS cache gave the request. Fastify's own incoming/completed pair is replaced by this line.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logging.ts';

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Number(reply.elapsedTime.toFixed(1)),
      cms: request.cms?.stats,
      ...(error ? { err: error } : {}),
    };
    if (error) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  }
}
