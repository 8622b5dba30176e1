import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { formatShortDate } from '../../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { eventDateText, eventKeys, eventOf, inEventOrder } from '../events/dates.ts';
import { feedLinks } from '../../server/feeds.ts';
import { card, html, image, link, officeFinderTexts, text } from '../schema.ts';
import { defineTemplate, type EventDates, type LoadContext } from '../module.ts';
import HomePage, { type HomeData, type HomeLoaded, type NewsItem } from './HlavniStranka.tsx';

/** The data of both home pages (content/README.md "Home pages"). */
export const homeSchema = z.object({
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
  /** The next events by their own dates (at most `pageSize`, soonest first) and a link to the calendar. */
  eventsTeaser: z.object({ title: text(), pageSize: z.number().int().min(1).max(10).default(3), moreLink: link().optional() }).optional(),
  /** Short links to what people look for most. */
  quickLinks: z.array(link()).optional(),
  /**
   * The way to a visitor's office: a link to the list of workplaces, and to the map; with `search`, the form that
   * finds the office serving a municipality there (its label, button and hint).
   */
  officeFinder: z
    .object({ title: text(), text: text().optional(), link: link(), mapLink: link().optional(), search: officeFinderTexts().optional() })
    .optional(),
  body: html().optional(),
  /** The share image of the home page (else the web config's default). */
  image: image().optional(),
});

function newsItem(content: Content, locale: LocaleCode, prefix: string, dates?: EventDates): NewsItem | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  const date = dates ? { date: eventDateText(dates, locale), dateTime: dates.start } : { date: formatShortDate(content.displayAt, locale), dateTime: content.displayAt ?? undefined };
  return { id: content.id, title: content.name, url: localizePath(locale, prefix + url), ...date };
}

/** The latest news of the teaser and the next events, in the page's language. */
export async function homeLoad({ content, cms, lookup, locale, site, templates, now }: LoadContext<HomeData, unknown>): Promise<HomeLoaded> {
  const { newsTeaser, eventsTeaser } = content.data;
  const [news, events] = await Promise.all([
    newsTeaser ? cms.contents({ ...lookup, structureKey: newsTeaser.list.structureKeys, sort: 'displayAt:desc', page: 1, pageSize: newsTeaser.list.pageSize }) : undefined,
    eventsTeaser ? cms.everyContent({ ...lookup, structureKey: eventKeys(templates) }) : undefined,
  ]);
  const upcoming = events && inEventOrder(events.map((item) => eventOf(item, templates)).filter((event) => event !== undefined), now()).upcoming;
  const listed = [...(newsTeaser?.list.structureKeys ?? []), ...(eventsTeaser ? eventKeys(templates) : [])];
  return {
    feeds: feedLinks(listed, locale, templates),
    ...(news ? { news: news.items.map((item) => newsItem(item, locale, site.prefix)).filter((item) => item !== undefined) } : {}),
    ...(upcoming && eventsTeaser
      ? { events: upcoming.map((event) => newsItem(event.content, locale, site.prefix, event.dates)).filter((item) => item !== undefined).slice(0, eventsTeaser.pageSize) }
      : {}),
  };
}

export const HlavniStranka = defineTemplate<HomeData, unknown, HomeLoaded>({
  key: 'HlavniStranka',
  // A web's root, in the sitemap; as a search result it would answer every search that its tiles mention.
  listing: 'sitemap',
  printable: false,
  Component: HomePage,
  schema: homeSchema,
  load: homeLoad,
  meta: (content, loaded) => ({ ogType: 'website', ogImage: content.data.image?.url ?? content.data.hero?.image?.url, feeds: loaded?.feeds }),
});
