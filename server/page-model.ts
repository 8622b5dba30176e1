/**
 * Turns a resolved request into the page payload (shared/page.ts): the content by its friendly URL in the
 * request's language (the web config's home for an empty path), its embedded content, sanitized HTML, the
 * language alternates, head tags and layout. The same payload feeds the HTML and `_payload.json`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Content } from '../shared/content.ts';
import { recordOf, textOf } from '../shared/data.ts';
import { contentDates, currentYear, translatorFor } from '../shared/i18n.ts';
import { LOCALE_CODES, LOCALES, localizePath, type LocaleCode } from '../shared/locales.ts';
import type { Alternate, ContentView, HeadView, PagePayload } from '../shared/page.ts';
import { templateFor, type TemplateRegistry } from '../templates/registry.ts';
import type { Preview, Template } from '../templates/types.ts';
import { errorTextKey } from '../ui/ErrorScreen.tsx';
import type { CacheStats, Cms } from './cms.ts';
import type { Config } from './config.ts';
import { Errors } from './errors.ts';
import { sanitize } from './sanitize.ts';
import { matchSite, loadSite, siteRoot, siteView, type Site, type SiteMatch } from './site.ts';

export interface PageRequest {
  host: string;
  locale: LocaleCode;
  /** The path without the locale prefix, e.g. `/prispevek-na-bydleni`. */
  localPath: string;
  /** The query of the page, without the leading `?`. */
  search: string;
  /** Path and query as requested, for messages. */
  fullPath: string;
}

export interface PageModelDeps {
  cms: Cms;
  config: Config;
  buildId: string;
  templates: TemplateRegistry;
  log: FastifyBaseLogger;
}

export const LAYOUTS = ['default'] as const;

/** Applies `fn` at a dotted path of `data`, `*` meaning every array item; returns a copy, never mutates. */
function mapAt(value: unknown, path: string[], fn: (html: string) => string): unknown {
  if (path.length === 0) return typeof value === 'string' ? fn(value) : value;
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.map((item) => mapAt(item, rest, fn)) : value;
  const record = recordOf(value);
  if (!record || !(head! in record)) return value;
  return { ...record, [head!]: mapAt(record[head!], rest, fn) };
}

/** The template's HTML fields, and `body` always: every template may show it (embedded content, Default). */
function sanitizeFields(data: Record<string, unknown>, template: Template): Record<string, unknown> {
  let out: unknown = data;
  for (const field of new Set(['body', ...template.htmlFields])) out = mapAt(out, field.split('.'), sanitize);
  return out as Record<string, unknown>;
}

const views = new WeakMap<Content, ContentView>();

/** Content as a template sees it; memoized per cached CMS object, so a page is sanitized once per retention. */
export function contentView(content: Content, template: Template): ContentView {
  let view = views.get(content);
  if (!view) {
    const data = sanitizeFields(content.data, template);
    view = {
      id: content.id,
      name: content.name,
      description: content.description,
      language: content.language,
      structureKey: content.structure.key,
      displayAt: content.displayAt,
      updatedAt: content.updatedAt,
      categories: content.categories,
      tags: content.tags,
      data,
      dates: contentDates(content.updatedAt ?? undefined, content.displayAt ?? undefined, content.language),
    };
    views.set(content, view);
  }
  return view;
}

function layoutOf(query: URLSearchParams, view: ContentView): string | false {
  const chosen = query.get('layout') ?? textOf(recordOf(view.data.layout)?.layoutKey);
  if (chosen === 'false') return false;
  return (LAYOUTS as readonly string[]).includes(chosen ?? '') ? chosen! : 'default';
}

function alternatesFor(site: Site, content: Content | undefined, isHome: boolean): Alternate[] {
  return LOCALE_CODES.map((code) => {
    const url = content?.friendlyURLs[LOCALES[code].tag];
    if (!url) return { locale: code, href: siteRoot(code, site.prefix), translated: false };
    return { locale: code, href: isHome ? siteRoot(code, site.prefix) : localizePath(code, site.prefix + url), translated: true };
  });
}

/** The public origin of a web: its own host where it has one (with PUBLIC_URL's scheme), else PUBLIC_URL. */
function originOf(publicUrl: string, site: Pick<SiteMatch, 'entry'> | undefined): string {
  return site?.entry.host ? `${new URL(publicUrl).protocol}//${site.entry.host}` : publicUrl;
}

function head(deps: PageModelDeps, site: Site | undefined, fields: Omit<HeadView, 'canonical' | 'hreflang'> & { path: string; alternates: Alternate[] }): HeadView {
  const origin = originOf(deps.config.publicUrl, site);
  const absolute = (path: string) => origin + path;
  const translated = fields.alternates.filter((a) => a.translated);
  const hreflang: HeadView['hreflang'] = translated.map((a) => ({ tag: LOCALES[a.locale].tag, href: absolute(a.href) }));
  const czech = translated.find((a) => a.locale === 'cs');
  if (czech) hreflang.push({ tag: 'x-default', href: absolute(czech.href) });
  const image = fields.ogImage ?? site?.config?.vychoziObrazek?.url;
  return {
    title: fields.title,
    description: fields.description,
    canonical: absolute(fields.path),
    hreflang,
    // A broken URL from the CMS leaves the tag out rather than the page.
    ogImage: image && URL.canParse(image, origin) ? new URL(image, origin).href : undefined,
    ogType: fields.ogType,
    robots: fields.robots,
  };
}

export function siteMatchFor(deps: PageModelDeps, req: PageRequest): SiteMatch {
  return matchSite(deps.config.webs, req.host, req.locale, req.localPath);
}

export async function contentPayload(deps: PageModelDeps, req: PageRequest, stats: CacheStats): Promise<PagePayload> {
  const site = await loadSite(deps.cms, stats, siteMatchFor(deps, req), req.locale);
  if (site.config?.maintenance) throw Errors.MAINTENANCE();
  const lookup = { webId: site.web.id, language: LOCALES[req.locale].tag };

  const isRoot = site.contentPath === '/';
  if (isRoot && !site.config?.home) throw Errors.WEB_CONFIG_NOT_FOUND(site.configName);
  const friendlyURL = isRoot ? site.config!.home! : site.contentPath;
  if (friendlyURL === `/${site.configName}`) throw Errors.PAGE_NOT_FOUND(req.fullPath);

  let content: Content;
  try {
    content = await deps.cms.contentByUrl(stats, friendlyURL, lookup);
  } catch (error) {
    if ((error as { code?: string }).code !== 'PORTAL_CMS_NOT_FOUND' || isRoot) throw error;
    throw Errors.PAGE_NOT_FOUND(req.fullPath);
  }

  const template = templateFor(content.structure.key, deps.templates);
  const view = contentView(content, template);
  validate(template, view, req);
  // Embedded content the CMS does not have leaves the page standing; a CMS that fails fails the page, so
  // a page missing a part is never cached as if it were whole.
  const embedded = await embeddedContent(deps, stats, content, lookup).catch((error: Error & { code?: string }) => {
    if (error.code !== 'PORTAL_EMBEDDED_NOT_FOUND' && error.code !== 'PORTAL_EMBEDDED_NOT_DEFINED') throw error;
    deps.log.warn({ err: error, contentId: content.id }, 'embedded content left out');
    return undefined;
  });
  const isHome = isRoot || friendlyURL === site.config?.home;
  const inputs = [site.web, site.config, embedded, currentYear()];
  return rememberPayload(content, `${req.locale} ${req.host} ${site.prefix} ${isRoot} ${req.search}`, inputs, () =>
    assemble(deps, req, site, {
      template,
      view,
      embedded: embedded && contentView(embedded, templateFor(embedded.structure.key, deps.templates)),
      alternates: alternatesFor(site, content, isHome),
      canonicalPath: isHome ? siteRoot(req.locale, site.prefix) : localizePath(req.locale, site.prefix + friendlyURL),
      isHome,
    }),
  );
}

const MAX_VARIANTS = 8;
const payloads = new WeakMap<Content, Map<string, { inputs: unknown[]; payload: PagePayload }>>();

/**
 * A page's payload depends only on cached CMS objects and the request's locale, host and query: while none of
 * them changes, the payload made last time is the answer (and its serialized form with it, server/render.tsx).
 * A few query variants are kept per content item; more (a crawler's or an attacker's) start the list afresh.
 */
function rememberPayload(content: Content, variant: string, inputs: unknown[], make: () => PagePayload): PagePayload {
  let variants = payloads.get(content);
  if (!variants) payloads.set(content, (variants = new Map()));
  const known = variants.get(variant);
  if (known && known.inputs.every((input, i) => input === inputs[i])) return known.payload;
  const payload = make();
  if (variants.size >= MAX_VARIANTS) variants.clear();
  variants.set(variant, { inputs, payload });
  return payload;
}

/** A page's own rule (SPEC.md §5): a refusal answers its status, by default 404 'Page Not Found: {full path}'. */
function validate(template: Template, view: ContentView, req: PageRequest): void {
  const verdict = template.validate?.(view, new URLSearchParams(req.search)) ?? true;
  if (verdict === true) return;
  const error = Errors.PAGE_VALIDATION_FAILED(req.fullPath);
  (error as { statusCode: number }).statusCode = verdict.statusCode;
  if (verdict.statusMessage) error.message = verdict.statusMessage;
  throw error;
}

interface PageParts {
  template: Template;
  view: ContentView;
  embedded?: ContentView;
  alternates: Alternate[];
  canonicalPath: string;
  isHome: boolean;
  robots?: string;
}

function assemble(deps: PageModelDeps, req: PageRequest, site: Site, parts: PageParts): PagePayload {
  const sv = siteView(site, req.locale);
  const { view } = parts;
  return {
    buildId: deps.buildId,
    status: 200,
    locale: req.locale,
    site: sv,
    head: head(deps, site, {
      path: parts.canonicalPath,
      alternates: parts.alternates,
      title: parts.isHome ? sv.name : `${view.name} – ${sv.name}`,
      description: view.description ?? undefined,
      ogImage: textOf(recordOf(view.data.image)?.url),
      ogType: parts.isHome ? 'website' : 'article',
      robots: parts.robots,
    }),
    alternates: parts.alternates,
    layout: layoutOf(new URLSearchParams(req.search), view),
    view: { kind: 'content', template: parts.template.key, content: view, embedded: parts.embedded },
    year: currentYear(),
  };
}

/**
 * A template's named example on the default web's layout (`/dev/{preview}?example=name`, SPEC.md §2): the same
 * fixtures its tests use. An unknown example fails the page's validation.
 */
export async function previewPayload(deps: PageModelDeps, req: PageRequest, stats: CacheStats, preview: Preview): Promise<PagePayload> {
  const site = await loadSite(deps.cms, stats, siteMatchFor(deps, req), req.locale);
  const name = new URLSearchParams(req.search).get('example') ?? Object.keys(preview.examples)[0]!;
  const example = Object.hasOwn(preview.examples, name) ? preview.examples[name] : undefined;
  if (!example) throw Errors.PAGE_VALIDATION_FAILED(req.fullPath);
  const view = { ...example, data: sanitizeFields(example.data, preview.template) };
  validate(preview.template, view, req);
  const alternates = LOCALE_CODES.map((code) => ({ locale: code, href: localizePath(code, req.localPath), translated: true }));
  const canonicalPath = localizePath(req.locale, req.localPath);
  return assemble(deps, req, site, { template: preview.template, view, alternates, canonicalPath, isHome: false, robots: 'noindex' });
}

/** The content another item embeds through `data.stranka.friendlyURL` (SPEC.md §3, §8). */
export async function embeddedContent(deps: PageModelDeps, stats: CacheStats, content: Content, lookup: { webId: string; language: string }): Promise<Content | undefined> {
  if (content.data.stranka === undefined) return undefined;
  const url = textOf(recordOf(content.data.stranka)?.friendlyURL);
  if (!url) throw Errors.EMBEDDED_NOT_DEFINED(content.id);
  try {
    return await deps.cms.contentByUrl(stats, url, lookup);
  } catch (error) {
    if ((error as { code?: string }).code === 'PORTAL_CMS_NOT_FOUND') throw Errors.EMBEDDED_NOT_FOUND(url, lookup.language);
    throw error;
  }
}

/**
 * The payload of an error screen. It tries to show the site's own header and menu; when even that fails
 * (the CMS is down and nothing is cached) it falls back to the web entry's name and no menu.
 */
export async function errorPayload(deps: PageModelDeps, req: PageRequest, status: number, stats: CacheStats, error?: { message: string; code?: string }): Promise<PagePayload> {
  const match = siteMatchFor(deps, req);
  // When the CMS is what failed, asking it again for the header would only make the visitor wait twice.
  const site: Site | undefined =
    error?.code === 'PORTAL_CMS_UNAVAILABLE' ? undefined : await loadSite(deps.cms, stats, match, req.locale).catch(() => undefined);
  const sv = siteView(site ?? match, req.locale);
  const t = translatorFor(req.locale);
  const maintenance = error?.code === 'PORTAL_MAINTENANCE';
  const alternates = LOCALE_CODES.map((code) => ({ locale: code, href: siteRoot(code, match.prefix), translated: false }));
  return {
    buildId: deps.buildId,
    status,
    locale: req.locale,
    site: sv,
    head: head(deps, site, {
      path: localizePath(req.locale, req.localPath),
      alternates,
      title: `${t(`${errorTextKey(status, maintenance)}.headline`)} – ${sv.name}`,
      ogType: 'website',
      robots: 'noindex',
    }),
    alternates,
    layout: new URLSearchParams(req.search).get('layout') === 'false' ? false : 'default',
    view: { kind: 'error', status, message: status < 500 ? error?.message : undefined, maintenance: maintenance || undefined },
    year: currentYear(),
  };
}
