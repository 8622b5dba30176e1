/**
 * Which web (site) a request belongs to and what that web's config says (docs/product.md §2, §3). A web entry is
 * matched by host name, then by its friendly-URL prefix; otherwise the first entry, the default web, serves.
 */
import type { Content, Web } from '../shared/content.ts';
import { linkOf, listOf, recordOf, textOf } from '../shared/data.ts';
import { localizePath, LOCALES, type LocaleCode } from '../shared/locales.ts';
import type { FooterView, Link, MenuItem, SiteView } from '../shared/page.ts';
import { slugify } from '../shared/urls.ts';
import { Errors } from './errors.ts';
import type { CmsClient } from './cms.ts';
import type { WebEntry } from './config.ts';
import { parseSiteNotice, type SiteNoticeConfig } from './site-notice.ts';

export interface SiteMatch {
  entry: WebEntry;
  /** Portal path prefix of the web: '' when it is reached by host or is the default. */
  prefix: string;
  /** The path inside the web, without locale and web prefix: the content's friendly URL. */
  contentPath: string;
  isDefault: boolean;
}

/** A Host header's name as webs are configured: without the port, lower case. */
export function bareHost(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

export function matchSite(entries: WebEntry[], host: string, locale: LocaleCode, localPath: string): SiteMatch {
  const hostname = bareHost(host);
  const fits = (e: WebEntry) => !e.locale || e.locale === locale;
  const byHost = entries.find((e) => e.host === hostname && fits(e));
  if (byHost) return { entry: byHost, prefix: '', contentPath: localPath, isDefault: byHost === entries[0] };
  const byPrefix = entries.slice(1).find((e) => fits(e) && (localPath === e.url || localPath.startsWith(e.url + '/')));
  if (byPrefix) return { entry: byPrefix, prefix: byPrefix.url, contentPath: localPath.slice(byPrefix.url.length) || '/', isDefault: false };
  return { entry: entries[0]!, prefix: '', contentPath: localPath, isDefault: true };
}

export interface WebConfig {
  home?: string;
  nazevWebu?: string;
  vychoziObrazek?: { url: string };
  menu: MenuItem[];
  /** `menuDalsi`: the label of the menu's overflow submenu. */
  menuMoreLabel?: string;
  footer: FooterView;
  /** The search page (a Ref: its friendly URL in the config's language), where the header's search box sends its term. */
  searchRef?: string;
  maintenance: boolean;
  /** The most frequent searches the editors pin (`frequentSearches`) and block (`frequentSearchesBlocked`). */
  frequentSearches: { pinned: string[]; blocked: string[] };
  /** `topTasks`: the portal's most used tasks, offered where a page is not there (404, 410). */
  topTasks: Link[];
  /** `siteNotice`: the notice on every page, between its start and end (server/site-notice.ts). */
  siteNotice?: SiteNoticeConfig;
  /** Why the config's `siteNotice` was left out, for the log. */
  siteNoticeProblem?: string;
  raw: Record<string, unknown>;
}

/** Config values may be JSON strings (docs/content-api.md §3); objects and arrays stored that way are parsed. */
function parseValue(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const parsedConfigs = new WeakMap<Content, WebConfig>();

export function parseWebConfig(content: Content): WebConfig {
  let config = parsedConfigs.get(content);
  if (config) return config;
  const raw = Object.fromEntries(Object.entries(content.data).map(([k, v]) => [k, parseValue(v)]));
  const footer = recordOf(raw.footer);
  const contact = recordOf(footer?.contact);
  const image = textOf(recordOf(raw.vychoziObrazek)?.url);
  config = {
    home: textOf(raw.home),
    nazevWebu: textOf(raw.nazevWebu),
    vychoziObrazek: image ? { url: image } : undefined,
    menu: listOf(raw.menu, (item) => {
      const link = linkOf(item);
      return link && { ...link, children: listOf(recordOf(item)?.children, linkOf) };
    }),
    menuMoreLabel: textOf(raw.menuDalsi),
    footer: {
      columns: listOf(footer?.columns, (col) => {
        const title = textOf(recordOf(col)?.title);
        return title ? { title, links: listOf(recordOf(col)?.links, linkOf) } : undefined;
      }),
      contact: textOf(contact?.title) ? { title: textOf(contact?.title)!, lines: listOf(contact?.lines, textOf) } : undefined,
    },
    searchRef: textOf(raw.vyhledavani)?.startsWith('/') ? textOf(raw.vyhledavani) : undefined,
    maintenance: raw.maintenance === true || raw.maintenance === 'true',
    frequentSearches: { pinned: listOf(raw.frequentSearches, textOf), blocked: listOf(raw.frequentSearchesBlocked, textOf) },
    topTasks: listOf(raw.topTasks, linkOf),
    raw,
  };
  const { notice, problem } = parseSiteNotice(raw.siteNotice);
  if (notice) config.siteNotice = notice;
  if (problem) config.siteNoticeProblem = problem;
  parsedConfigs.set(content, config);
  return config;
}

export interface Site extends SiteMatch {
  web: Web;
  /** Undefined when the web has no config item: pages still render, the home page cannot. */
  config?: WebConfig;
  configName: string;
}

export async function loadWeb(cms: CmsClient, match: SiteMatch): Promise<Web> {
  try {
    return await cms.webByUrl(match.entry.url);
  } catch (error) {
    if (match.isDefault && error instanceof Errors.CMS_NOT_FOUND) throw Errors.DEFAULT_WEB_NOT_FOUND(match.entry.url);
    throw error;
  }
}

/** How the name of a web's config item begins (docs/product.md §3). */
export const CONFIG_NAME_PREFIX = 'config-';

/** How the name of a web's search thesaurus item begins (server/search/thesaurus.ts), beside its config. */
export const THESAURUS_NAME_PREFIX = 'search-thesaurus-';

/** Whether an item's name (or friendly URL without its slash) is one of a web's own items, its config or its thesaurus: content, no page. */
export function isWebItemName(name: string): boolean {
  return name.startsWith(CONFIG_NAME_PREFIX) || name.startsWith(THESAURUS_NAME_PREFIX);
}

/** The name (and friendly URL, with a leading slash) of a web's config item (docs/product.md §3). */
export function configNameOf(web: Web): string {
  return `${CONFIG_NAME_PREFIX}${web.friendlyURL.replace(/^\//, '')}`;
}

/** The name (and friendly URL, with a leading slash) of a web's thesaurus item. */
export function thesaurusNameOf(web: Web): string {
  return `${THESAURUS_NAME_PREFIX}${web.friendlyURL.replace(/^\//, '')}`;
}

/** The web's config item in the page's language; undefined when the web has none. */
export async function loadWebConfig(cms: Pick<CmsClient, 'contentByUrl'>, web: Web, locale: LocaleCode): Promise<WebConfig | undefined> {
  try {
    return parseWebConfig(await cms.contentByUrl(`/${configNameOf(web)}`, { webId: web.id, language: LOCALES[locale].tag }));
  } catch (error) {
    if (!(error instanceof Errors.CMS_NOT_FOUND)) throw error;
    return undefined;
  }
}

const themes = new WeakMap<object, string>();

/** `theme-` + the web's theme or its slugified name, else `theme-default`; once per cached web object. */
export function themeClass(web: Pick<Web, 'theme' | 'name' | 'defaultLanguage'> | undefined): string {
  if (!web) return 'theme-default';
  let found = themes.get(web);
  if (found === undefined) {
    const theme = slugify(web.theme ?? web.name[web.defaultLanguage] ?? '');
    found = theme ? `theme-${theme}` : 'theme-default';
    themes.set(web, found);
  }
  return found;
}

/** The public origin of a web: its own host where it has one (with PUBLIC_URL's scheme), else PUBLIC_URL. */
export function originOf(publicUrl: string, site: Pick<SiteMatch, 'entry'>): string {
  return site.entry.host ? `${new URL(publicUrl).protocol}//${site.entry.host}` : publicUrl;
}

export function siteRoot(locale: LocaleCode, prefix: string): string {
  return localizePath(locale, prefix || '/');
}

/** The footer of a web without one: one object, so the markup pages share (ui/shared-markup.ts) is made once. */
const NO_FOOTER: FooterView = Object.freeze({ columns: [] });

export function siteView(site: Pick<Site, 'entry' | 'prefix'> & { web?: Web; config?: WebConfig }, locale: LocaleCode): SiteView {
  const tag = LOCALES[locale].tag;
  return {
    webId: site.web?.id ?? site.entry.url.slice(1),
    name: site.config?.nazevWebu ?? site.web?.name[tag] ?? site.web?.name[site.web.defaultLanguage] ?? site.entry.name,
    rootPath: siteRoot(locale, site.prefix),
    themeClass: themeClass(site.web),
    menu: site.config?.menu ?? [],
    menuMoreLabel: site.config?.menuMoreLabel,
    footer: site.config?.footer ?? NO_FOOTER,
    searchPath: site.config?.searchRef && localizePath(locale, site.prefix + site.config.searchRef),
  };
}
