/**
 * A content service a test can make slow, failing or garbled: it forwards to the real embedded service and
 * injects the fault the test sets. It counts upstream calls per path and keeps the headers it received.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXTURES, startContentService } from './portal.ts';

export type Fault =
  | { kind: 'none' }
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number; times?: number }
  | { kind: 'garbage' }
  | { kind: 'wrong-shape' }
  | { kind: 'reset' }
  /** Requests to this path (its query aside) are never answered; the others are. */
  | { kind: 'hang'; path: string }
  /** The real answer, changed: an editor's edit in the CMS. */
  | { kind: 'edit'; edit: (body: string) => string };

interface Teardown {
  teardown(fn: () => unknown): void;
}

export async function startFakeCms(t: Teardown, contentDir = FIXTURES) {
  const upstream = await startContentService(t, contentDir);
  const state = { fault: { kind: 'none' } as Fault, calls: new Map<string, number>(), headers: [] as IncomingHttpHeaders[] };
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    state.calls.set(path, (state.calls.get(path) ?? 0) + 1);
    state.headers.push(req.headers);
    const fault = state.fault;
    if (fault.kind === 'reset') return req.socket.destroy();
    if (fault.kind === 'hang' && fault.path === path) return;
    if (fault.kind === 'status' && (fault.times === undefined || fault.times-- > 0)) {
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ statusCode: fault.status, message: 'injected failure' }));
    }
    if (fault.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"items": [ this is not json');
    }
    if (fault.kind === 'wrong-shape') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ items: [{ id: 42 }], id: null }));
    }
    if (fault.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms));
    try {
      const answer = await fetch(upstream.url + req.url);
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      const text = await answer.text();
      res.end(fault.kind === 'edit' ? fault.edit(text) : text);
    } catch {
      req.socket.destroy(); // the upstream is gone: the test is tearing down
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    set fault(fault: Fault) { state.fault = fault; },
    calls: (path: string) => state.calls.get(path) ?? 0,
    totalCalls: () => [...state.calls.values()].reduce((a, b) => a + b, 0),
    headers: state.headers,
  };
}
