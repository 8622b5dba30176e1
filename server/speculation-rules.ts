/**
 * Speculation rules (docs/architecture.md "Client navigation"): an anonymous page's answer names a rule set
 * (`Speculation-Rules` header) that has Chromium fetch a same-origin page ahead when the pointer rests on a link to it
 * (moderate eagerness), so the click shows it at once, also before the page has hydrated and without JavaScript. A
 * header, not an element of the page: the same for every anonymous visitor, so the page cache and nginx keep it with
 * the page, and outside React's tree. Once the client has hydrated, its own prefetcher (client/prefetch.ts) fetches the
 * page data of links instead and navigates in place: the rules then stop matching (`html[data-hydrated]`).
 * Never for a signed-in visitor (no header on a personal answer); Chromium makes no speculative fetch with Data Saver.
 * 2G is not known to the rules: before hydration a link's page may be fetched ahead there too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALES } from '../shared/locales.ts';
import { SERVER_ROUTES } from '../shared/route-rules.ts';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
/** The header's value: a list of strings (RFC 8941), the rule sets' URLs. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/** Links whose page is not fetched ahead, whatever their path: as client/prefetch.ts leaves them alone. */
const LEFT_ALONE = ['html[data-hydrated] a', 'a[target]', 'a[download]', 'a[hreflang]', '[aria-haspopup]', '[rel~=nofollow]'];

/** A path pattern of the configuration (`*` any characters) as a URL pattern's pathname: every other character itself. */
function urlPatternOf(pattern: string): string {
  return pattern.replace(/[\\:(){}+?]/g, '\\$&');
}

/**
 * The rule set: prefetch links to the portal's pages on hover, except the server's own routes (sign-in among them),
 * the pages that need a signed-in visitor by their path (`AUTH_INCLUDE`; a page its content marks so is declined
 * when asked for ahead, server/route-protection.ts), files, and the links left alone above.
 */
export function speculationRules(authInclude: readonly string[]): object {
  const prefixes = Object.values(LOCALES).map((locale) => locale.prefix);
  const excludedPaths = [...SERVER_ROUTES.map((segment) => `/${segment}/*`), ...authInclude.map(urlPatternOf)].flatMap((path) => prefixes.map((prefix) => prefix + path));
  return {
    prefetch: [
      {
        source: 'document',
        eagerness: 'moderate',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: excludedPaths } },
            // A file (a document, a feed, the page data): the path ends in an extension (shared/urls.ts isInAppPath).
            { not: { href_matches: '/*.([a-zA-Z0-9]{1,8})' } },
            { not: { selector_matches: LEFT_ALONE } },
          ],
        },
      },
    ],
  };
}

/** Whether a request is a browser's fetch ahead of a navigation (`Sec-Purpose: prefetch`, or prefetch;prerender). */
export function isSpeculative(request: FastifyRequest): boolean {
  return /\bprefetch\b/.test(String(request.headers['sec-purpose'] ?? ''));
}

export const speculationRulesPlugin = fp(
  async (app: FastifyInstance, opts: { authInclude: readonly string[] }) => {
    const body = JSON.stringify(speculationRules(opts.authInclude));
    app.get(SPECULATION_RULES_PATH, async (_request, reply) =>
      reply.type('application/speculationrules+json').header('cache-control', 'public, max-age=3600').send(body),
    );
  },
  { name: 'speculation-rules' },
);
