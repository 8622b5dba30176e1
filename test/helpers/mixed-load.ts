/**
 * Load as visitors make it, for the cluster's kill test: pages nginx keeps, pages made for the request (a session
 * cookie: neither nginx nor the portal's page cache answers them), searches never asked before, and answers to
 * "Is this page useful?" (POST). Each visitor connection comes from an address of its own in 127.0.0.0/8, as many
 * visitors would, so per-address limits apply as they would in production; every POST comes from a new address.
 * Every answer is read to its end and judged: a status the kind does not expect, a body cut short or a network error
 * is a failure; a POST answered 503 with Retry-After is counted apart (the browser may send it again).
 */
import { Agent, request } from 'node:http';
import { answerTo, type Answer } from './answer.ts';

export type LoadKind = 'cached' | 'uncached' | 'search' | 'feedback';

export interface KindTally {
  requests: number;
  failures: number;
  /** POSTs answered 503 with Retry-After: not kept, and the browser is told to try again. */
  retryable: number;
  /** Feedback POSTs answered 204 (kept). */
  kept: number;
}

export interface LoadResult {
  byKind: Record<LoadKind, KindTally>;
  /** The first failures, described (status or error, kind, path). */
  failures: string[];
}

export interface LoadOptions {
  /** nginx's URL, e.g. http://127.0.0.1:8080 (also the Origin of the feedback form). */
  url: string;
  connections: number;
  durationMs: number;
  /** Pages nginx keeps (asked for before). */
  cachedPaths: string[];
  /** Makes each visitor and POST address distinct across runs of one test process. */
  addressBase: number;
}

/** The share of each kind in the mix, in turn. */
const MIX: LoadKind[] = ['cached', 'cached', 'cached', 'uncached', 'search', 'feedback'];
const SEARCH_TERMS = ['podpora', 'prispevek', 'bydleni', 'nezamestnanost', 'urad prace', 'davky', 'formular', 'kontakty', 'rodicovsky', 'pece'];
const REQUEST_TIMEOUT_MS = 15_000;
let addresses = 0;

/** A distinct loopback address: 127.1.x.y. */
function nextAddress(base: number): string {
  const n = base + addresses++;
  return `127.${1 + Math.floor(n / 65536) % 250}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; agent: Agent | false; localAddress?: string }): Promise<Answer> {
  return answerTo(request, url, { ...options, timeout: REQUEST_TIMEOUT_MS });
}

/** Whether an answer is what its kind must get. */
function judge(kind: LoadKind, answer: Answer): 'ok' | 'retryable' | 'failed' {
  if (kind === 'feedback') {
    if (answer.status === 204) return 'ok';
    return answer.status === 503 && answer.headers['retry-after'] ? 'retryable' : 'failed';
  }
  if (answer.status !== 200) return 'failed';
  if (kind === 'search') return answer.body.trimEnd().endsWith('}') ? 'ok' : 'failed';
  return answer.body.trimEnd().endsWith('</html>') ? 'ok' : 'failed';
}

export async function mixedLoad(options: LoadOptions): Promise<LoadResult> {
  const empty = (): KindTally => ({ requests: 0, failures: 0, retryable: 0, kept: 0 });
  const result: LoadResult = { byKind: { cached: empty(), uncached: empty(), search: empty(), feedback: empty() }, failures: [] };
  const until = Date.now() + options.durationMs;
  let n = 0;

  const visitor = async () => {
    const localAddress = nextAddress(options.addressBase);
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    try {
      while (Date.now() < until) {
        const i = n++;
        const kind = MIX[i % MIX.length]!;
        const cached = options.cachedPaths[i % options.cachedPaths.length]!;
        const tally = result.byKind[kind];
        tally.requests++;
        let path = cached;
        try {
          let answer: Answer;
          if (kind === 'feedback') {
            path = '/api/feedback';
            answer = await send(options.url + path, {
              method: 'POST',
              agent: false,
              localAddress: nextAddress(options.addressBase),
              headers: { origin: options.url, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ path: cached, useful: i % 2 ? 'yes' : 'no', wrong: `load ${i}` }).toString(),
            });
          } else {
            if (kind === 'search') path = `/api/search?q=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length]!)}&page=${1 + (i % 7)}&lang=cs&load=${i}`;
            const headers: Record<string, string> = kind === 'uncached' ? { cookie: 'portal_session=a-visitor-of-their-own' } : {};
            answer = await send(options.url + path, { agent, headers });
          }
          const verdict = judge(kind, answer);
          if (verdict === 'retryable') tally.retryable++;
          if (verdict === 'ok' && kind === 'feedback') tally.kept++;
          if (verdict === 'failed') {
            tally.failures++;
            if (result.failures.length < 20) result.failures.push(`${kind} ${path}: ${answer.status} ${answer.body.slice(0, 120)}`);
          }
        } catch (error) {
          tally.failures++;
          if (result.failures.length < 20) result.failures.push(`${kind} ${path}: ${(error as Error).message}`);
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, visitor));
  return result;
}
