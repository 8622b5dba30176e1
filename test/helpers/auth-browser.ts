/**
 * A browser's part of the sign-in flow for pipeline tests: one cookie jar, redirects followed by hand, requests
 * to the portal's public URL answered by `app.inject`, everything else (the CAS stand-in) over real HTTP. The
 * portal itself talks to the provider and CAS over HTTP, as in production.
 */
import type { FastifyInstance } from 'fastify';
import { CookieJar, formFields } from './auth-stand-ins.ts';

export interface Visit {
  url: string;
  response: Response;
}

export class TestBrowser {
  readonly jar = new CookieJar();
  readonly #origin: string;

  constructor(
    readonly app: FastifyInstance,
    publicUrl: string,
  ) {
    this.#origin = new URL(publicUrl).origin;
  }

  /** One request, its cookies sent and the answer's kept; redirects are not followed. */
  async request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
    const target = new URL(url, this.#origin);
    const cookie = this.jar.header(target.pathname);
    // As a browser sends with a form posted from a page of the same origin.
    const fromPage: Record<string, string> = init.method && !['GET', 'HEAD'].includes(init.method) && target.origin === this.#origin ? { origin: this.#origin, 'sec-fetch-site': 'same-origin' } : {};
    const headers = { ...(cookie ? { cookie } : {}), ...fromPage, ...init.headers };
    let response: Response;
    if (target.origin === this.#origin) {
      const answer = await this.app.inject({ method: (init.method ?? 'GET') as 'GET', url: target.pathname + target.search, headers, payload: init.body });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) responseHeaders.append(name, String(one));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304 || init.method === 'HEAD';
      response = new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
    } else {
      response = await fetch(target, { method: init.method, headers, body: init.body, redirect: 'manual' });
    }
    this.jar.store(response);
    return response;
  }

  /** Requests `url` and follows redirects until an answer that is none; returns every step. */
  async follow(url: string, init: Parameters<TestBrowser['request']>[1] = {}, maxSteps = 12): Promise<Visit[]> {
    const visits: Visit[] = [];
    let next: string | undefined = new URL(url, this.#origin).href;
    let options = init;
    while (next !== undefined) {
      if (visits.length >= maxSteps) throw new Error(`more than ${maxSteps} redirects: ${visits.map((v) => v.url).join(' → ')}`);
      const response = await this.request(next, options);
      visits.push({ url: next, response });
      const location = response.headers.get('location');
      next = response.status >= 300 && response.status < 400 && location ? new URL(location, next).href : undefined;
      options = {};
    }
    return visits;
  }

  /** Fills in and posts the CAS login form shown by the last visit, then follows the redirects back. */
  async signInAtCas(form: Visit, username: string, password = username): Promise<Visit[]> {
    const html = await form.response.clone().text();
    const action = new URL('/cas/login', form.url).href;
    return this.follow(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...formFields(html), username, password }).toString(),
    });
  }

  /** From an anonymous visit to `path` through the CAS form to the answer after signing in. */
  async signIn(path: string, username: string, password = username): Promise<Visit[]> {
    const toForm = await this.follow(path);
    return [...toForm, ...(await this.signInAtCas(toForm.at(-1)!, username, password))];
  }
}

export function last(visits: Visit[]): Visit {
  return visits.at(-1)!;
}
