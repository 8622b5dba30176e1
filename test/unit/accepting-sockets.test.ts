/**
 * A process accepts a surge of new connections within a few turns of its event loop: one socket has one connection
 * accepted a turn, each more socket of the port another (server/accepting-sockets.ts). Measured as a process under
 * load sees it: its loop busy while 40 connections queue up in the kernel, then the connections accepted before the
 * next turn's `setImmediate`. Each is a working connection of the HTTP server.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { ACCEPTING_SOCKETS, acceptOnMoreSockets, SHARED_PORT } from '../../server/accepting-sockets.ts';

const CONNECTIONS = 40;

// A client in a process of its own (this one's loop is kept busy): it connects CONNECTIONS times, says so in a file,
// then asks for a page on each connection and prints how many were answered 200.
const CLIENT = `
const net = require('node:net');
const fs = require('node:fs');
const [port, flag, count] = process.argv.slice(1);
const sockets = [];
let connected = 0, answered = 0;
for (let i = 0; i < Number(count); i++) {
  const socket = net.connect(Number(port), '127.0.0.1', () => {
    if (++connected < Number(count)) return;
    fs.writeFileSync(flag, 'connected');
    for (const s of sockets) s.write('GET / HTTP/1.1\\r\\nHost: portal\\r\\nConnection: close\\r\\n\\r\\n');
  });
  let head = '';
  socket.on('data', (chunk) => (head += chunk));
  socket.on('end', () => {
    if (head.startsWith('HTTP/1.1 200')) answered++;
    if (--connected === 0) console.log(answered);
  });
  sockets.push(socket);
}`;

/** Connections a server with `moreSockets` accepts in the first turn after its loop was busy, and how many the client got answered. */
async function firstTurn(t: Test, moreSockets: number): Promise<{ accepted: number; answered: number }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-accepting-'));
  t.teardown(() => rm(folder, { recursive: true, force: true }));
  let accepted = 0;
  const server = createServer((_request, response) => response.end('page'));
  server.on('connection', () => accepted++);
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0, ...SHARED_PORT }, resolve));
  const stopAccepting = await acceptOnMoreSockets(server, moreSockets);
  t.teardown(async () => {
    server.close();
    await stopAccepting();
  });
  const flag = path.join(folder, 'connected');
  const client = spawn(process.execPath, ['-e', CLIENT, String((server.address() as { port: number }).port), flag, String(CONNECTIONS)], { stdio: ['ignore', 'pipe', 'inherit'], timeout: 30_000 });
  let printed = '';
  client.stdout.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => client.once('exit', resolve));
  // The loop busy (as a render is) until every connection waits in the kernel's accept queue.
  const until = Date.now() + 20_000;
  while (!existsSync(flag) && Date.now() < until);
  // The loop's next poll accepts: between this turn's end and the next's.
  const acceptedInFirstTurn = await new Promise<number>((resolve) =>
    setImmediate(() => {
      const before = accepted;
      setImmediate(() => resolve(accepted - before));
    }),
  );
  await exited;
  return { accepted: acceptedInFirstTurn, answered: Number(printed.trim()) };
}

t.test('one socket: one connection accepted a turn (libuv since 1.45)', async (t) => {
  const { accepted, answered } = await firstTurn(t, 0);
  t.equal(accepted, 1, 'one in the first turn');
  t.equal(answered, CONNECTIONS, 'every connection answered in the end');
});

t.test(`${ACCEPTING_SOCKETS} sockets of one port: up to ${ACCEPTING_SOCKETS} a turn, each a connection of the HTTP server`, async (t) => {
  const { accepted, answered } = await firstTurn(t, ACCEPTING_SOCKETS - 1);
  // The kernel spreads the 40 connections over the sockets by their addresses: nearly always all of them hold some.
  t.ok(accepted >= ACCEPTING_SOCKETS / 2 && accepted <= ACCEPTING_SOCKETS, `${accepted} in the first turn`);
  t.equal(answered, CONNECTIONS, 'every connection answered, those of the other sockets included');
});
