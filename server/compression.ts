/**
 * Compression, in one place. Whole answers (page data, health, errors sent as text) go through
 * @fastify/compress; a streamed page is compressed by a zlib stream that React pipes into, because React calls
 * its flush() after each batch it writes, so a page sent in parts reaches the browser in parts (docs/architecture.md
 * §4: compressing a React stream without flush holds chunks back). Both use the same fast settings: a page is
 * compressed on every request, not once like the static assets.
 */
import { Readable, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };

/** Browsers send a handful of distinct `Accept-Encoding` values, each short; made-up ones are let go in bulk. */
const MAX_NEGOTIATED = 64;
const MAX_REMEMBERED_CHARS = 256;
const negotiated = new Map<string, Encoding | undefined>();

/** The best encoding the client accepts (RFC 9110 §12.5.3): br, then gzip, else none. Worked out once per header value. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (negotiated.has(header)) return negotiated.get(header);
  if (header.length > MAX_REMEMBERED_CHARS) return bestEncoding(header);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  const encoding = bestEncoding(header);
  negotiated.set(header, encoding);
  return encoding;
}

function bestEncoding(header: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: BROTLI_OPTIONS, zlibOptions: GZIP_OPTIONS });
}

/**
 * A body that, piped into the response (as Fastify does with a stream), lets the page write straight into it:
 * no pass-through stream copying every chunk on the way.
 */
class DirectBody extends Readable {
  constructor(private readonly writeInto: (destination: Writable) => void) {
    super();
  }

  override _read(): void {}

  override pipe<T extends NodeJS.WritableStream>(destination: T): T {
    const response = destination as unknown as Writable;
    // Fastify waits for the body's end: it comes when the page has ended the response.
    response.once('finish', () => {
      this.push(null);
      this.resume();
    });
    this.writeInto(response);
    return destination;
  }
}

/**
 * The body of a streamed page for `reply.send()`: the page written into a compressor when the client accepts
 * one (the reply's headers say so, and @fastify/compress leaves an answer that is already encoded alone), else
 * straight into the response.
 */
export function pageBody(request: FastifyRequest, reply: FastifyReply, writeInto: (destination: Writable) => void): Readable {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (!encoding) return new DirectBody(writeInto);
  reply.header('content-encoding', encoding);
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
  writeInto(compressor);
  return compressor;
}
