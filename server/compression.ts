/**
 * Compression, in one place. Whole answers (health, errors sent as text) go through @fastify/compress; the page data
 * of a payload object is compressed once per encoding (`sendCompressedOnce`); a streamed page is compressed in the
 * batches React flushes (`CompressingWriter`), so a page sent in parts still reaches the browser in parts
 * (docs/architecture.md §4: compressing a React stream without flushing holds the parts back). A page is compressed
 * on every request, not once like the static assets: fast settings.
 */
import { Readable, Writable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

// A page is compressed on every request it is made for: brotli's quality 3 (of 11, zlib's default and far too slow
// here). The content page of the benchmark (32,133 bytes) alone: 0.16 ms of CPU and 8,313 bytes at 3, 0.36 ms and 7,843
// at 4, 0.55 ms and 7,427 at 5; the page cache's kept copies, compressed once, take quality 6
// (server/page-cache/page-cache.ts). Text mode; a window of 256 KB for a stream, whose length is not known (zlib's default is 4 MB,
// and the compressor's buffers are sized by it). Each encoder still allocates blocks of 148–260 KB (its hash table is
// 256 KB at any window from quality 2 to 4), freed when the page is sent: over `npm run serve`'s mmap threshold of
// 32 KB they are mapped and unmapped on every request, a cost kept for the memory rule's sake (docs/operations.md
// "Allocator settings" weighs the two).
const STREAM_WINDOW_BITS = 18;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: STREAM_WINDOW_BITS, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
/** A whole body: a window just large enough to hold it (nothing of the ratio lost) and its size, so the buffers are no larger. */
const wholeBodyBrotliOptions = (size: number) => ({
  params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_LGWIN]: Math.min(STREAM_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16)))), [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
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

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'], brotliOptions: BROTLI_OPTIONS, zlibOptions: GZIP_OPTIONS });
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
 * What React writes a compressed page into. Handed to a zlib stream piece by piece, as React writes them (a few KB
 * each), every piece is an operation on the thread pool and back, and the request's objects live until the last one
 * returns: under load they outlive V8's young generation and make it mark the whole heap again and again (the br
 * miss cost 6.7× the identity miss that way, most of it in V8's marking threads). So pieces are collected and handed
 * over as one when React flushes (a microtask later: a flush React follows at once with the end goes with the end)
 * or ends. A page React finished in one batch (every page without a Suspense boundary, and every page for crawlers)
 * is compressed whole, at once, on this thread: no stream, no thread pool. Otherwise the first batch starts a zlib
 * stream that flushes every piece it is given, so each part React sends goes out at once.
 */
class CompressingWriter extends Writable {
  #pending: Buffer[] = [];
  #flushQueued = false;
  #compressor: BrotliCompress | Gzip | undefined;

  constructor(private readonly response: Writable, private readonly encoding: Encoding) {
    super();
    // The visitor gone (or the answer done): React hears the close and stops (a no-op when it is done).
    response.once('close', () => this.destroy());
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#pending.push(chunk);
    // A slow reader holds React back, as it would without the batches.
    if (this.#compressor?.writableNeedDrain) this.#compressor.once('drain', () => callback());
    else callback();
  }

  /** Called by React after each batch it writes (renderToPipeableStream calls a destination's flush()). */
  flush(): void {
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    queueMicrotask(() => {
      this.#flushQueued = false;
      if (!this.writableEnded && this.#pending.length > 0) this.#stream().write(this.#take());
    });
  }

  override _final(callback: (error?: Error | null) => void): void {
    const rest = this.#take();
    if (this.#compressor) this.#compressor.end(rest);
    else this.response.end(this.encoding === 'br' ? brotliCompressSync(rest, wholeBodyBrotliOptions(rest.length)) : gzipSync(rest, GZIP_OPTIONS));
    callback();
  }

  /** React ending a page with an error destroys its destination: the answer ends with it, unfinished, as it would uncompressed. */
  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.writableFinished) this.response.destroy(error ?? undefined);
    callback(error);
  }

  #stream(): BrotliCompress | Gzip {
    if (this.#compressor) return this.#compressor;
    const compressor = this.encoding === 'br'
      ? createBrotliCompress({ ...BROTLI_OPTIONS, flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ ...GZIP_OPTIONS, flush: constants.Z_SYNC_FLUSH });
    compressor.once('error', (error) => this.response.destroy(error));
    this.response.once('close', () => compressor.destroy());
    compressor.pipe(this.response);
    return (this.#compressor = compressor);
  }

  #take(): Buffer {
    const batch = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending);
    this.#pending = [];
    return batch;
  }
}

/**
 * The body of a streamed page for `reply.send()`: the page written, compressed when the client accepts a
 * compression (the reply's headers say so, and @fastify/compress leaves an answer that is already encoded alone),
 * straight into the response.
 */
export function pageBody(request: FastifyRequest, reply: FastifyReply, writeInto: (destination: Writable) => void): Readable {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (!encoding) return new DirectBody(writeInto);
  reply.header('content-encoding', encoding);
  return new DirectBody((response) => writeInto(new CompressingWriter(response, encoding)));
}

const compressedBodies = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();

/**
 * A whole answer made once for many requests (`owner` stands for it: the page data of a payload object), compressed
 * once per encoding while `owner` lives, and sent with its encoding (@fastify/compress leaves it alone); without a
 * compression the client accepts, the body as it is.
 */
export function sendCompressedOnce(request: FastifyRequest, reply: FastifyReply, owner: object, body: string): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (!encoding || Buffer.byteLength(body) < COMPRESSION_THRESHOLD) return reply.send(body);
  let bodies = compressedBodies.get(owner);
  if (!bodies) compressedBodies.set(owner, (bodies = {}));
  const compressed = (bodies[encoding] ??= encoding === 'br' ? brotliCompressSync(body, wholeBodyBrotliOptions(Buffer.byteLength(body))) : gzipSync(body, GZIP_OPTIONS));
  return reply.header('content-encoding', encoding).send(compressed);
}
