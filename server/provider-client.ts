/**
 * The portal's client for the security provider (docs/product.md §2, §7): `rest/user-info`, who the visitor's provider
 * session belongs to, and the token calls of a username/password sign-in and of a sign-up. Only the provider's own cookies are
 * forwarded, never the portal's or anyone else's. Each answer tells three cases apart: a result, no result
 * (null: the provider says 401), and a provider that cannot say (AUTH_PROVIDER_UNAVAILABLE, 503), so a
 * protected page can tell "sign in" from "sign-in is down".
 */
import { z } from 'zod';
import { ProviderPaths, type ProviderUser, type SignUpAccount } from '../shared/security-provider.ts';
import { Errors } from './errors.ts';
import { HttpClient, UpstreamError, type RequestOptions } from './http-client.ts';

const UserInfo = z.object({ login: z.string().min(1), name: z.string().optional(), email: z.string().optional() });
// docs/product.md §5: a token that is not a string stops the sign-in.
const Tokens = z.object({ token: z.string().min(1), refreshToken: z.string().min(1).optional() });
const SessionAnswer = z.object({ user: UserInfo });

export type ProviderTokens = z.infer<typeof Tokens>;

/** Why the provider refused a sign-up: the username is taken (409), or a field does not fit its rules (400). */
export type SignUpRefusal = 'taken' | 'invalid';

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
    const answer = await this.#call('user-info', ProviderPaths.userInfo, UserInfo, { headers: { cookie }, signal }, 'a login');
    return answer && userOf(answer);
  }

  /** Sign-in with a username and password: the tokens, or null when the provider refuses them. */
  signIn(username: string, password: string): Promise<ProviderTokens | null> {
    return this.#call('sign-in', ProviderPaths.signIn, Tokens, { method: 'POST', body: { username, password } }, 'a token');
  }

  /** A new account (docs/product.md §7 sign-up), signed in at once: its tokens, or why the provider refused it. */
  async signUp(account: SignUpAccount): Promise<ProviderTokens | SignUpRefusal> {
    const refusals: Record<number, SignUpRefusal> = { 409: 'taken', 400: 'invalid' };
    const answer = await this.#call('sign-up', ProviderPaths.signUp, Tokens, { method: 'POST', body: account }, 'a token', refusals);
    // A provider that answers a refused sign-up with 401 says no more than that it does not fit.
    return answer ?? 'invalid';
  }

  /** The user a token belongs to; null when the token is unknown or expired. */
  async session(token: string): Promise<ProviderUser | null> {
    const answer = await this.#call('session', ProviderPaths.session, SessionAnswer, { headers: { authorization: `Bearer ${token}` } }, 'a user');
    return answer && userOf(answer.user);
  }

  /** New tokens for a refresh token (which is spent); null when it is unknown, used or expired. */
  refresh(refreshToken: string): Promise<ProviderTokens | null> {
    return this.#call('refresh', ProviderPaths.refresh, Tokens, { method: 'POST', body: { refreshToken } }, 'a token');
  }

  /** Ends a token's session at the provider. */
  async signOut(tokens: ProviderTokens): Promise<void> {
    const body = tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {};
    await this.#call('sign-out', ProviderPaths.signOut, z.unknown(), { method: 'POST', body, headers: { authorization: `Bearer ${tokens.token}` } }, '');
  }

  /** The `name=value` pairs of the provider's cookies in a `Cookie` header, exactly as the browser sent them. */
  providerCookies(cookieHeader: string | undefined): string {
    return (cookieHeader ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('=') && this.#cookieNames.has(pair.slice(0, pair.indexOf('=')).trim()))
      .join('; ');
  }

  /**
   * One call: its answer read by `schema` (which needs `needed`), null for a 401, the refusal a status stands for
   * (`refusals`), AUTH_PROVIDER_UNAVAILABLE otherwise.
   */
  async #call<T, R = never>(name: string, path: string, schema: z.ZodType<T>, options: RequestOptions, needed: string, refusals: Record<number, R> = {}): Promise<T | R | null> {
    let status: number;
    let text: string;
    try {
      ({ status, text } = await this.#http.request(path, options));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      throw new Errors.AUTH_PROVIDER_UNAVAILABLE(error.message, { cause: error });
    }
    if (status === 401) return null;
    if (Object.hasOwn(refusals, status)) return refusals[status]!;
    if (status === 204) return schema.parse(undefined);
    if (status !== 200 && status !== 201) throw new Errors.AUTH_PROVIDER_UNAVAILABLE(`${name} answered HTTP ${status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Errors.AUTH_PROVIDER_UNAVAILABLE(`${name} answered something that is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Errors.AUTH_PROVIDER_UNAVAILABLE(`${name} answered JSON without ${needed}`);
    return parsed.data;
  }
}

function userOf({ login, name, email }: z.infer<typeof UserInfo>): ProviderUser {
  return { login, name: name || login, email: email ?? '' };
}
