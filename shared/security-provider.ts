/**
 * The security provider's HTTP contract (docs/product.md §2 "Auth routes", §7 "Auth calls"), in one place for both
 * sides: the portal, which proxies `/security-provider/*` and calls `user-info`, and the embedded stand-in,
 * which serves these paths. The provider is reached through the portal's origin, so its paths keep the prefix.
 */
export const PROVIDER_PREFIX = '/security-provider';

export const ProviderPaths = {
  /** GET `?redirect=<callback>[&renew=true][&locale=en]`: remembers the callback and sends the browser to CAS. */
  casLogin: `${PROVIDER_PREFIX}/auth/cas/login`,
  /** The CAS service URL: GET `?ticket=ST-…` validates the ticket, opens a session, goes to the callback. */
  casCallback: `${PROVIDER_PREFIX}/auth/cas/callback`,
  /** GET `?redirect=`: ends the session, then CAS logout, then the redirect. */
  casLogout: `${PROVIDER_PREFIX}/auth/cas/logout`,
  /** GET `?redirect=`: ends the local session only, then the redirect. */
  casCleanup: `${PROVIDER_PREFIX}/auth/cas/cleanup`,
  /** GET with the provider's session cookie: the user (JSON) or 401. */
  userInfo: `${PROVIDER_PREFIX}/rest/user-info`,
  /** POST `{ username, password }` → `{ token, refreshToken }`; 401 on wrong credentials. */
  signIn: `${PROVIDER_PREFIX}/rest/auth/sign-in`,
  /** POST with the token in `Authorization: Bearer`, optionally `{ refreshToken }`: 204. */
  signOut: `${PROVIDER_PREFIX}/rest/auth/sign-out`,
  /** GET with `Authorization: Bearer <token>` → `{ user }` or 401. */
  session: `${PROVIDER_PREFIX}/rest/auth/session`,
  /** POST `{ refreshToken }` → a new `{ token, refreshToken }` (the old refresh token is spent) or 401. */
  refresh: `${PROVIDER_PREFIX}/rest/auth/refresh`,
  /**
   * POST a new account, `{ username, password, name, email }` (SignUpAccount) → 201 `{ token, refreshToken }`, signed
   * in; 409 when the username is taken, 400 when a field does not fit (SignUpRules).
   */
  signUp: `${PROVIDER_PREFIX}/rest/auth/sign-up`,
} as const;

/** The body of a sign-up as the provider defines it. */
export interface SignUpAccount {
  username: string;
  password: string;
  name: string;
  email: string;
}

/** What the provider asks of a new account's fields. */
export const SignUpRules = {
  username: /^[a-z0-9._-]{3,30}$/,
  passwordMinLength: 8,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
} as const;

/** The name of the provider's session cookie unless configured otherwise (Spring Session's default). */
export const PROVIDER_SESSION_COOKIE = 'SESSION';

/** A signed-in person as the provider describes them. */
export interface ProviderUser {
  login: string;
  name: string;
  email: string;
}
