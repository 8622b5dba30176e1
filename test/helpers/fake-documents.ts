/**
 * A document store a test can make hostile: paths it is told about answer as told (given bytes, a redirect, a
 * hang, a stall in the middle of the body, an endless body, a held answer released later); every other request
 * is passed byte for byte to the real embedded content service. It counts requests per path and keeps the
 * headers it received, over real HTTP.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { SAMPLE_CONTENT, startContentService } from './portal.ts';

export type Behaviour =
  | { kind: 'bytes'; body: Buffer | string; type: string; status?: number; chunked?: boolean }
  | { kind: 'redirect'; location: string; status?: number }
  | { kind: 'hang' }
  | { kind: 'stall-body'; type: string }
  | { kind: 'endless'; type: string }
  | { kind: 'held'; body: Buffer; type: string };

interface Teardown {
  teardown(fn: () => unknown): void;
}

export async function startFakeDocuments(t: Teardown, contentDir = SAMPLE_CONTENT) {
  const upstream = await startContentService(t, contentDir);
  const upstreamUrl = new URL(upstream.url);
  const behaviours = new Map<string, Behaviour>();
  const calls = new Map<string, number>();
  const headers: IncomingHttpHeaders[] = [];
  const held: (() => void)[] = [];

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    headers.push(req.headers);
    const behaviour = behaviours.get(path);
    if (!behaviour) {
      const forward = httpRequest({ host: upstreamUrl.hostname, port: upstreamUrl.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.destroy());
      return req.pipe(forward);
    }
    switch (behaviour.kind) {
      case 'bytes': {
        const body = Buffer.from(behaviour.body);
        res.writeHead(behaviour.status ?? 200, { 'content-type': behaviour.type, ...(behaviour.chunked ? {} : { 'content-length': body.length }) });
        return res.end(body);
      }
      case 'redirect':
        res.writeHead(behaviour.status ?? 302, { location: behaviour.location });
        return res.end();
      case 'hang':
        return; // never answers
      case 'stall-body':
        res.writeHead(200, { 'content-type': behaviour.type });
        return res.write(Buffer.alloc(1024)); // and nothing more
      case 'endless': {
        res.writeHead(200, { 'content-type': behaviour.type });
        const chunk = Buffer.alloc(64 * 1024, 0x41);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        return pump();
      }
      case 'held':
        held.push(() => {
          res.writeHead(200, { 'content-type': behaviour.type, 'content-length': behaviour.body.length });
          res.end(behaviour.body);
        });
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreamUrl: upstream.url,
    serve: (path: string, behaviour: Behaviour) => behaviours.set(path, behaviour),
    calls: (path: string) => calls.get(path) ?? 0,
    totalCalls: () => [...calls.values()].reduce((a, b) => a + b, 0),
    headers,
    /** Answers every held request; returns how many there were. */
    release: () => held.splice(0).map((answer) => answer()).length,
    heldCount: () => held.length,
  };
}

/**
 * Sends a request line exactly as written (`..`, `%2e%2e` and `#` included), which fetch and inject would
 * normalise first; returns the status and body.
 */
export async function rawGet(origin: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  let text = '';
  for await (const chunk of socket) text += String(chunk);
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body };
}
