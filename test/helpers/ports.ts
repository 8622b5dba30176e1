/** Free loopback ports for the servers tests start. */
import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * `length` consecutive loopback ports free right now, below the kernel's range for outgoing connections: for
 * servers that bind them a while after they are chosen (a database started after initdb, servers a test stops and
 * starts again on the same port), which an outgoing connection could otherwise take in between (the server's start
 * then fails with EADDRINUSE).
 */
export async function freePortsBoundLater(length: number): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '32768');
  const ephemeralFrom = Number(range.trim().split(/\s+/)[0]);
  const lowest = 10_000;
  for (;;) {
    const first = lowest + Math.floor(Math.random() * (ephemeralFrom - lowest - length));
    const servers: Server[] = [];
    try {
      for (let port = first; port < first + length; port++) {
        const server = createServer();
        await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
        servers.push(server);
      }
      return first;
    } catch {
      // one of them is taken: another run
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  }
}

/** A loopback port free right now: the portal's public URL must name its port before it listens (CAS checks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
