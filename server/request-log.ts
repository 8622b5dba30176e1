/**
 * One log line per request (DESIGN.md: logs via pino): request id, method, path, status, duration and what the
 * CMS cache gave the request. Fastify's own incoming/completed pair is replaced by this line.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logging.ts';

export class RequestLog extends LogController {
  /**
   * The line of a request that went well holds nothing to redact (its URL is redacted by `redactUrl`): it skips
   * pino's redaction, a third of the cost of the line, which is written for every page-cache hit.
   */
  readonly #lines: FastifyBaseLogger;

  constructor(logger: FastifyBaseLogger) {
    super();
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Number(reply.elapsedTime.toFixed(1)),
      cms: request.cms?.stats,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else this.#lines.info({ reqId: request.id, ...line }, 'request');
  }
}
