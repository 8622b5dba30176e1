/**
 * The visitors of the machines test (test/e2e/machines.test.ts), run on the front machine beside nginx: for
 * `durationMs`, `connections` visitors ask in turn for pages nginx keeps, pages of a signed-in visitor (made for
 * the request), searches never asked before, and answers to "Is this page useful?" (each with a marker of its own,
 * so the test can find it in the database). Every answer is read to its end; one line of JSON goes to stdout: each
 * request's kind, start (ms since the epoch), duration, status, whether it said Retry-After, whether it was what its
 * kind must get, and the marker of each feedback answer thanked (204).
 */
import { request, Agent } from 'node:https';
import { readFileSync } from 'node:fs';
import { answerTo } from './answer.ts';

export interface LoadSpec {
  /** nginx, e.g. https://127.0.0.1:443 */
  url: string;
  serverName: string;
  caFile: string;
  durationMs: number;
  connections: number;
  cachedPaths: string[];
  /** Makes this run's search terms and feedback markers its own. */
  run: string;
  /**
   * Each feedback answer comes from an address of its own, 127.x.y.z from this number on (the front machine's
   * loopback): the portal allows one address a few answers an hour, as it would many visitors.
   */
  addressBase: number;
}

export type Kind = 'cached' | 'signed-in' | 'search' | 'feedback';

export interface Outcome {
  kind: Kind;
  start: number;
  ms: number;
  status: number;
  retryAfter: boolean;
  ok: boolean;
  error?: string;
  marker?: string;
}

const MIX: Kind[] = ['cached', 'signed-in', 'cached', 'search', 'signed-in', 'feedback'];
const TERMS = ['podpora', 'prispevek', 'bydleni', 'nezamestnanost', 'urad prace', 'davky', 'formular', 'kontakty'];
/** Far beyond nginx's read timeout and any answer the bars allow: a request that takes this long hung. */
const TIMEOUT_MS = 30_000;

const spec = JSON.parse(process.argv[2]!) as LoadSpec;
const ca = readFileSync(spec.caFile);
const origin = `https://${spec.serverName}`;

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string; agent: Agent | false; localAddress?: string }) {
  return answerTo(request, spec.url + path, { ...options, headers: { host: spec.serverName, ...options.headers }, ca, servername: spec.serverName, timeout: TIMEOUT_MS });
}

const cookiesOf = (headers: Record<string, string | string[] | undefined>) =>
  ([] as string[]).concat(headers['set-cookie'] ?? []).map((line) => line.split(';', 1)[0]!);

/** A visitor signed in with the `/dev/login` form (demo user `demo`): its cookies. */
async function signIn(agent: Agent): Promise<string> {
  const form = await send('/dev/login', { agent });
  const token = /name="_csrf" value="([^"]+)"/.exec(form.body)?.[1];
  if (form.status !== 200 || !token) throw new Error(`the sign-in form: ${form.status}`);
  const answer = await send('/dev/login', {
    method: 'POST',
    agent,
    headers: { cookie: cookiesOf(form.headers).join('; '), origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo', password: 'demo', _csrf: token }).toString(),
  });
  const session = cookiesOf(answer.headers).find((cookie) => cookie.startsWith('portal_session='));
  if (answer.status !== 303 || !session) throw new Error(`sign-in: ${answer.status}`);
  return session;
}

const agent = new Agent({ keepAlive: true, maxSockets: spec.connections * 2 });
const session = await signIn(agent);
const outcomes: Outcome[] = [];
const until = Date.now() + spec.durationMs;
let n = 0;

async function visitor() {
  while (Date.now() < until) {
    const i = n++;
    const kind = MIX[i % MIX.length]!;
    const page = spec.cachedPaths[i % spec.cachedPaths.length]!;
    const start = Date.now();
    const outcome: Outcome = { kind, start, ms: 0, status: 0, retryAfter: false, ok: false };
    try {
      let answer;
      if (kind === 'feedback') {
        outcome.marker = `${spec.run}-${i}`;
        const a = spec.addressBase + i;
        answer = await send('/api/feedback', {
          method: 'POST',
          agent: false,
          localAddress: `127.${1 + Math.floor(a / 65536)}.${Math.floor(a / 256) % 256}.${a % 256}`,
          headers: { origin, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ path: page, useful: 'no', wrong: outcome.marker }).toString(),
        });
        outcome.ok = answer.status === 204;
      } else {
        const path = kind === 'search' ? `/api/search?q=${encodeURIComponent(TERMS[i % TERMS.length]!)}&lang=cs&run=${spec.run}-${i}` : page;
        answer = await send(path, { agent, headers: kind === 'signed-in' ? { cookie: session } : {} });
        outcome.ok = answer.status === 200 && (kind === 'search' ? answer.body.trimEnd().endsWith('}') : answer.body.trimEnd().endsWith('</html>'));
      }
      outcome.status = answer.status;
      outcome.retryAfter = answer.headers['retry-after'] !== undefined;
    } catch (error) {
      outcome.error = (error as Error).message;
    }
    outcome.ms = Date.now() - start;
    outcomes.push(outcome);
  }
}

await Promise.all(Array.from({ length: spec.connections }, visitor));
agent.destroy();
process.stdout.write(JSON.stringify(outcomes) + '\n');
