/**
 * The whole HTML document, rendered on the server and hydrated as is in the browser. The page data rides along
 * as JSON in a script element of type application/json, escaped so CMS strings can never close it.
 */
import type { ReactNode } from 'react';
import { colourModeAttributes } from '../shared/colour-mode.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import type { PagePayload, Visitor } from '../shared/page.ts';
import { PORTAL_RELEASE } from '../shared/version.ts';
import { usePageColourMode } from './colour-mode.ts';
import { Page, type PageProps } from './Page.tsx';
import { VisitorContext } from './visitor.tsx';

export interface Assets {
  css: string;
  js: string;
  /** The stylesheet's font files by face (`latin-400`), for preloading. */
  fonts: Record<string, string>;
}

/**
 * The faces the first screen needs (body text and headings) in the scripts of each language, fetched with the
 * stylesheet rather than after it. A face that is not there at the first paint is never used on the page
 * (`font-display: optional`, client/fonts.css), so a script left out would show in the fallback font in the middle
 * of words: Czech needs latin-ext beside latin (č, ř, ž), Russian and Ukrainian need latin for digits, punctuation
 * and names beside cyrillic; English pages name Czech offices and places. Bold (700) loads as text asks for it.
 */
const PRELOADED_FACES: Record<LocaleCode, string[]> = {
  cs: ['latin-400', 'latin-ext-400', 'latin-500', 'latin-ext-500'],
  en: ['latin-400', 'latin-ext-400', 'latin-500', 'latin-ext-500'],
  ru: ['cyrillic-400', 'latin-400', 'cyrillic-500', 'latin-500'],
  ua: ['cyrillic-400', 'latin-400', 'cyrillic-500', 'latin-500'],
};

/** The font files the document preloads for a language (the server's `Link` header names the same). */
export function preloadedFonts(locale: LocaleCode, assets: Assets): string[] {
  return PRELOADED_FACES[locale].map((face) => assets.fonts[face]).filter((href) => href !== undefined);
}

export const DATA_ELEMENT_ID = 'portal-data';

export interface DocumentProps extends PageProps {
  visitor: Visitor;
  assets: Assets;
  /**
   * The escaped JSON of the first page (shared/serialize.ts); kept verbatim on the client so hydration matches. On
   * the server a function, called once the page above it has rendered (server/render.tsx: it carries what the page
   * formatted).
   */
  dataJson: string | (() => string);
  /** What only the browser shows (the session dialog, notices): nothing on the server, so nothing before hydration. */
  behaviours?: ReactNode;
}

function Head({ payload, assets }: { payload: PagePayload; assets: Assets }) {
  const { head, site } = payload;
  const locale = LOCALES[payload.locale];
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      <link rel="canonical" href={head.canonical} />
      {head.hreflang.map((alt) => <link key={alt.tag} rel="alternate" hrefLang={alt.tag} href={alt.href} />)}
      {head.feeds?.map((feed) => <link key={feed.href} rel="alternate" type={feed.type} href={feed.href} title={feed.title} />)}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      <meta property="og:url" content={head.canonical} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={locale.tag.replace('-', '_')} />
      {head.ogImage ? <meta property="og:image" content={head.ogImage} /> : null}
      <meta name="generator" content={PORTAL_RELEASE} />
      <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml" />
      {preloadedFonts(payload.locale, assets).map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />)}
      <link rel="stylesheet" href={assets.css} />
      {/* No first paint before the header and breadcrumbs are parsed: on a slow phone the parser yields mid-header,
          and a header painted with half its tools moves when the rest arrives (its tools are right-aligned). */}
      <link rel="expect" href="#main" blocking="render" />
    </head>
  );
}

/** The page data, a component of its own: React renders it after the page above it, so the server's JSON can say what the page formatted. */
function PageData({ dataJson }: Pick<DocumentProps, 'dataJson'>) {
  return <script id={DATA_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: typeof dataJson === 'function' ? dataJson() : dataJson }} />;
}

export function Document({ payload, visitor, Template, assets, dataJson, announcement, busy, behaviours }: DocumentProps) {
  // On the server already, so the first paint has the right colours (no flash of the other mode).
  const { className: modeClass, ...theme } = colourModeAttributes(usePageColourMode(payload, visitor));
  return (
    <html lang={LOCALES[payload.locale].tag} className={[payload.site.themeClass, modeClass].filter(Boolean).join(' ')} {...theme}>
      <Head payload={payload} assets={assets} />
      <body>
        <VisitorContext value={visitor}>
          <Page payload={payload} Template={Template} announcement={announcement} busy={busy} />
          {behaviours}
        </VisitorContext>
        <PageData dataJson={dataJson} />
      </body>
    </html>
  );
}
