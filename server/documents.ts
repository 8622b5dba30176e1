/**
 * `/cms/documents/{id}/{fileName}`: the content service's files (forms, leaflets, images), streamed through the
 * portal from one configured host and nothing else of it. Type, length, validators and ranges pass through, and
 * conditional and range requests are forwarded, so 304, 206 and 416 come from the file store itself. Downloads
 * carry the file's own name; nothing served here can run script on the portal's origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { documentPath, type DocumentPath } from './document-paths.ts';
import { HttpClient, UpstreamError } from './http-client.ts';
import { pageNotFound } from './request-context.ts';

export interface DocumentsOptions {
  /** Base URL of the content service whose `/cms/documents/…` files are served (CMS_DOCUMENTS_URL). */
  documentsUrl: string;
  /** Headers for every call to it (HEADLESS_CMS_HEADERS). */
  headers: Record<string, string>;
  /** Bound of the wait for the answer and then for each piece of the file. */
  timeoutMs: number;
}

const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;
const PASSED_RESPONSE_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'] as const;
const PASSED_STATUSES = new Set([200, 206, 304, 416]);
export const UNSAFE_METHODS = ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;

/** Inline only for raster images; everything else, SVG included, is a download. */
const INLINE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;
// A file opened on the portal's origin gets no scripts, no subresources, no forms: it is a file, not a page.
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const DAY_CACHE = 'public, max-age=86400';

/** RFC 6266 with RFC 8187 (formerly 5987): an ASCII fallback `filename` and the exact name in `filename*`. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** A short plain-text answer that no cache keeps. */
export function answerPlain(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').type('text/plain; charset=utf-8').send(message);
}

/** A URL with a version (`?v=…`) changes when its file does: kept a year. Any other for a day. */
export function cacheControl(query: string): string {
  return new URLSearchParams(query).has('v') ? VERSIONED_CACHE : DAY_CACHE;
}

async function passDocument(client: HttpClient, document: DocumentPath, query: string, request: FastifyRequest, reply: FastifyReply) {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let upstream;
  try {
    upstream = await client.stream(document.path, { method: request.method, headers });
  } catch (error) {
    if (error instanceof UpstreamError && error.timedOut) return answerPlain(reply, 504, 'The document service did not answer in time.');
    request.log.warn({ err: error }, 'document service unreachable');
    return answerPlain(reply, 502, 'The document service is unavailable.');
  }
  if (!PASSED_STATUSES.has(upstream.status)) {
    await upstream.body?.cancel();
    // A document the store does not have: the portal's error screen (its error handler), as for a missing page.
    if (upstream.status >= 400 && upstream.status < 500) throw pageNotFound(request);
    request.log.warn({ status: upstream.status, path: document.path }, 'document service answered with an unexpected status');
    // A redirect is not followed: it could lead anywhere, and only this host's documents are served.
    return answerPlain(reply, 502, upstream.status < 400 ? 'The document service redirected; redirects are not followed.' : 'The document service failed.');
  }
  reply.code(upstream.status);
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  const type = upstream.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  reply
    .header('content-disposition', contentDisposition(INLINE_TYPES.test(type) ? 'inline' : 'attachment', document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', cacheControl(query));
  return reply.send(request.method === 'HEAD' ? undefined : upstream.body ?? undefined);
}

export const documentsPlugin = fp(
  async (app: FastifyInstance, opts: DocumentsOptions) => {
    const client = new HttpClient(opts.documentsUrl, opts.headers, opts.timeoutMs);
    app.route({
      // HEAD is named here: Fastify's own HEAD route would answer Content-Length 0.
      method: ['GET', 'HEAD'],
      url: '/cms/documents/*',
      // Ranges and validators are the file store's: compressing here would break both.
      compress: false,
      handler: async (request, reply) => {
        const [rawPath = '', query = ''] = request.url.split('?', 2);
        const document = documentPath(rawPath);
        if (!document) return answerPlain(reply, 400, 'Not a document path: /cms/documents/{id}/{fileName}.');
        return passDocument(client, document, query, request, reply);
      },
    });
    app.route({
      method: [...UNSAFE_METHODS],
      url: '/cms/documents/*',
      handler: async (_request, reply) => answerPlain(reply.header('allow', 'GET, HEAD'), 405, 'Only GET and HEAD.'),
    });
  },
  { name: 'documents' },
);
