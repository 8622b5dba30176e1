/**
 * The one HTTP client to upstream services (DESIGN.md): a base URL, fixed extra headers, a timeout on every
 * call, object bodies sent as JSON. GET and HEAD are retried once on a transient status or a dropped
 * connection; a request with a body never is, because repeating a POST can do harm twice.
 */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  method?: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class UpstreamError extends Error {
  constructor(message: string, readonly status?: number, options?: ErrorOptions) {
    super(message, options);
  }
}

export class HttpClient {
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string>,
    private readonly timeoutMs: number,
  ) {}

  url(path: string, query: RequestOptions['query'] = {}): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v));
    }
    const qs = search.toString();
    return this.baseUrl + path + (qs ? `?${qs}` : '');
  }

  async request(path: string, options: RequestOptions = {}): Promise<HttpResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const retryable = (method === 'GET' || method === 'HEAD') && options.body === undefined;
    const url = this.url(path, options.query);
    for (let attempt = 1; ; attempt++) {
      const last = !retryable || attempt === 2;
      try {
        const response = await this.#once(method, url, options);
        if (last || !RETRY_STATUSES.has(response.status)) return response;
      } catch (error) {
        if (last || options.signal?.aborted || !(error instanceof UpstreamError) || isTimeout(error)) throw error;
      }
    }
  }

  async #once(method: string, url: string, options: RequestOptions): Promise<HttpResponse> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const headers: Record<string, string> = { accept: 'application/json', ...this.headers, ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    try {
      const response = await fetch(url, { method, headers, body, signal, redirect: 'manual' });
      return { status: response.status, headers: response.headers, text: await response.text() };
    } catch (error) {
      const reason = timeout.aborted ? `timed out after ${this.timeoutMs} ms` : (error as Error).message;
      throw new UpstreamError(`${method} ${url} failed: ${reason}`, undefined, { cause: timeout.aborted ? new TimeoutError() : error });
    }
  }
}

class TimeoutError extends Error {}

function isTimeout(error: UpstreamError): boolean {
  return error.cause instanceof TimeoutError;
}
