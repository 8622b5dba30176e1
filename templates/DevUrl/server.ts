import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { LOCALE_CODES, LOCALES, localizePath } from '../../shared/locales.ts';
import { Errors } from '../../server/errors.ts';
import { defineTemplate, type LoadContext } from '../module.ts';
import DevUrlPage, { type LoadedUrls, type PageUrls, type UrlPreviewData } from './DevUrl.tsx';

const czechUrl = () => z.string().regex(/^\/[a-z0-9/-]*$/, 'not a friendly URL');

/** Which sample pages the example shows by their Czech friendly URLs: pages in every language, a list's query. */
export const schema = z.object({
  /** Czech friendly URLs of the pages whose URLs in every language the preview shows. */
  pages: z.array(czechUrl()),
  /** Czech friendly URL of a list whose filter state the preview shows in the query. */
  list: czechUrl().optional(),
});

type Context = LoadContext<UrlPreviewData, Record<string, never>>;

/** The item behind a Czech friendly URL, with its URLs in every language; undefined when it is not there. */
async function pageUrls({ cms, lookup, locale, site }: Context, czech: string): Promise<PageUrls | undefined> {
  let item: Content;
  try {
    item = await cms.contentByUrl(czech, { ...lookup, language: LOCALES.cs.tag });
  } catch (error) {
    if (error instanceof Errors.CMS_NOT_FOUND) return undefined;
    throw error;
  }
  const translations = LOCALE_CODES.flatMap((code) => {
    const url = item.friendlyURLs[LOCALES[code].tag];
    return url ? [{ locale: code, language: LOCALES[code].name, href: localizePath(code, site.prefix + url) }] : [];
  });
  const here = translations.find((translation) => translation.locale === locale) ?? translations[0]!;
  // The name in the page's language, when the item has it.
  const named = here.locale === 'cs' ? item : await cms.contentByUrl(item.friendlyURLs[LOCALES[locale].tag]!, lookup);
  return { name: named.name, href: here.href, translations: translations.map(({ language, href }) => ({ language, href })) };
}

export const DevUrl = defineTemplate<UrlPreviewData, Record<string, never>, LoadedUrls>({
  key: 'DevUrl',
  Component: DevUrlPage,
  schema,
  async load(context) {
    const [pages, list] = await Promise.all([
      Promise.all(context.content.data.pages.map((page) => pageUrls(context, page))),
      context.content.data.list ? pageUrls(context, context.content.data.list) : undefined,
    ]);
    return { pages: pages.filter((page) => page !== undefined), list };
  },
  meta: () => ({ robots: 'noindex' }),
});
