import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { formatShortDate } from '../../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { card, html, image, link, text } from '../schema.ts';
import { defineTemplate, type LoadContext } from '../module.ts';
import HomePage, { type HomeData, type NewsItem } from './HlavniStranka.tsx';

/** The data of both home pages (content/README.md "Home pages"). */
export const homeSchema: z.ZodType<HomeData> = z.object({
  /** The welcome at the top: a heading (else the item's name), a sentence under it, an image. */
  hero: z.object({ title: text().optional(), text: text().optional(), image: image().optional() }).optional(),
  /** The main life situations, as tiles. */
  tiles: z.array(card()).optional(),
  /** Notices worth a tile of their own. */
  highlights: z.array(card()).optional(),
  /** The latest news: which items (at most `pageSize`, newest first) and a link to all of them. */
  newsTeaser: z
    .object({
      title: text(),
      list: z.object({ structureKeys: z.array(z.string().min(1)).min(1), pageSize: z.number().int().min(1).max(10).default(3) }),
      moreLink: link().optional(),
    })
    .optional(),
  /** Short links to what people look for most. */
  quickLinks: z.array(link()).optional(),
  /** The way to a visitor's office: a link to the list of workplaces, and to the map. */
  officeFinder: z.object({ title: text(), text: text().optional(), link: link(), mapLink: link().optional() }).optional(),
  body: html().optional(),
  /** The share image of the home page (else the web config's default). */
  image: image().optional(),
});

function newsItem(content: Content, locale: LocaleCode, prefix: string): NewsItem | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  return { id: content.id, title: content.name, url: localizePath(locale, prefix + url), date: formatShortDate(content.displayAt, locale), dateTime: content.displayAt ?? undefined };
}

/** The latest news of the teaser, in the page's language. */
export async function latestNews({ content, cms, lookup, locale, site }: LoadContext<HomeData, unknown>): Promise<NewsItem[] | undefined> {
  const teaser = content.data.newsTeaser;
  if (!teaser) return undefined;
  const list = await cms.contents({ ...lookup, structureKey: teaser.list.structureKeys, sort: 'displayAt:desc', page: 1, pageSize: teaser.list.pageSize });
  return list.items.map((item) => newsItem(item, locale, site.prefix)).filter((item) => item !== undefined);
}

export const HlavniStranka = defineTemplate<HomeData, unknown, NewsItem[] | undefined>({
  key: 'HlavniStranka',
  Component: HomePage,
  schema: homeSchema,
  load: latestNews,
  meta: (content) => ({ ogType: 'website', ogImage: content.data.image?.url ?? content.data.hero?.image?.url }),
});
