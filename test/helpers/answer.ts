/**
 * One request of the load helpers (test/helpers/mixed-load.ts, test/helpers/machines-load.ts), over HTTP or HTTPS: the
 * answer read to its end, an answer cut short or one later than `timeoutMs` an error.
 */
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, RequestOptions } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function answerTo<Options extends RequestOptions>(
  request: (url: string, options: Options, callback: (incoming: IncomingMessage) => void) => ClientRequest,
  url: string,
  options: Options & { timeout: number; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, options, (incoming) => {
      const chunks: Buffer[] = [];
      let ended = false;
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        ended = true;
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      incoming.on('error', reject);
      incoming.on('close', () => ended || reject(new Error('the answer was cut short')));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${options.timeout / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
