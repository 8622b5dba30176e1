/**
 * The headers every answer carries: its request id, the security headers (helmet's, worked out once at start), and
 * `Connection: close` while the process shuts down. Set in `onSend`, which every answer of a route passes through
 * (docs/architecture.md §3: one response path); a page-cache hit, written without it, writes them at once instead
 * (the security headers in the header block prepared with the kept page, `app.closing` read for the rest): setting them
 * on every request before it was known which answer it gets cost a tenth of a hit. Answers Fastify gives before any
 * route have no `onSend`: an undecodable URL's error screen gets them from `app.setAnswerHeaders` (server/app.ts), a
 * request arriving while the process shuts down is refused here with the error screen (in place of Fastify's bare
 * 503), and a request Node cannot even parse gets `clientErrorAnswer`.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { headBlock } from './page-cache/prepared-head.ts';

/** This process's part of every request id: a random UUID's first 74 random bits. */
const REQUEST_ID_PREFIX = randomUUID().slice(0, 24);
let requestCount = 0;

/**
 * A new request id, shaped as a UUID: this process's random part, then a count of its requests (48 bits). Unique
 * across processes and hosts (74 random bits a process) without drawing random bytes for each request, as
 * `randomUUID` did (a hundredth of a page-cache hit's CPU in a profile).
 */
export function newRequestId(): string {
  return REQUEST_ID_PREFIX + (requestCount++).toString(16).padStart(12, '0');
}

/** The headers a connect-style middleware sets, collected once (helmet's: no nonce, nothing read from the request). */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

// Security headers, worked out once: @fastify/helmet builds helmet anew on every request (a twentieth of a page's
// cost), and even helmet's own middleware costs a tenth of a page-cache hit. None of them depends on the request.
const SECURITY_HEADER_ENTRIES: [string, string][] = Object.entries(headersOf(helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // No page of the portal is meant to be shown inside another (clickjacking); no embedder is configured.
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The same for browsers that know no CSP: never SAMEORIGIN, which would let a page of the portal frame another.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  // Other sites learn nothing of where a visitor came from; the portal's own root does (server/locale.ts).
  referrerPolicy: { policy: 'same-origin' },
}))).concat([
  // Powers no page of the portal uses are refused to it and to anything it might show; the location may be asked
  // by the portal itself (the nearest office), never by another origin.
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()'],
]);

/** The security headers, names and values one after the other, as `writeHead` takes them. */
export const SECURITY_HEADERS: readonly string[] = SECURITY_HEADER_ENTRIES.flat();

/**
 * Fastify's `clientErrorHandler`: a request too broken to parse (or too slow to arrive) gets its status with the
 * security headers and an id of its own, like any answer, and the connection is closed (as Node does).
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = `${STATUS_CODES[status]}\n`;
  const headers = ['x-request-id', newRequestId(), ...SECURITY_HEADERS, 'content-type', 'text/plain; charset=utf-8', 'content-length', String(body.length), 'connection', 'close'];
  if (socket.writable) socket.write(`${headBlock(status, headers)}\r\n${body}`);
  socket.destroy(error);
}

export const answerHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // While shutting down, answers end their keep-alive connection, so close() is not held up: a request that
    // arrives on one meanwhile is answered as ever (a 503 would be passed on to the visitor by nginx, which repeats
    // only what never got an answer), and its connection closed after; nginx then finds the port closed and tries
    // another process.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('closing', { getter: () => closing });
    function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply): void {
      reply.header('x-request-id', request.id);
      // A route's own value stands (as when helmet ran first and the route set it after).
      for (const [name, value] of SECURITY_HEADER_ENTRIES) if (!reply.hasHeader(name)) reply.header(name, value);
      if (closing) reply.header('connection', 'close');
    }
    app.decorate('setAnswerHeaders', setAnswerHeaders);
    app.addHook('onSend', (request, reply, payload, done) => {
      setAnswerHeaders(request, reply);
      done(null, payload);
    });
  },
  { name: 'answer-headers' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is shutting down: an answer written without `onSend` says `Connection: close` itself. */
    readonly closing: boolean;
    /** The headers of every answer, on an answer that no `onSend` hook will see (Fastify's errors before routing). */
    setAnswerHeaders(request: FastifyRequest, reply: FastifyReply): void;
  }
}
