/**
 * The one way a page leaves the server: `reply.send()` of the page data as JSON (compressed once per payload), or
 * of the React stream as HTML (compressed where asked in the batches React flushes), so `onSend` hooks, cookies and
 * headers apply to every answer alike. The cache headers come from the template's policy and the request: anything answered to a
 * signed-in visitor, or to a request carrying the portal's session cookie, is private. A page the page cache may
 * keep is copied on its way out (server/page-cache/page-cache.ts stores it once it has been sent).
 */
import { Readable, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormState, PagePayload } from '../shared/page.ts';
import type { CachePolicy } from '../templates/module.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { preloadedFonts, type Assets } from '../ui/Document.tsx';
import type { LocaleCode } from '../shared/locales.ts';
import { pageBody, sendCompressedOnce } from './compression.ts';
import type { PageShape } from './page-cache/page-cache.ts';
import { RETRY_AFTER_S } from './errors.ts';
import { isBot, payloadJson, renderHtml } from './render.tsx';
import { hasSessionCookie } from './session/session.ts';
import { SPECULATION_RULES_HEADER } from './speculation-rules.ts';
import { siteNoticeAt, type SiteNoticeConfig } from './site-notice.ts';
import { visitorOf } from './visitor.ts';

export interface ResponseDeps {
  /** What the HTML loads: the client bundle and the stylesheet. */
  assets: Assets;
  retentionS: number;
  /** The wall clock the web's notice is shown by (server/site-notice.ts). */
  now: () => number;
  renderTimeoutMs: number;
  /** Whether a navigation's page is preceded by 103 Early Hints (config `EARLY_HINTS`). */
  earlyHints?: boolean;
  /** Told how long each render took to React's shell (server/metrics.ts). */
  onRender?: (durationMs: number) => void;
}

export const PUBLIC: CachePolicy = { kind: 'public' };

/** How long a shared cache keeps a 4xx page. */
const ERROR_MAX_AGE_S = 10;

const preloads = new WeakMap<Assets, Map<LocaleCode, string[]>>();

/**
 * What the document's head preloads, as `Link` values (RFC 8288): the stylesheet and the first screen's fonts of the
 * language. Proxies and CDNs pass the header on (some make 103 Early Hints of it), and a browser starts the fetches as
 * soon as it has the headers. Made once per build and language.
 */
function preloadLinks(assets: Assets, locale: LocaleCode): string[] {
  let byLocale = preloads.get(assets);
  if (!byLocale) preloads.set(assets, (byLocale = new Map()));
  let links = byLocale.get(locale);
  if (links === undefined) {
    const fonts = preloadedFonts(locale, assets).map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`);
    byLocale.set(locale, (links = [`<${assets.css}>; rel=preload; as=style`, ...fonts]));
  }
  return links;
}

/**
 * Cache-Control for a CDN (docs/architecture.md §4): shared caches keep public pages; nothing that depends on the
 * visitor. A page that holds only `untilS` more seconds (the clock changes it then) is kept no longer, not even stale.
 */
export function cacheControl(status: number, policy: CachePolicy, personal: boolean, retentionS: number, untilS?: number): string {
  if (status >= 500) return 'no-store';
  if (policy.kind === 'private' || personal) return 'private, no-store';
  if (status >= 400) return `public, max-age=0, s-maxage=${Math.min(ERROR_MAX_AGE_S, untilS ?? ERROR_MAX_AGE_S)}`;
  const maxAge = Math.min(policy.maxAgeS ?? retentionS, retentionS);
  if (untilS !== undefined) return `public, max-age=0, s-maxage=${Math.min(maxAge, untilS)}`;
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${retentionS}, stale-if-error=86400`;
}

/**
 * The page with the web's notice in force, and the seconds until that changes (the notice starts or ends). A 5xx page
 * is shown without: it may be answering a content service that fails, and no cache keeps it anyway.
 */
async function withSiteNotice(request: FastifyRequest, payload: PagePayload, nowMs: number, known?: { config?: SiteNoticeConfig }): Promise<{ payload: PagePayload; changesInS?: number }> {
  if (payload.status >= 500) return { payload };
  let noticeConfig = known?.config;
  if (!known) {
    const config = await request.site.config().catch(() => undefined);
    if (config?.siteNoticeProblem) request.log.warn({ problem: config.siteNoticeProblem }, 'the web config\'s siteNotice does not fit; no notice shown');
    noticeConfig = config?.siteNotice;
  }
  const { notice, changesInS } = siteNoticeAt(noticeConfig, payload.locale, nowMs);
  return { payload: notice ? { ...payload, notice } : payload, changesInS };
}

const earlier = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ResponseDeps,
  built: PagePayload,
  given: { policy?: CachePolicy; Template?: TemplateComponent; csrf?: boolean; retryAfterS?: number; maxAgeS?: number; shape?: PageShape; form?: FormState; siteNotice?: { config?: SiteNoticeConfig } } = {},
): Promise<FastifyReply> {
  // No cache keeps a page past the moment the web's notice starts or ends.
  const { payload, changesInS } = await withSiteNotice(request, built, deps.now(), given.siteNotice);
  const page = changesInS === undefined ? given : {
    ...given,
    maxAgeS: earlier(given.maxAgeS, changesInS),
    shape: given.shape && { ...given.shape, maxAgeS: earlier(given.shape.maxAgeS, changesInS) },
  };
  const visitor = visitorOf(request, page.csrf ? reply.generateCsrf() : undefined, page.form);
  // A visitor with a session cookie gets pages made for them, even public ones: no shared cache may keep those.
  const personal = visitor.user !== null || visitor.csrfToken !== undefined || hasSessionCookie(request);
  reply.code(payload.status).header('cache-control', cacheControl(payload.status, page.policy ?? PUBLIC, personal, deps.retentionS, page.maxAgeS));
  if (payload.status === 503) reply.header('retry-after', String(page.retryAfterS ?? RETRY_AFTER_S));
  const cache = request.server.pageCache;
  // What the page cache may keep: a public page, shown to a visitor with no session.
  const shape = personal ? undefined : page.shape;
  if (request.page?.wantsPayload) {
    const json = payloadJson(payload);
    cache?.keep(request, json, shape);
    // The same JSON for every request while the payload object stands (server/page-memo.ts): compressed once.
    return sendCompressedOnce(request, reply.type('application/json; charset=utf-8'), payload, json);
  }
  const slot = cache?.slotFor(request, shape);
  reply.type('text/html; charset=utf-8');
  // Public HTML varies by the consent state and the colour mode (docs/architecture.md §4), read from their two cookies
  // (server/visitor.ts): the bar, the switch, the class on <html>. `Vary: Cookie` keeps generic caches and the
  // browser honest; a shared cache of ours keys on those two states alone (docs/operations.md "Caching"), never on the
  // whole Cookie header, so other cookies cost no hit. The JSON payload depends on neither.
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\bCookie\b/i.test(vary)) reply.header('vary', [vary, 'Cookie'].filter(Boolean).join(', '));
  const links = preloadLinks(deps.assets, payload.locale);
  reply.header('link', links.join(', '));
  // Pages fetched ahead on hover for anonymous visitors only: a signed-in visitor's pages are made for them alone.
  if (!personal) reply.header('speculation-rules', SPECULATION_RULES_HEADER);
  // HEAD asks for the headers only: nothing to render, and no length rather than a false one.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  // A browser navigating here fetches the stylesheet and fonts while the page is made. Navigations only: nothing
  // else gains from it, and some clients (load generators) take a 103 for the answer.
  if (deps.earlyHints && request.headers['sec-fetch-mode'] === 'navigate') reply.writeEarlyHints({ link: links });
  const streamTo = await renderHtml(payload, visitor, {
    location: request.url,
    assets: deps.assets,
    Template: page.Template,
    waitForAll: isBot(request.headers['user-agent']),
    timeoutMs: deps.renderTimeoutMs,
    log: request.log,
    onIncomplete: () => {
      if (slot) slot.spoiled = true;
    },
    onReady: deps.onRender,
  });
  const kept = cache && slot ? (destination: Writable) => streamTo(cache.capture(slot, destination)) : streamTo;
  return reply.send(pageBody(request, reply, kept));
}
