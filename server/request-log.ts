/**
 * One log line per request (docs/architecture.md §4: logs via pino): request id, method, path, status, duration and
 * what the CMS cache gave the request. Fastify's own incoming/completed pair is replaced by this line.
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type LevelWithSilentOrString, type LogFn, type Logger } from 'pino';
import type { CacheStats } from './cms.ts';
import { redactUrl } from './logging.ts';

const { chindingsSym, lsCacheSym, streamSym, timeSym } = pino.symbols;

export class RequestLog extends LogController {
  /**
   * The line of a request that went well holds nothing to redact (its URL is redacted by `redactUrl`): it is made
   * here from the logger's parts, taken once (`pino.symbols`, pino's interface for integrations: the level's opening,
   * the clock, the bindings, the destination), as pino makes a line, without its general walk through an object and
   * its redaction. A page-cache hit writes one; made by pino, it cost a tenth of the hit.
   */
  readonly #lines: FastifyBaseLogger;
  readonly #opening: string;
  readonly #time: () => string;
  readonly #bindings: string;
  readonly #destination: { write(line: string): void };

  constructor(logger: FastifyBaseLogger) {
    super();
    this.#lines = logger.child({}, { redact: [] });
    const parts = this.#lines as unknown as Record<symbol, unknown>;
    this.#opening = (parts[lsCacheSym] as Record<number, string>)[(logger as Logger).levels.values.info!]!;
    this.#time = (parts[timeSym] as () => string).bind(this.#lines);
    this.#bindings = parts[chindingsSym] as string;
    this.#destination = parts[streamSym] as { write(line: string): void };
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error) return this.answered(request.id, request.method, request.url, reply.statusCode, reply.elapsedTime, request.cms?.stats);
    request.log.error({ method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Number(reply.elapsedTime.toFixed(1)), cms: request.cms?.stats, err: error }, 'request');
  }

  /**
   * The line of a request that went well, also of one answered before Fastify saw it (a page-cache hit). Its id is
   * the portal's own (server/answer-headers.ts: hex digits and dashes) and its method one Node's parser knows (a
   * token): neither is escaped (`JSON.stringify` was 2 % of a hit's CPU).
   */
  answered(reqId: string, method: string, url: string, status: number, ms: number, cms?: CacheStats): void {
    if (!(this.#lines as Logger).isLevelEnabled('info')) return;
    const fields = `,"reqId":"${reqId}","method":"${method}","url":${jsonString(redactUrl(url))},"status":${status},"ms":${Math.round(ms * 10) / 10}`;
    this.#destination.write(`${this.#opening}${this.#time()}${this.#bindings}${fields}${cms ? `,"cms":${JSON.stringify(cms)}` : ''},"msg":"request"}\n`);
  }
}

/** Characters a JSON string must escape, or that `JSON.stringify` writes escaped (lone surrogates among them). */
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A string as JSON: most URLs need no escaping, and are quoted without a call into `JSON.stringify`. */
function jsonString(text: string): string {
  return NEEDS_ESCAPING.test(text) ? JSON.stringify(text) : `"${text}"`;
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

  /** Whether a line of this level would be written: one below the level makes no child. */
  #writes(level: (typeof LEVELS)[number]): boolean {
    const values = (this.parent as Logger).levels?.values;
    return values === undefined || values[level]! >= values[this.level]!;
  }

  // On the prototype: no closures made for a request that logs nothing. @fastify/secure-session traces every request
  // that brings no session cookie: that line is not written, and made no child either.
  static {
    for (const level of LEVELS) {
      Object.defineProperty(RequestLogger.prototype, level, {
        value(this: RequestLogger, ...args: unknown[]) {
          if (this.#child !== undefined || this.#writes(level)) (this.#logger()[level] as (...line: unknown[]) => void)(...args);
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
