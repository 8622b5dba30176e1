/**
 * One log line per request (DESIGN.md: logs via pino): request id, method, path, status, duration and what the
 * CMS cache gave the request. Fastify's own incoming/completed pair is replaced by this line.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';
import type { CacheStats } from './cms.ts';
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
    if (!error) return this.answered(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime, request.cms?.stats);
    request.log.error({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Number(reply.elapsedTime.toFixed(1)), cms: request.cms?.stats, err: error }, 'request');
  }

  /** The line of a request that went well, also of one answered before Fastify saw it (a page-cache hit). */
  answered(reqId: string, method: string, url: string, status: number, ms: number, cms?: CacheStats): void {
    this.#lines.info({ reqId, method, url: redactUrl(url), status, ms: Number(ms.toFixed(1)), cms }, 'request');
  }
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * `request.log`, a child of the portal's logger bound to the request id, made when first written to. Fastify makes
 * one for every request, and binding it (pino serializes the bindings) cost a seventieth of a page-cache hit, which
 * logs nothing but its line (above).
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger().level = level;
  }

  declare readonly fatal: LogFn;
  declare readonly error: LogFn;
  declare readonly warn: LogFn;
  declare readonly info: LogFn;
  declare readonly debug: LogFn;
  declare readonly trace: LogFn;
  declare readonly silent: LogFn;

  // On the prototype: no closures made for a request that logs nothing.
  static {
    for (const level of LEVELS) {
      Object.defineProperty(RequestLogger.prototype, level, {
        value(this: RequestLogger, ...args: unknown[]) {
          (this.#logger()[level] as (...line: unknown[]) => void)(...args);
        },
      });
    }
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made on first use. */
export function requestLoggerOf(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
