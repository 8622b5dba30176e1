/**
 * The shared page a request gets (shared/page.ts PagePayload): content by friendly URL in the request's language
 * (the web config's home for an empty path), read by its template module, with the template's load and the
 * embedded content fetched in parallel; a /dev preview of a template's example; or an error screen. The same
 * payload feeds the HTML and `_payload.json`. What belongs to one visitor is not here (server/visitor.ts).
 *
 * Over 450 lines (475): every kind of page is made by the same frame and assembly (`framed`, `assemble`), which the
 * content page, the previews and the error pages share; apart, those would have to be exported for one caller each.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ForcedColourMode } from '../shared/colour-mode.ts';
import { CONSENT_SETTINGS_PATH } from '../shared/consent.ts';
import type { Content } from '../shared/content.ts';
import { recordOf, textOf } from '../shared/data.ts';
import { currentYear, errorTextKey, formatDate, translatorFor } from '../shared/i18n.ts';
import { LOCALE_CODES, LOCALES, localizePath } from '../shared/locales.ts';
import type { JourneyPart } from '../shared/journeys.ts';
import type { Alternate, BehindCzech, ContentView, Crumb, PagePayload } from '../shared/page.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';
import { isSafeLinkTarget } from '../shared/urls.ts';
import { CLOCK_MAX_AGE_S, templateFor, type AnyTemplateModule, type LoadContext, type TemplateRegistry } from '../templates/module.ts';
import type { Preview } from '../templates/previews.ts';
import { withRefererQuery } from './anonymous-post.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { alternatesFor, headOf, withLanguageQuery, type HeadFields } from './head.ts';
import { journeysOf } from './journeys.ts';
import type { Config } from './config.ts';
import { ContentWithdrawnError, Errors, PageRefusedError } from './errors.ts';
import type { PageShape } from './page-cache/page-cache.ts';
import type { PageMemo } from './page-memo.ts';
import { pageOf, type PageRequest } from './request-context.ts';
import { configNameOf, isWebItemName, siteRoot, siteView, type Site } from './site.ts';
import type { SiteNoticeConfig } from './site-notice.ts';
import { checkedQuery, templateView } from './template-data.ts';

export interface PageDeps {
  config: Config;
  buildId: string;
  templates: TemplateRegistry;
  memo: PageMemo;
  /** The wall clock a template's load reads (`LoadContext.now`). */
  now: () => number;
}

/** A page and the template module it was made with (its cache policy decides the answer's headers). */
export interface BuiltPage {
  payload: PagePayload;
  template?: AnyTemplateModule;
  /** The content is flagged `data.secured: true`: only a signed-in visitor may see it (server/route-protection.ts). */
  secured?: boolean;
  /** Seconds a 503 page asks the visitor to wait (Odstavka). */
  retryAfterS?: number;
  /** Seconds the page holds before the clock changes it (PageAnswer `maxAgeS`): no cache keeps it longer. */
  maxAgeS?: number;
  /**
   * The web config's notice as the page was made with it (server/site-notice.ts): remembered with the page, so a page
   * given from the page memo needs no look-up to show it.
   */
  siteNotice?: { config?: SiteNoticeConfig };
}

/** Whether content is flagged as for signed-in visitors only. */
export function isSecured(data: Record<string, unknown>): boolean {
  return data.secured === true;
}

export const LAYOUTS = ['default'] as const;
/** The one query parameter every page reads (besides its template's): `?layout=false` shows the content alone. */
const LAYOUT_PARAM = 'layout';

/**
 * What the page cache needs to know of a page (server/page-cache/page-cache.ts): the query parameters it reads (the
 * pipeline's, `extra`, and its template's query schema; all of them when the schema takes any name), and, for a
 * page made from more than CMS answers, how long it may be kept. Undefined: it may not be kept at all.
 */
export function shapeOf(template: AnyTemplateModule | undefined, extra: readonly string[] = []): PageShape | undefined {
  // A content page's shape is its template's alone: worked out once per template, not on every request.
  if (template === undefined || extra.length > 0) return shapeMadeOf(template, extra);
  if (!templateShapes.has(template)) templateShapes.set(template, shapeMadeOf(template, extra));
  return templateShapes.get(template);
}

const templateShapes = new WeakMap<AnyTemplateModule, PageShape | undefined>();

/** A page's shape kept no longer than its answer allows (PageAnswer `maxAgeS`: the clock changes it then). */
export function heldNoLonger(shape: PageShape | undefined, maxAgeS: number | undefined): PageShape | undefined {
  if (!shape || maxAgeS === undefined) return shape;
  return { ...shape, maxAgeS: Math.min(shape.maxAgeS ?? maxAgeS, maxAgeS) };
}

function shapeMadeOf(template: AnyTemplateModule | undefined, extra: readonly string[]): PageShape | undefined {
  const query = template?.query;
  const named = query instanceof z.ZodObject && query.def.catchall === undefined ? Object.keys(query.shape) : undefined;
  const queryNames = query === undefined ? [LAYOUT_PARAM, ...extra] : named ? [LAYOUT_PARAM, ...extra, ...named] : 'all';
  if (template?.remember !== false) return { queryNames };
  const maxAgeS = template.cache.kind === 'public' ? template.cache.maxAgeS : undefined;
  return maxAgeS === undefined ? undefined : { queryNames, maxAgeS };
}

function layoutOf(query: URLSearchParams, data: Record<string, unknown>): string | false {
  const chosen = query.get(LAYOUT_PARAM) ?? textOf(recordOf(data.layout)?.layoutKey);
  if (chosen === 'false') return false;
  return (LAYOUTS as readonly string[]).includes(chosen ?? '') ? chosen! : 'default';
}

/**
 * The colour mode the content forces (`data.colourMode`, any template: content/README.md), or none. `system` is
 * no mode to force, the visitor's own preference then stands: refused with a warning, like anything else.
 */
function forcedColourMode(data: Record<string, unknown>, contentId: string, log: FastifyBaseLogger): ForcedColourMode | undefined {
  const mode = data.colourMode;
  if (mode === 'light' || mode === 'dark' || mode === undefined) return mode;
  log.warn({ contentId, colourMode: mode }, mode === 'system' ? 'a page cannot force the colour mode system; the visitor\'s preference stands' : 'unknown colour mode in the content data; ignored');
  return undefined;
}

/** What every kind of page holds besides its view: the frame the four builders below fill in. */
interface Frame {
  locale: PagePayload['locale'];
  /** The site whose origin the head's URLs are on (a web entry alone when its config could not be read). */
  site: Parameters<typeof headOf>[1];
  siteView: PagePayload['site'];
  head: HeadFields;
  view: PagePayload['view'];
  status?: number;
  layout?: PagePayload['layout'];
  breadcrumbs?: Crumb[];
  colourMode?: ForcedColourMode;
}

function framed(deps: PageDeps, frame: Frame): PagePayload {
  return {
    buildId: deps.buildId,
    status: frame.status ?? 200,
    locale: frame.locale,
    site: frame.siteView,
    head: headOf(deps.config, frame.site, frame.head),
    alternates: frame.head.alternates,
    layout: frame.layout ?? 'default',
    view: frame.view,
    breadcrumbs: frame.breadcrumbs ?? [],
    year: currentYear(),
    ...(frame.colourMode ? { colourMode: frame.colourMode } : {}),
  };
}

interface Parts {
  template: AnyTemplateModule;
  view: ContentView;
  /** The item's data as the CMS gave it: the layout choice is the pipeline's, not the template's. */
  rawData: Record<string, unknown>;
  embedded?: ContentView;
  loaded?: unknown;
  alternates: Alternate[];
  canonicalPath: string;
  isHome: boolean;
  robots?: string;
  status?: number;
  breadcrumbs: Crumb[];
  journeys?: JourneyPart[];
  behindCzech?: BehindCzech;
}

function assemble(deps: PageDeps, page: PageRequest, site: Site, parts: Parts, log: FastifyBaseLogger): PagePayload {
  const sv = siteView(site, page.locale);
  const { view } = parts;
  const meta = parts.template.meta?.(view, parts.loaded) ?? {};
  return framed(deps, {
    locale: page.locale,
    site,
    siteView: sv,
    status: parts.status,
    head: {
      title: parts.isHome ? sv.name : `${view.name} – ${sv.name}`,
      description: view.description ?? undefined,
      ogType: parts.isHome ? 'website' : 'article',
      robots: parts.robots,
      ...meta,
      path: parts.canonicalPath,
      alternates: parts.alternates,
    },
    layout: layoutOf(page.query, parts.rawData),
    view: { kind: 'content', template: parts.template.key, content: view, embedded: parts.embedded, data: parts.loaded, printable: parts.template.printable !== false, ...(parts.journeys?.length ? { journeys: parts.journeys } : {}), ...(parts.behindCzech ? { behindCzech: parts.behindCzech } : {}) },
    breadcrumbs: parts.breadcrumbs,
    colourMode: forcedColourMode(parts.rawData, view.id, log),
  });
}

/**
 * The content another item embeds through `data.stranka.friendlyURL` (docs/product.md §3, §8), read by its own
 * template.
 */
async function embeddedView(request: FastifyRequest, deps: PageDeps, content: Content, lookup: { webId: string; language: string }): Promise<ContentView | undefined> {
  if (content.data.stranka === undefined) return undefined;
  const url = textOf(recordOf(content.data.stranka)?.friendlyURL);
  // The CMS has no such part: the page stands without it. A CMS that fails fails the page, so a page missing a
  // part is never cached as if it were whole.
  const leftOut = (error: Error) => {
    request.log.warn({ err: error, contentId: content.id }, 'embedded content left out');
    return undefined;
  };
  if (!url) return leftOut(Errors.EMBEDDED_NOT_DEFINED(content.id));
  try {
    const embedded = await request.cms.contentByUrl(url, lookup);
    return templateView(templateFor(embedded.structure.key, deps.templates), embedded, request.log).view;
  } catch (error) {
    if (error instanceof Errors.CMS_NOT_FOUND) return leftOut(Errors.EMBEDDED_NOT_FOUND(url, lookup.language));
    throw error;
  }
}

/** A page asked for in a language it lacks, found at the same friendly URL in Czech. */
class CzechOnly {
  constructor(readonly czech: Content) {}
}

/**
 * The content of a friendly URL; the config item is no page, and neither is any path the CMS does not know. A path
 * unknown in another language that is a Czech page's is that page, in Czech only.
 */
async function contentAt(request: FastifyRequest, page: PageRequest, web: Site['web'], config: Promise<Site['config']>): Promise<Content | CzechOnly> {
  const lookup = { webId: web.id, language: LOCALES[page.locale].tag };
  const { contentPath } = request.site;
  if (contentPath === '/') {
    const home = (await config)?.home;
    if (!home) throw Errors.WEB_CONFIG_NOT_FOUND(configNameOf(web));
    return request.cms.contentByUrl(home, lookup);
  }
  if (isWebItemName(contentPath.slice(1))) throw Errors.PAGE_NOT_FOUND(page.fullPath);
  try {
    return await request.cms.contentByUrl(contentPath, lookup);
  } catch (error) {
    if (!(error instanceof Errors.CMS_NOT_FOUND)) throw error;
  }
  if (page.locale !== 'cs') {
    try {
      return new CzechOnly(await request.cms.contentByUrl(contentPath, { ...lookup, language: LOCALES.cs.tag }));
    } catch (error) {
      if (!(error instanceof Errors.CMS_NOT_FOUND)) throw error;
    }
  }
  throw Errors.PAGE_NOT_FOUND(page.fullPath);
}

/** The page that offers a Czech-only page to a visitor of another language; no index keeps it, the Czech page is canonical. */
function czechOnlyPage(deps: PageDeps, page: PageRequest, site: Site, czech: Content): BuiltPage {
  const czechPath = localizePath('cs', site.prefix + site.contentPath);
  const t = translatorFor(page.locale);
  const sv = siteView(site, page.locale);
  const alternates = alternatesFor(site, czech, false);
  const payload = framed(deps, {
    locale: page.locale,
    site,
    siteView: sv,
    head: { title: `${t('untranslated.headline')} – ${sv.name}`, ogType: 'website', robots: 'noindex', path: czechPath, alternates },
    view: { kind: 'untranslated', name: czech.name, url: czechPath },
  });
  return { payload };
}

/**
 * A translation last changed before its Czech page (the content's per-language dates, docs/content-api.md §4 "How
 * current"): both dates and the Czech page, for the notice at the top of the page. Undefined for Czech, for a
 * translation as current as its Czech page, and for content that gives no per-language dates.
 */
export function behindCzech(content: Content, locale: PagePayload['locale'], prefix: string): BehindCzech | undefined {
  const czechTag = LOCALES.cs.tag;
  const czechAt = content.updatedAtByLanguage?.[czechTag];
  const czechUrl = content.friendlyURLs[czechTag];
  const ownAt = content.updatedAt;
  if (locale === 'cs' || !czechAt || !czechUrl || !ownAt || !(Date.parse(czechAt) > Date.parse(ownAt))) return undefined;
  const updated = formatDate(ownAt, locale);
  const czechUpdated = formatDate(czechAt, locale);
  return updated && czechUpdated ? { updated, czechUpdated, czechUrl: localizePath('cs', prefix + czechUrl) } : undefined;
}

/** A page that answers with a permanent redirect instead of itself (Presmerovani to an internal target). */
export interface PageRedirect {
  redirect: string;
}

export async function contentPage(request: FastifyRequest, deps: PageDeps): Promise<BuiltPage | PageRedirect> {
  const page = pageOf(request);
  const variant = `${request.site.entry.url} ${request.site.entry.host ?? ''} ${page.path} ${page.search} ${currentYear()}`;
  const remembered = deps.memo.find(variant, request.cms);
  if (remembered) return remembered;
  const web = await request.site.web();
  const config = request.site.config();
  const contentLookup = contentAt(request, page, web, config);
  // Maintenance wins over whatever the content lookup says; that lookup's failure is then nobody's to see.
  contentLookup.catch(() => undefined);
  if ((await config)?.maintenance) throw Errors.MAINTENANCE();
  const found = await contentLookup;
  const site = await request.site.load();
  if (found instanceof CzechOnly) {
    if (found.czech.withdrawn) throw new ContentWithdrawnError(page.fullPath, undefined);
    // The Czech slug of a page that does have this language: its own URL there (a redirect target from the CMS,
    // checked like any other: shared/urls.ts).
    const translated = found.czech.friendlyURLs[LOCALES[page.locale].tag];
    if (translated && isSafeLinkTarget(translated)) return { redirect: localizePath(page.locale, site.prefix + translated) };
    if (translated) request.log.warn({ contentId: found.czech.id, language: page.locale }, 'a friendly URL that is no safe path is not redirected to');
    return czechOnlyPage(deps, page, site, found.czech);
  }
  const content = found;
  if (site.config?.siteNoticeProblem) request.log.warn({ problem: site.config.siteNoticeProblem }, 'the web config\'s siteNotice does not fit; no notice shown');
  if (content.withdrawn) throw new ContentWithdrawnError(page.fullPath, content.withdrawalNote?.trim() || undefined);

  const { template, view } = templateView(templateFor(content.structure.key, deps.templates), content, request.log);
  const query = checkedQuery(template, view, page.query, page.fullPath);
  const lookup = { webId: web.id, language: LOCALES[page.locale].tag };
  const isHome = site.contentPath === '/' || site.contentPath === site.config?.home;
  const canonicalPath = isHome ? siteRoot(page.locale, site.prefix) : localizePath(page.locale, site.prefix + site.contentPath);
  const inputs = loadInputs(request, deps, { content: view, query, site, locale: page.locale, lookup, path: page.path });
  const [embedded, loaded, breadcrumbs, sized, journeys] = await Promise.all([
    embeddedView(request, deps, content, lookup),
    template.load?.(inputs.context),
    isHome ? [] : breadcrumbsFor(request.cms, site, page.locale, content, canonicalPath),
    request.server.imageSizes.sized(view.data),
    journeysOf(request.cms, deps.templates, request.log, site, page.locale, content),
  ]);
  const answer = template.answer?.(view, loaded, () => inputs.context.now());
  if (answer?.kind === 'redirect') return { redirect: answer.location };
  const make = (): BuiltPage => ({
    payload: assemble(deps, page, site, {
      template,
      view: { ...view, data: sized.data },
      rawData: content.data,
      embedded,
      loaded,
      alternates: withLanguageQuery(alternatesFor(site, content, isHome), page.query, template.languageQuery),
      canonicalPath,
      isHome,
      status: answer?.statusCode,
      breadcrumbs,
      journeys,
      behindCzech: behindCzech(content, page.locale, site.prefix),
    }, request.log),
    template: inputs.madeWith(template),
    secured: isSecured(content.data),
    retryAfterS: answer?.retryAfterS,
    maxAgeS: answer?.maxAgeS,
    siteNotice: { config: site.config?.siteNotice },
  });
  // Remembered only when made of CMS answers alone (what the memo checks): not when the clock, the search or an image
  // size missing (tried again next time) went into it.
  return inputs.rememberable(template) && sized.complete ? deps.memo.get(variant, request.cms.used, make) : make();
}

/**
 * What a template's load is given, and whether it read the clock or asked the search: neither is a CMS answer the
 * page memo's key records, so a page made with them is made anew for each request.
 */
function loadInputs(request: FastifyRequest, deps: PageDeps, given: Omit<LoadContext<unknown, unknown>, 'cms' | 'search' | 'templates' | 'now'>) {
  let searched = false;
  let clockRead = false;
  const context: LoadContext<unknown, unknown> = {
    ...given,
    cms: request.cms,
    templates: deps.templates,
    get search() {
      searched = true;
      return request.server.siteSearch;
    },
    now() {
      clockRead = true;
      return deps.now();
    },
  };
  return {
    context,
    /** Made of CMS answers alone, so the page memo may keep it (the template may refuse that too). */
    rememberable: (template: AnyTemplateModule) => template.remember !== false && !searched && !clockRead,
    /** The module as the page was made with it: one of the moment when its load read the clock. */
    madeWith: (template: AnyTemplateModule) => (clockRead && template.remember !== false ? ofTheMoment(template) : template),
  };
}

/**
 * The template module as a page of the moment was made with it (its load read the clock): not remembered, and a
 * public page kept by any cache for CLOCK_MAX_AGE_S at most.
 */
function ofTheMoment(template: AnyTemplateModule): AnyTemplateModule {
  const maxAgeS = template.cache.kind === 'public' ? Math.min(template.cache.maxAgeS ?? CLOCK_MAX_AGE_S, CLOCK_MAX_AGE_S) : undefined;
  return { ...template, remember: false, cache: maxAgeS === undefined ? template.cache : { kind: 'public', maxAgeS } };
}

/** The query parameter that names a preview's example. */
export const PREVIEW_EXAMPLE_PARAM = 'example';

/**
 * A template's named example on the web's layout (`/dev/{preview}?example=name`, docs/product.md §2): the same fixtures
 * its tests use, read by the same schema. An unknown example fails the page's validation.
 */
export async function previewPage(request: FastifyRequest, deps: PageDeps, preview: Preview): Promise<BuiltPage> {
  const page = pageOf(request);
  const site = await request.site.load();
  // Without a choice, the first example in the page's language; one named is looked for in the page's language first.
  const named = page.query.get(PREVIEW_EXAMPLE_PARAM);
  const languages = [page.locale, ...LOCALE_CODES.filter((code) => code !== page.locale)];
  const example = named === null ? Object.values(preview.examples[page.locale])[0] : languages.map((code) => preview.examples[code]).find((some) => Object.hasOwn(some, named))?.[named];
  if (!example) throw new PageRefusedError(page.fullPath);
  const { template, view } = templateView(preview.template, example, request.log);
  const query = checkedQuery(template, view, page.query, page.fullPath);
  const lookup = { webId: site.web.id, language: LOCALES[page.locale].tag };
  const inputs = loadInputs(request, deps, { content: view, query, site, locale: page.locale, lookup, path: page.path });
  const [loaded, sized] = await Promise.all([
    template.load?.(inputs.context),
    request.server.imageSizes.sized(view.data),
  ]);
  const alternates = LOCALE_CODES.map((code) => ({ locale: code, href: localizePath(code, page.localPath), translated: true }));
  const breadcrumbs = [{ label: translatorFor(page.locale)('breadcrumbs.home'), url: siteRoot(page.locale, site.prefix) }, { label: view.name, url: page.path }];
  const rawData = preview.withoutLayout ? { ...example.data, layout: { layoutKey: 'false' } } : example.data;
  const parts = { template, view: { ...view, data: sized.data }, rawData, loaded, alternates, canonicalPath: page.path, isHome: false, robots: 'noindex', breadcrumbs };
  return { payload: { ...assemble(deps, page, site, parts, request.log), preview: true }, template: inputs.madeWith(template), secured: isSecured(example.data) };
}

/**
 * The payload of an error screen. It shows the site's own header and menu where it can; when even that fails
 * (the CMS is down and nothing is cached) it falls back to the web entry's name and no menu. `forAnyPath`: a screen
 * kept for any page of the web (server/pages.ts), so it names the web's root as its own URL.
 */
export async function errorPage(request: FastifyRequest, deps: PageDeps, status: number, error?: Error, forAnyPath = false): Promise<PagePayload> {
  const page = request.page ?? { locale: 'cs' as const, localPath: '/', path: '/', query: new URLSearchParams() };
  const match = { entry: request.site.entry, prefix: request.site.prefix };
  // When the CMS is what failed, asking it again for the header would only make the visitor wait twice; an
  // overloaded portal answers at once, with no lookup that could make anyone wait.
  const site = error instanceof Errors.CMS_UNAVAILABLE || error instanceof Errors.OVERLOADED ? undefined : await request.site.load().catch(() => undefined);
  const sv = siteView(site ?? match, page.locale);
  const t = translatorFor(page.locale);
  const reason = error instanceof Errors.MAINTENANCE ? 'maintenance' : error instanceof Errors.AUTH_PROVIDER_UNAVAILABLE ? 'signInUnavailable' : undefined;
  const alternates = LOCALE_CODES.map((code) => ({ locale: code, href: siteRoot(code, match.prefix), translated: false }));
  // A page that is not there offers the search and the most used tasks instead of a dead end.
  const tasks = site?.config?.topTasks ?? [];
  const help = (status === 404 || status === 410) && (sv.searchPath || tasks.length > 0) ? { searchPath: sv.searchPath, tasks } : undefined;
  const note = error instanceof ContentWithdrawnError ? error.note : undefined;
  return framed(deps, {
    locale: page.locale,
    site: site ?? match,
    siteView: sv,
    status,
    head: {
      path: forAnyPath ? siteRoot(page.locale, match.prefix) : localizePath(page.locale, page.localPath),
      alternates,
      title: `${t(`${errorTextKey(status, reason)}.headline`)} – ${sv.name}`,
      ogType: 'website',
      robots: 'noindex',
    },
    layout: page.query.get(LAYOUT_PARAM) === 'false' ? false : 'default',
    view: { kind: 'error', status, message: status < 500 ? error?.message : undefined, reason, ...(help ? { help } : {}), ...(note ? { note } : {}) },
  });
}

/**
 * The cookie settings page (`/cookie-settings?redirect=…`, docs/product.md §13.1) for visitors without JavaScript: the
 * site's header and footer around the settings form (ui/ConsentSettings.tsx), going back to `redirect` (a path of this
 * portal, else the site's root; with the query it was shown with, server/anonymous-post.ts withRefererQuery). It holds a CSRF token, so the answer is private (server/pages.ts).
 */
export async function consentSettingsPage(request: FastifyRequest, deps: PageDeps): Promise<PagePayload> {
  const page = pageOf(request);
  const site = await request.site.load();
  const sv = siteView(site, page.locale);
  const redirect = page.query.get('redirect');
  const alternates = LOCALE_CODES.map((code) => ({ locale: code, href: localizePath(code, CONSENT_SETTINGS_PATH), translated: true }));
  return framed(deps, {
    locale: page.locale,
    site,
    siteView: sv,
    head: {
      path: localizePath(page.locale, CONSENT_SETTINGS_PATH),
      alternates,
      title: `${translatorFor(page.locale)('consent.settingsTitle')} – ${sv.name}`,
      ogType: 'website',
      robots: 'noindex',
    },
    view: { kind: 'consentSettings', returnPath: redirect === null ? sv.rootPath : withRefererQuery(request, safeReturnPath(redirect), deps.config.publicUrl) },
  });
}
