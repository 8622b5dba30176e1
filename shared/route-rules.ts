/**
 * A build's route rules (docs/product.md §7: the manifest `builds/meta/{buildId}.json` the client matches paths
 * against): what a path is before any content is asked for. The server's own routes are never rendered by the app (a
 * browser loads them in full), previews are kept from crawlers, and the configured paths need a signed-in visitor (or
 * do not, when excluded). Patterns match the path without its language prefix; `*` stands for any characters.
 */
import { splitLocale } from './locales.ts';

export interface RouteRule {
  /** `server`: a route of the server, not a page of the app. */
  render?: 'server';
  robots?: 'noindex';
  /** True: only a signed-in visitor sees it (AUTH_INCLUDE); false: never asks for sign-in (AUTH_EXCLUDE). */
  signIn?: boolean;
}

/** The first segments of the server's own routes; the same in every language (`/en/auth/login`). */
export const SERVER_ROUTES = ['assets', 'cms', 'auth', 'security-provider', 'builds', 'api', 'feeds', '_ipx'] as const;

const SERVER_ROUTE = new RegExp(`^/(${SERVER_ROUTES.join('|')})(/|$)`);

/** Whether a path (without its query) is one of the server's own routes, in any language. */
export function isServerRoute(path: string): boolean {
  return SERVER_ROUTE.test(splitLocale(path).path);
}

/** The rules of a build: the server's routes, the previews, then the configured sign-in patterns. */
export function routeRules(auth: { include: readonly string[]; exclude: readonly string[] }): Record<string, RouteRule> {
  return {
    ...Object.fromEntries(SERVER_ROUTES.map((segment) => [`/${segment}/*`, { render: 'server' } satisfies RouteRule])),
    '/dev/*': { robots: 'noindex' },
    ...Object.fromEntries(auth.include.map((pattern) => [pattern, { signIn: true } satisfies RouteRule])),
    ...Object.fromEntries(auth.exclude.map((pattern) => [pattern, { signIn: false } satisfies RouteRule])),
  };
}

/** Matches a path against patterns whose `*` stands for any characters and everything else for itself. */
export function pathMatcher(patterns: readonly string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  const sources = patterns.map((pattern) => pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'));
  const regex = new RegExp(`^(?:${sources.join('|')})$`);
  return (path) => regex.test(path);
}

/** What the rules say of a path: every matching rule, later ones over earlier ones (an exclude over an include). */
export function rulesFor(path: string, rules: Record<string, RouteRule>): RouteRule {
  const local = splitLocale(path.split(/[?#]/, 1)[0]!).path;
  return Object.entries(rules).reduce<RouteRule>((found, [pattern, rule]) => (pathMatcher([pattern])(local) ? { ...found, ...rule } : found), {});
}
