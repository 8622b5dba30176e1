/**
 * The return path after sign-in (docs/product.md §2, §9: cookie `auth.redirect`, lax, not http-only, path `/`), saved
 * whenever an anonymous visitor is shown a page. The browser saves it rather than the server: a public page
 * answered with a Set-Cookie could no longer be kept by a shared cache. Auth, provider and asset paths and
 * paths with a file extension are never saved.
 */
import { AUTH_REDIRECT_COOKIE } from '../../shared/auth.ts';
import { splitLocale } from '../../shared/locales.ts';

const NOT_A_PAGE = /^\/(?:auth|security-provider|assets)(?:\/|$)|\.[A-Za-z0-9]+$/;

export function rememberReturnPath(pathname: string, search: string): void {
  if (NOT_A_PAGE.test(splitLocale(pathname).path)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_REDIRECT_COOKIE}=${encodeURIComponent(pathname + search)}; Path=/; SameSite=Lax${secure}`;
}
