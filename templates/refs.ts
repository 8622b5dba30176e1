/**
 * Related items of the services group's templates, loaded by Ref (content/README.md "Rules for all keys": a friendly
 * URL of the same web and language). Server only: the templates' `load` hands the component plain links.
 */
import type { Content, Lookup } from '../shared/content.ts';
import { LOCALES, localizePath, type LocaleCode } from '../shared/locales.ts';
import { Errors } from '../server/errors.ts';
import type { ContentReader } from './module.ts';
import type { LinkedPage } from './services/Parts.tsx';

/** The item a Ref names, or undefined when the CMS has no such item: a missing related item is left out. */
export async function loadRef(cms: ContentReader, ref: string, lookup: Lookup): Promise<Content | undefined> {
  try {
    return await cms.contentByUrl(ref, lookup);
  } catch (error) {
    if (error instanceof Errors.CMS_NOT_FOUND) return undefined;
    throw error;
  }
}

/** The items of several Refs, in their order, the missing left out. */
export async function loadRefs(cms: ContentReader, refs: readonly string[] | undefined, lookup: Lookup): Promise<Content[]> {
  const found = await Promise.all((refs ?? []).map((ref) => loadRef(cms, ref, lookup)));
  return found.filter((content) => content !== undefined);
}

/** An item as a card or link of this page: its name, perex and portal URL in the page's language. */
export function linkedPage(content: Content, locale: LocaleCode, prefix: string): LinkedPage | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  return { id: content.id, title: content.name, text: content.description ?? undefined, url: localizePath(locale, prefix + url) };
}

/** Loaded items as linked pages, those without a URL in the page's language left out. */
export function linkedPages(contents: readonly Content[], locale: LocaleCode, prefix: string): LinkedPage[] {
  return contents.map((content) => linkedPage(content, locale, prefix)).filter((page) => page !== undefined);
}
