/**
 * The server's cache of markup pages share (ui/shared-markup.ts). The first page that asks for a variant renders the
 * element itself, as every page did before; right after it (never inside another render: React's server renderer
 * keeps its state in module variables) the element is rendered alone under the page's providers and its root's inside
 * kept. Entries live as long as the data they were made of: a new answer of the content service, a new object, and the
 * old markup goes with the old object.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { LocaleCode } from '../shared/locales.ts';
import { TranslationProvider } from '../ui/i18n.tsx';
import type { SharedMarkupCache } from '../ui/shared-markup.ts';

/** A variant's markup, or null while it is being made. */
const made = new WeakMap<object, Map<string, string | null>>();

/** The inside of an element rendered alone: React writes its root's start tag with every `>` in it escaped. */
function insideOf(html: string): string {
  return html.slice(html.indexOf('>') + 1, html.lastIndexOf('</'));
}

function cacheFor(locale: LocaleCode): SharedMarkupCache {
  return (data, variant, element) => {
    let variants = made.get(data);
    if (variants === undefined) made.set(data, (variants = new Map()));
    const key = `${locale}\n${variant}`;
    const html = variants.get(key);
    if (html !== undefined) return html ?? undefined;
    variants.set(key, null);
    setImmediate(() => {
      try {
        // Links to absolute paths, as the shared parts have, do not depend on the router's location.
        variants.set(key, insideOf(renderToString(<StaticRouter location="/"><TranslationProvider locale={locale}>{element()}</TranslationProvider></StaticRouter>)));
      } catch {
        // It would break again: the pages go on rendering the element themselves, and say there what broke.
      }
    });
    return undefined;
  };
}

const caches = new Map<LocaleCode, SharedMarkupCache>();

/** The cache the pages of a language render with: one function a language, so React's context sees the same value. */
export function sharedMarkupCache(locale: LocaleCode): SharedMarkupCache {
  let cache = caches.get(locale);
  if (cache === undefined) caches.set(locale, (cache = cacheFor(locale)));
  return cache;
}
