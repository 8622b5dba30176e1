import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { HttpClient, UpstreamError } from '../../server/http-client.ts';

async function upstream(t: { teardown(fn: () => unknown): void }, statuses: number[]) {
  const seen: { method: string; body: string; contentType?: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, body, contentType: req.headers['content-type'] });
      res.writeHead(statuses[Math.min(seen.length - 1, statuses.length - 1)]!, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise((r) => server.close(r)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

t.test('GET is retried once on each transient status', async (t) => {
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    const { url, seen } = await upstream(t, [status, 200]);
    const res = await new HttpClient(url, {}, 1000).request('/x');
    t.equal(res.status, 200, `${status} then 200`);
    t.equal(seen.length, 2);
  }
});

t.test('GET is not retried on other statuses, nor more than once', async (t) => {
  const notFound = await upstream(t, [404]);
  t.equal((await new HttpClient(notFound.url, {}, 1000).request('/x')).status, 404);
  t.equal(notFound.seen.length, 1);
  const down = await upstream(t, [503]);
  t.equal((await new HttpClient(down.url, {}, 1000).request('/x')).status, 503);
  t.equal(down.seen.length, 2);
});

t.test('a request with a body is sent as JSON and never retried', async (t) => {
  const { url, seen } = await upstream(t, [503, 200]);
  const res = await new HttpClient(url, {}, 1000).request('/login', { method: 'POST', body: { username: 'a', password: 'b' } });
  t.equal(res.status, 503);
  t.same(seen, [{ method: 'POST', body: '{"username":"a","password":"b"}', contentType: 'application/json' }]);
});

t.test('query parameters: repeated keys, undefined left out', async (t) => {
  const client = new HttpClient('http://cms', {}, 1000);
  t.equal(client.url('/contents', { category: ['a.b', 'c.d'], page: 2, webId: undefined, onlyPublished: true }), 'http://cms/contents?category=a.b&category=c.d&page=2&onlyPublished=true');
});

async function fileServer(t: { teardown(fn: () => unknown): void }, handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise((r) => { server.closeAllConnections(); server.close(r); }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readAll(body: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body ?? []) chunks.push(chunk);
  return Buffer.concat(chunks);
}

t.test('stream: the body unread, the configured headers sent, a redirect handed back unfollowed', async (t) => {
  const seen: (string | undefined)[] = [];
  const url = await fileServer(t, (req, res) => {
    seen.push(req.headers['x-api-key'] as string | undefined);
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/file' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]));
  });
  const client = new HttpClient(url, { 'x-api-key': 'k' }, 1000);
  const answer = await client.stream('/file');
  t.equal(answer.status, 200);
  t.same([...(await readAll(answer.body))], [0x25, 0x50, 0x44, 0x46, 0x00, 0xff], 'bytes as they are');
  const moved = await client.stream('/moved');
  t.equal(moved.status, 302);
  t.equal(moved.headers.get('location'), '/file');
  await moved.body?.cancel();
  t.same(seen, ['k', 'k'], 'the redirect target was not asked');
});

t.test('stream: GET retried once on a transient status, the first body discarded', async (t) => {
  let calls = 0;
  const url = await fileServer(t, (_req, res) => {
    calls++;
    res.writeHead(calls === 1 ? 503 : 200);
    res.end(calls === 1 ? 'busy' : 'file');
  });
  const answer = await new HttpClient(url, {}, 1000).stream('/x');
  t.equal(answer.status, 200);
  t.equal(String(await readAll(answer.body)), 'file');
  t.equal(calls, 2);
});

t.test('stream: a stalled upstream times out, headers or body; a slow reader does not', async (t) => {
  const url = await fileServer(t, (req, res) => {
    if (req.url === '/hang') return;
    res.writeHead(200);
    res.write('first part ');
    if (req.url === '/stall') return;
    setTimeout(() => res.end('second part'), 50);
  });
  const client = new HttpClient(url, {}, 200);
  const timedOut = (promise: Promise<unknown>) =>
    promise.then(
      () => false,
      (error: unknown) => error instanceof UpstreamError && error.timedOut,
    );
  t.ok(await timedOut(client.stream('/hang')), 'no headers');
  const stalled = await client.stream('/stall');
  t.ok(await timedOut(readAll(stalled.body)), 'half a body');

  const slow = await client.stream('/whole');
  await new Promise((r) => setTimeout(r, 500)); // the reader dawdles beyond the timeout before it reads
  t.equal(String(await readAll(slow.body)), 'first part second part');
});
