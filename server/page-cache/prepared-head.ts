/**
 * An answer's status line and headers made once, when the answer is kept (server/page-cache/page-cache.ts), and written as they
 * are on each request: Node's `writeHead` checks each header name and value against its grammar and joins them into
 * the header block again for every answer, an eighth of a page-cache hit's CPU. What `writeHead` adds for each
 * request is added here as it adds it (node/lib/_http_outgoing.js `_storeHeader`): the date, and whether the
 * connection stays open.
 */
import { STATUS_CODES, validateHeaderName, validateHeaderValue, type ServerResponse } from 'node:http';

/** The fields of Node's response that `writeHead` sets or reads (node/lib/_http_outgoing.js, _http_server.js). */
interface NodeResponse {
  /** The header block, sent before the first bytes of the body. */
  _header: string | null;
  /** The connection closes after this answer. */
  _last: boolean;
  /** False for HEAD (set by the server) and for 304. */
  _hasBody: boolean;
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket: number | undefined;
}

/** The status line and headers (names and values in turn), each line ended: checked here once, as `writeHead` would. */
export function headBlock(status: number, headers: readonly string[]): string {
  let block = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!;
    const value = headers[i + 1]!;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    block += `${name}: ${value}\r\n`;
  }
  return block;
}

/** The headers of a block (its status line left out), as `writeHead` takes them: for a response that is not Node's own (`inject`). */
export function headersOf(block: string): string[] {
  return block.split('\r\n').slice(1).filter(Boolean).flatMap((line) => {
    const colon = line.indexOf(': ');
    return [line.slice(0, colon), line.slice(colon + 2)];
  });
}

let dateLine = '';
let dateLineUntil = 0;

/** `Date: …` as Node writes it, made once a second. */
function currentDateLine(): string {
  const now = Date.now();
  if (now >= dateLineUntil) {
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
    dateLineUntil = now - (now % 1000) + 1000;
  }
  return dateLine;
}

let keepAliveOf = { timeoutMs: -1, max: 0, lines: '' };

/** `Connection: keep-alive` and Node's `Keep-Alive` line for the server's timeout and requests per connection. */
function keepAliveLines(timeoutMs: number, max: number): string {
  if (timeoutMs !== keepAliveOf.timeoutMs || max !== keepAliveOf.max) {
    const keepAlive = timeoutMs ? `Keep-Alive: timeout=${Math.floor(timeoutMs / 1000)}${max > 0 ? `, max=${max}` : ''}\r\n` : '';
    keepAliveOf = { timeoutMs, max, lines: `Connection: keep-alive\r\n${keepAlive}` };
  }
  return keepAliveOf.lines;
}

/**
 * Writes an answer at once: its prepared block, the request's own header lines (`perRequest`, each ended), the date
 * and the connection's fate, then the body (none for HEAD and 304). The connection closes after it when the client
 * asked so, when it served all the requests a connection may, or when `close` (the server shuts down).
 */
export function writePrepared(response: ServerResponse, status: number, block: string, perRequest: string, body: Buffer | undefined, close: boolean): void {
  const node = response as unknown as NodeResponse;
  response.statusCode = status;
  response.statusMessage = STATUS_CODES[status]!;
  if (status === 304) node._hasBody = false;
  const keepAlive = node.shouldKeepAlive && !close && !node.maxRequestsOnConnectionReached;
  node._last = !keepAlive;
  const connection = keepAlive ? keepAliveLines(node._keepAliveTimeout, node._maxRequestsPerSocket ?? 0) : 'Connection: close\r\n';
  node._header = `${block}${perRequest}${currentDateLine()}${connection}\r\n`;
  response.end(body);
}
