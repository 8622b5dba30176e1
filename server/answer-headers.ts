/**
 * The headers every answer carries: its request id, the security headers (helmet's, worked out once at start), and
 * `Connection: close` while the process shuts down. Set in `onSend`, which every answer of a route passes through
 * (DESIGN.md: one response path); a page-cache hit, written without it, writes them in its one `writeHead` instead
 * (the security headers prepared with the kept page, `app.closing` read for the rest): setting them on every
 * request before it was known which answer it gets cost a tenth of a hit. Answers Fastify gives before any route
 * (its 503 while closing, a malformed request's 400) carry none.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Other sites learn nothing of where a visitor came from; the portal's own root does (server/locale.ts).
  referrerPolicy: { policy: 'same-origin' },
})));

/** The security headers, names and values one after the other, as `writeHead` takes them. */
export const SECURITY_HEADERS: readonly string[] = SECURITY_HEADER_ENTRIES.flat();

export const answerHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // While shutting down, answers in flight end their keep-alive connection, so close() is not held up.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('closing', { getter: () => closing });
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-request-id', request.id);
      // A route's own value stands (as when helmet ran first and the route set it after).
      for (const [name, value] of SECURITY_HEADER_ENTRIES) if (!reply.hasHeader(name)) reply.header(name, value);
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'answer-headers' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is shutting down: an answer written without `onSend` says `Connection: close` itself. */
    readonly closing: boolean;
  }
}
