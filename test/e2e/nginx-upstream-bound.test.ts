/**
 * nginx keeps to a bounded set of connections to each portal process (deploy/nginx-site.ts `CONNECTIONS_PER_PROCESS`)
 * and answers beyond them itself, at once: a process accepts one new connection a turn of its event loop, so under
 * load a request on a connection made anew would wait unseen in the kernel's accept queue. Checked with Debian's nginx
 * in front of a process that holds every request it reads (a process busy to its limit), on loopback; and the connections stay open for the requests that follow.
 * A process's own 503 (it sheds load after a second in its render line) is passed on, never asked again of another
 * process: that would double the visitor's wait, and nginx closes a connection whose answer it drops.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { startNginx, writeNginxConfig } from '../../deploy/cluster.ts';
import { CONNECTIONS_PER_PROCESS, nginxSite } from '../../deploy/nginx-site.ts';
import { stop, waitForHttp } from '../../deploy/processes.ts';
import { freePort } from '../helpers/ports.ts';

const prefix = await mkdtemp(path.join(tmpdir(), 'portal-nginx-bound-'));
t.teardown(() => rm(prefix, { recursive: true, force: true }));

// The busy process: every request it reads is held until the test lets go; it counts the connections it was given.
const held: ServerResponse[] = [];
let connections = 0;
let open = 0;
const busy = createServer((incoming, response) => {
  if (incoming.url === '/healthz') return void response.end('ok');
  held.push(response);
});
busy.on('connection', (socket) => {
  connections++;
  open++;
  socket.on('close', () => open--);
});
await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise((resolve) => busy.close(resolve)));
const upstream = `127.0.0.1:${(busy.address() as { port: number }).port}`;

/** Debian's nginx with the shipped site in front of `upstreams`, in a folder of its own; its port. */
async function nginxBefore(upstreams: string[]): Promise<number> {
  const folder = await mkdtemp(path.join(prefix, 'nginx-'));
  await mkdir(path.join(folder, 'cache'));
  const port = await freePort();
  const site = await nginxSite({ upstreams, cacheDir: path.join(folder, 'cache'), accessLog: path.join(folder, 'access.log'), listen: { loopbackPort: port } });
  const nginx = await startNginx(folder, await writeNginxConfig(folder, folder, site));
  t.teardown(() => stop(nginx));
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, nginx, 10_000);
  return port;
}
const port = await nginxBefore([upstream]);

/** A page asked through nginx: its status, its `Retry-After`, and how long the answer took. */
function ask(pathname: string, to = port): Promise<{ status: number; retryAfter?: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const asked = request({ host: '127.0.0.1', port: to, path: pathname, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode!, retryAfter: answer.headers['retry-after'] as string | undefined, ms: performance.now() - started }));
    });
    asked.on('error', reject);
    asked.end();
  });
}

t.test(`at most ${CONNECTIONS_PER_PROCESS} connections to a process; beyond them nginx's own 503 at once`, async (t) => {
  const inFlight = Array.from({ length: CONNECTIONS_PER_PROCESS }, (_, i) => ask(`/aktuality?held=${i}`));
  for (let tries = 0; tries < 100 && held.length < CONNECTIONS_PER_PROCESS; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  t.equal(held.length, CONNECTIONS_PER_PROCESS, 'the process holds as many requests as nginx may send it');
  const beyond = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(`/aktuality?beyond=${i}`)));
  t.same(beyond.map((answer) => answer.status), Array(8).fill(503), 'each request beyond them gets 503');
  t.ok(beyond.every((answer) => answer.retryAfter === '5'), 'with Retry-After');
  t.ok(beyond.every((answer) => answer.ms < 1_000), `at once (the slowest ${Math.max(...beyond.map((answer) => answer.ms)).toFixed(0)} ms), not after a timeout`);
  const given = connections;
  t.ok(given <= CONNECTIONS_PER_PROCESS, `the process was given no connection beyond the bound (${given}, the health check's among them)`);

  for (const response of held.splice(0)) response.end('page');
  t.ok((await Promise.all(inFlight)).every((answer) => answer.status === 200), 'the held requests are answered');
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal(open, given, 'nginx keeps them all open for the next requests, none closed to be made anew');
});

t.test("a process's own 503 is passed on, not asked again of another process", async (t) => {
  // One process sheds every request (503 with Retry-After), the other renders; each counts what it was asked and on
  // how many connections.
  const asked = { shedding: 0, rendering: 0 };
  const given = { shedding: 0, rendering: 0 };
  const processes = await Promise.all(
    (['shedding', 'rendering'] as const).map(async (name) => {
      const server = createServer((incoming, response) => {
        if (incoming.url === '/healthz') return void response.end('ok');
        asked[name]++;
        if (name === 'shedding') return void response.writeHead(503, { 'retry-after': '30' }).end('busy');
        response.end('page');
      });
      server.on('connection', () => given[name]++);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      t.teardown(() => new Promise((resolve) => server.close(resolve)));
      return `127.0.0.1:${(server.address() as { port: number }).port}`;
    }),
  );
  const front = await nginxBefore(processes);
  const answers: { status: number; retryAfter?: string }[] = [];
  for (let i = 0; i < 20; i++) answers.push(await ask(`/aktuality?shed=${i}`, front));
  const refused = answers.filter((answer) => answer.status === 503);
  t.equal(refused.length, asked.shedding, `each request the shedding process refused reached the visitor as its 503 (${refused.length} of 20)`);
  t.ok(asked.shedding > 0 && asked.rendering > 0, `both processes were asked (${asked.shedding} and ${asked.rendering})`);
  t.equal(asked.shedding + asked.rendering, 20, 'no request was asked twice');
  t.ok(refused.every((answer) => answer.retryAfter === '30'), "with the process's own Retry-After");
  t.ok(given.shedding <= 2, `the shedding process's connection kept for the next request (${given.shedding} made, the health check's among them)`);
});
