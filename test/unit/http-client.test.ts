import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { HttpClient } from '../../server/http-client.ts';

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
