/**
 * The portal's HTTP server (Fastify's `serverFactory`): its listener answers page-cache hits itself, before Fastify
 * and everything in it (hooks, routing, load shedding), and hands every other request to Fastify. A hit is the
 * portal's hottest path: the kept answer's status, headers and body were prepared when it was stored
 * (server/page-cache/page-cache.ts), so what is left is to find it, write it at once, and do what every answer gets: a request
 * id, its log line (pino writes lines in batches, server/logging.ts) and its timing in the metrics.
 */
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyServerFactory } from 'fastify';
import { newRequestId } from '../answer-headers.ts';
import type { Config } from '../config.ts';
import type { TrustProxy } from '../config-values.ts';
import type { Asked, PageCache } from './page-cache.ts';
import type { RequestLog } from '../request-log.ts';
import type { RouteKind } from '../route-kind.ts';

export interface PageCacheServerOptions {
  trustProxy: Config['trustProxy'];
  log: RequestLog;
  /** Told of each answer (server/metrics.ts), when metrics are collected. */
  onAnswer?: (method: string, kind: RouteKind, status: number, seconds: number) => void;
}

/** Fastify's options for the server, its defaults filled in, as it hands them to `serverFactory`. */
interface FastifyServerSettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

const NO_COOKIES: Readonly<Record<string, string>> = Object.freeze({});

/** Whether the peer is a proxy whose `X-Forwarded-*` count, as Fastify decides it for `request.host` (its `trustProxy`). */
function trustOf(trustProxy: Config['trustProxy']): TrustProxy {
  return typeof trustProxy === 'function' ? trustProxy : () => trustProxy;
}

/** The request as the page cache reads it, what Fastify's request would say: the host from a trusted proxy only. */
function askedOf(request: IncomingMessage, trusted: TrustProxy): Asked {
  const { headers } = request;
  const forwarded = headers['x-forwarded-host'] as string | undefined;
  const address = request.socket.remoteAddress;
  // Fastify takes the last of several values, the one the nearest proxy added.
  const host = forwarded && address !== undefined && trusted(address, 0) ? forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() : (headers.host ?? '');
  return { method: request.method!, url: request.url!, host, headers, cookies: headers.cookie ? fastifyCookie.parse(headers.cookie) : NO_COOKIES };
}

/** Fastify's `serverFactory` for an app with a page cache: Node's HTTP server, set up as Fastify sets up its own. */
export function pageCacheServer(cache: PageCache, options: PageCacheServerOptions): FastifyServerFactory {
  const trusted = trustOf(options.trustProxy);
  const { log, onAnswer } = options;

  /** Answers a hit, or says it is none; what Fastify would do besides (log line, metrics) is done here. */
  function answered(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const started = performance.now();
    const asked = askedOf(request, trusted);
    const found = cache.find(asked, request);
    if (!found) return false;
    const id = newRequestId();
    const status = cache.write(response, asked, found, id);
    const ms = performance.now() - started;
    log.answered(id, asked.method, asked.url, status, ms);
    onAnswer?.(asked.method, found.entry.kind, status, ms / 1000);
    return true;
  }

  return (handler, fastifyOptions) => {
    const settings = fastifyOptions as unknown as FastifyServerSettings;
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!answered(request, response)) handler(request, response);
    });
    // What Fastify sets on a server it makes itself (fastify/lib/server.js).
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
