/**
 * What the content-service contract tests share: a plain `fetch` against the listening service (real HTTP, as
 * the portal talks to it) and the check that an answer is an error of docs/content-api.md §7 "Errors".
 */
import type tap from 'tap';

export interface Answer {
  status: number;
  type: string | null;
  // The tests read arbitrary fields of the JSON answer and assert on them, so `any` is the honest type here.
  body: any;
}

export async function get(base: string, path: string): Promise<Answer> {
  const res = await fetch(base + path);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { unparsable: text };
  }
  return { status: res.status, type: res.headers.get('content-type'), body };
}

/** A subtest's `t` (tap's own type is assembled from plugins, so it is taken from `t.test`'s callback). */
type Asserts = Parameters<Parameters<typeof tap.test>[0]>[0];

/** Every error is exactly `{ statusCode, message }`, JSON, with statusCode equal to the HTTP status. */
export function isError(t: Asserts, answer: Answer, status: number, message: string | RegExp, what = ''): void {
  const label = what ? `${what}: ` : '';
  t.equal(answer.status, status, `${label}HTTP status ${status}`);
  t.match(answer.type, /^application\/json(;|$)/, `${label}error is JSON`);
  t.same(Object.keys(answer.body).sort(), ['message', 'statusCode'], `${label}error body has exactly statusCode and message`);
  t.equal(answer.body.statusCode, status, `${label}statusCode equals the HTTP status`);
  if (typeof message === 'string') t.equal(answer.body.message, message, `${label}message`);
  else t.match(answer.body.message, message, `${label}message`);
}

export function ids(answer: Answer): string[] {
  return (answer.body.items as { id: string }[]).map((item) => item.id);
}
