/**
 * The one HTTP client to upstream services (docs/architecture.md §4 "Upstream HTTP"): a base URL, fixed extra headers,
 * a timeout on every call, object bodies sent as JSON, redirects never followed. GET and HEAD are retried once on a
 * transient status or a dropped connection; a request with a body never is, because repeating a POST can do harm twice.
 * `stream` hands over the body unread, for files passed through or read up to a bound.
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

export interface HttpStream {
  status: number;
  headers: Headers;
  /** Null for HEAD and bodiless statuses. Errors with an UpstreamError when the upstream stalls or fails. */
  body: ReadableStream<Uint8Array> | null;
}

export class UpstreamError extends Error {
  constructor(message: string, readonly status?: number, options?: ErrorOptions) {
    super(message, options);
  }

  /** The client's timeout ran out, or the caller's signal was a timeout (`AbortSignal.timeout`). */
  get timedOut(): boolean {
    return this.cause instanceof TimeoutError || (this.cause instanceof DOMException && this.cause.name === 'TimeoutError');
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
    const url = this.url(path, options.query);
    return this.#retrying(method, options, () => this.#once(method, url, options));
  }

  /**
   * The answer with its body unread. The timeout bounds the wait for the headers and then each wait for the next
   * piece of the body, not the whole transfer: a client reading slowly is never cut off, a stalled upstream is.
   */
  async stream(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<HttpStream> {
    const method = (options.method ?? 'GET').toUpperCase();
    const url = this.url(path, options.query);
    return this.#retrying(method, options, () => this.#openStream(method, url, options), (answer) => answer.body?.cancel());
  }

  async #retrying<T extends { status: number }>(method: string, options: RequestOptions, send: () => Promise<T>, discard?: (answer: T) => unknown): Promise<T> {
    const retryable = (method === 'GET' || method === 'HEAD') && options.body === undefined;
    for (let attempt = 1; ; attempt++) {
      const last = !retryable || attempt === 2;
      try {
        const response = await send();
        if (last || !RETRY_STATUSES.has(response.status)) return response;
        await discard?.(response);
      } catch (error) {
        if (last || options.signal?.aborted || !(error instanceof UpstreamError) || error.timedOut) throw error;
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
      throw this.#failure(method, url, timeout.aborted, options.signal, error);
    }
  }

  async #openStream(method: string, url: string, options: RequestOptions): Promise<HttpStream> {
    const controller = new AbortController();
    let stalled = false;
    const stall = () => {
      stalled = true;
      controller.abort();
    };
    let timer = setTimeout(stall, this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;
    let response: Response;
    try {
      response = await fetch(url, { method, headers: { ...this.headers, ...options.headers }, signal, redirect: 'manual' });
    } catch (error) {
      throw this.#failure(method, url, stalled, options.signal, error);
    } finally {
      clearTimeout(timer);
    }
    const upstream = response.body?.getReader();
    const body =
      upstream &&
      new ReadableStream<Uint8Array>({
        // Pulled only when the reader wants more, so the clock runs only while the upstream is awaited.
        pull: async (sink) => {
          timer = setTimeout(stall, this.timeoutMs);
          try {
            const { done, value } = await upstream.read();
            if (done) sink.close();
            else sink.enqueue(value);
          } catch (error) {
            throw this.#failure(method, url, stalled, options.signal, error);
          } finally {
            clearTimeout(timer);
          }
        },
        cancel: (reason) => upstream.cancel(reason),
      });
    return { status: response.status, headers: response.headers, body: body ?? null };
  }

  #failure(method: string, url: string, timedOut: boolean, signal: AbortSignal | undefined, error: unknown): UpstreamError {
    const reason = timedOut ? `timed out after ${this.timeoutMs} ms` : signal?.aborted ? `aborted: ${String(signal.reason)}` : (error as Error).message;
    return new UpstreamError(`${method} ${url} failed: ${reason}`, undefined, { cause: timedOut ? new TimeoutError() : signal?.aborted ? signal.reason : error });
  }
}

class TimeoutError extends Error {}
