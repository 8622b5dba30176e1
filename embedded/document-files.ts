/**
 * The files of documents, answered as a CMS's file store answers them (RFC 9110): the document's own media
 * type, length, a strong ETag and Last-Modified, conditional requests (304) and one byte range (206, or 416 when
 * it lies beyond the end). Several ranges in one request are answered with the whole file, which RFC 9110
 * allows. HEAD gets the headers GET would.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

export class MissingFile extends Error {}

interface FileInfo {
  size: number;
  etag: string;
  /** Whole seconds: what Last-Modified can express, so If-Modified-Since compares like with like. */
  modifiedS: number;
}

async function fileInfo(file: string): Promise<FileInfo> {
  try {
    const stats = await stat(file);
    if (!stats.isFile()) throw new MissingFile(file);
    return { size: stats.size, etag: `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`, modifiedS: Math.floor(stats.mtimeMs / 1000) };
  } catch (error) {
    if (error instanceof MissingFile || (error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingFile(file);
    throw error;
  }
}

/** Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`; `*` matches any. */
function noneMatch(header: string, etag: string): boolean {
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => strip(tag) === etag);
}

function notModified(request: FastifyRequest, info: FileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return noneMatch(ifNoneMatch, info.etag); // it wins over If-Modified-Since
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && info.modifiedS * 1000 <= since;
}

/** If-Range: the range counts only while the file is the one the client has part of (strong ETag or date). */
function rangeStillValid(request: FastifyRequest, info: FileInfo): boolean {
  const ifRange = request.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"')) return ifRange === info.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && info.modifiedS * 1000 === date;
}

type RangeAnswer = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=` range; a missing, malformed or multiple range means the whole file (RFC 9110 §14.2). */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}

export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, mediaType: string): Promise<FastifyReply> {
  const info = await fileInfo(file);
  reply.header('etag', info.etag).header('last-modified', new Date(info.modifiedS * 1000).toUTCString()).header('accept-ranges', 'bytes');
  if (notModified(request, info)) return reply.code(304).send();

  const range = rangeStillValid(request, info) ? parseRange(request.headers.range, info.size) : undefined;
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
  reply.type(mediaType).header('content-length', String(end - start + 1));
  if (request.method === 'HEAD' || info.size === 0) return reply.send();
  return reply.send(createReadStream(file, { start, end }));
}
