/**
 * A process listens on several sockets of its one port, so a surge of new connections is accepted within a few turns
 * of its event loop. A listening socket has one connection accepted a turn (libuv since 1.45, its PR #3696), and an
 * overloaded turn lasts 15–20 ms: when nginx opened its 128 connections to a process at once (a surge after a quiet
 * spell, or just after a restart), the last of them waited 2 s unseen in the kernel's accept queue (`npm run
 * bench:overload`: nginx's time less the portal's own was 2.1 s on new connections, 15 ms on kept ones). The kernel
 * shares a port's new connections among the sockets bound to it with SO_REUSEPORT, each accepted by its own handle,
 * and the HTTP server takes each connection as its own. The price: a second process started on the same port by
 * mistake shares its connections instead of failing to start (docs/operations.md says so).
 */
import type { Server } from 'node:http';
import { createServer, type Server as NetServer } from 'node:net';

/** Sockets a process listens on: nginx's 128 connections to it (deploy/nginx-site.ts) accepted in 16 turns. */
export const ACCEPTING_SOCKETS = 8;

/** What the first socket must be bound with for the others to share its port. */
export const SHARED_PORT = { reusePort: true } as const;

/**
 * Binds `count` more sockets to the address `server` listens on (bound with SHARED_PORT), each handing what it
 * accepts to `server`, and its errors too. Returns what stops them accepting, at once, and resolves once the
 * connections they gave the server have ended: `server.close()` waits only for those it accepted itself. Where one
 * cannot be bound, those bound are closed and the error thrown.
 */
export async function acceptOnMoreSockets(server: Server, count = ACCEPTING_SOCKETS - 1): Promise<() => Promise<void>> {
  const { address: host, port } = server.address() as { address: string; port: number };
  const bound = await Promise.allSettled(
    Array.from(
      { length: count },
      () =>
        new Promise<NetServer>((resolve, reject) => {
          // As Node's HTTP server makes its own socket: an answer still goes out after a client's half-close; no delay.
          const socket = createServer({ allowHalfOpen: true, noDelay: true }, (connection) => server.emit('connection', connection));
          socket.once('error', reject);
          socket.listen({ host, port, ...SHARED_PORT }, () => {
            socket.off('error', reject);
            socket.on('error', (error) => server.emit('error', error));
            resolve(socket);
          });
        }),
    ),
  );
  const sockets = bound.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stop = async () => {
    await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.close(resolve))));
  };
  const failed = bound.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return stop;
}
