/**
 * What a page says of itself in its head, and of its other languages: the alternates (its URL in each language,
 * or the Czech page's where it has none), hreflang, the canonical URL and Open Graph, for every kind of page.
 */
import type { Content } from '../shared/content.ts';
import { LOCALE_CODES, LOCALES, localizePath } from '../shared/locales.ts';
import type { Alternate, HeadView } from '../shared/page.ts';
import type { AnyTemplateModule, Meta } from '../templates/module.ts';
import type { Config } from './config.ts';
import { originOf, siteRoot, type Site } from './site.ts';

/**
 * The page in every language: its own URL where it is translated; where not, its Czech URL under that language's
 * prefix, which tells the visitor the page is in Czech only (ui/Untranslated.tsx).
 */
export function alternatesFor(site: Site, content: Content, isHome: boolean): Alternate[] {
  const czechUrl = content.friendlyURLs[LOCALES.cs.tag];
  return LOCALE_CODES.map((code) => {
    const url = content.friendlyURLs[LOCALES[code].tag];
    if (!url) return { locale: code, href: czechUrl && !isHome ? localizePath(code, site.prefix + czechUrl) : siteRoot(code, site.prefix), translated: false };
    return { locale: code, href: isHome ? siteRoot(code, site.prefix) : localizePath(code, site.prefix + url), translated: true };
  });
}

/** The translated alternates with the query parameters a page keeps across languages (a search's words, a list's filters). */
export function withLanguageQuery(alternates: Alternate[], query: URLSearchParams, names: AnyTemplateModule['languageQuery']): Alternate[] {
  const keeps = typeof names === 'function' ? names : (name: string) => (names ?? []).includes(name);
  const kept = new URLSearchParams();
  // The first value of each, as the page reads it.
  for (const [name, value] of query) if (keeps(name) && !kept.has(name)) kept.append(name, value);
  const search = kept.toString();
  if (!search) return alternates;
  return alternates.map((alternate) => (alternate.translated ? { ...alternate, href: `${alternate.href}?${search}` } : alternate));
}

/** An absolute http(s) URL for an image of the CMS, or nothing: `javascript:` and broken URLs never leave. */
function imageUrl(url: string | undefined, origin: string): string | undefined {
  if (!url || !URL.canParse(url, origin)) return undefined;
  const absolute = new URL(url, origin);
  return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined;
}

export interface HeadFields extends Meta {
  title: string;
  ogType: HeadView['ogType'];
  path: string;
  alternates: Alternate[];
}

export function headOf(config: Config, site: Pick<Site, 'entry'> & { config?: Site['config'] }, fields: HeadFields): HeadView {
  const origin = originOf(config.publicUrl, site);
  const translated = fields.alternates.filter((a) => a.translated);
  const hreflang: HeadView['hreflang'] = translated.map((a) => ({ tag: LOCALES[a.locale].tag, href: origin + a.href }));
  const czech = translated.find((a) => a.locale === 'cs');
  if (czech) hreflang.push({ tag: 'x-default', href: origin + czech.href });
  return {
    title: fields.title,
    description: fields.description,
    canonical: origin + fields.path,
    hreflang,
    ogImage: imageUrl(fields.ogImage ?? site.config?.vychoziObrazek?.url, origin),
    ogType: fields.ogType,
    robots: fields.robots,
    ...(fields.feeds?.length ? { feeds: fields.feeds } : {}),
  };
}
