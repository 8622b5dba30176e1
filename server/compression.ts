/**
 * Compression of streamed pages. @fastify/compress handles everything sent whole; a streamed page is
 * compressed here, by a zlib stream whose flush() React calls after each batch it writes, so a page sent in
 * parts reaches the browser in parts (DESIGN.md: compressing a React stream without flush holds chunks back).
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (RFC 9110 §12.5.3): br, then gzip, else none. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
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

export function createCompressor(encoding: Encoding): BrotliCompress | Gzip {
  // Fast settings: a page is compressed on every request, not once like the static assets.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 5 });
}
