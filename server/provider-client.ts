/**
 * The portal's client for the security provider's `rest/user-info` (SPEC.md §2): who the visitor's provider
 * session belongs to. Only the provider's own cookies are forwarded, never the portal's or anyone else's.
 * The answer tells three cases apart: a user, no user (null: the provider says 401), and a provider that
 * cannot say (AUTH_PROVIDER_UNAVAILABLE, 503), so a protected page can tell "sign in" from "sign-in is down".
 */
import { z } from 'zod';
import { ProviderPaths, type ProviderUser } from '../shared/security-provider.ts';
import { Errors } from './errors.ts';
import { HttpClient, UpstreamError } from './http-client.ts';

const UserInfo = z.object({ login: z.string().min(1), name: z.string().optional(), email: z.string().optional() });

export class ProviderClient {
  readonly #http: HttpClient;
  readonly #cookieNames: ReadonlySet<string>;

  /** `baseUrl`: SECURITY_PROVIDER_URL (the paths carry their prefix); a short `timeoutMs`: a page waits for it. */
  constructor(baseUrl: string, timeoutMs: number, cookieNames: readonly string[]) {
    this.#http = new HttpClient(baseUrl, {}, timeoutMs);
    this.#cookieNames = new Set(cookieNames);
  }

  /** The user of the provider session in the visitor's `Cookie` header; null without one. */
  async userInfo(cookieHeader: string | undefined, signal?: AbortSignal): Promise<ProviderUser | null> {
    const cookie = this.providerCookies(cookieHeader);
    if (!cookie) return null;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await this.#http.request(ProviderPaths.userInfo, { headers: { cookie }, signal }));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      throw new Errors.AUTH_PROVIDER_UNAVAILABLE(error.message, { cause: error });
    }
    if (status === 401) return null;
    if (status !== 200) throw new Errors.AUTH_PROVIDER_UNAVAILABLE(`user-info answered HTTP ${status}`);
    let parsed: ReturnType<typeof UserInfo.safeParse>;
    try {
      parsed = UserInfo.safeParse(JSON.parse(text));
    } catch {
      throw new Errors.AUTH_PROVIDER_UNAVAILABLE('user-info answered something that is not JSON');
    }
    if (!parsed.success) throw new Errors.AUTH_PROVIDER_UNAVAILABLE('user-info answered JSON without a login');
    const { login, name, email } = parsed.data;
    return { login, name: name || login, email: email ?? '' };
  }

  /** The `name=value` pairs of the provider's cookies in a `Cookie` header, exactly as the browser sent them. */
  providerCookies(cookieHeader: string | undefined): string {
    return (cookieHeader ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('=') && this.#cookieNames.has(pair.slice(0, pair.indexOf('=')).trim()))
      .join('; ');
  }
}
