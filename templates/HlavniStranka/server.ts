import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { formatShortDate } from '../../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { eventDateText, eventKeys, eventOf, inEventOrder } from '../events/dates.ts';
import { feedLinks } from '../../server/feeds.ts';
import { card, hero, html, image, link, officeFinderTexts, text } from '../schema.ts';
import { defineTemplate, type EventDates, type LoadContext } from '../module.ts';
import HomePage, { type HomeData, type HomeLoaded, type NewsItem } from './HlavniStranka.tsx';

export const homeSchema = z.object({
  hero: hero().optional().describe('The welcome at the top.'),
  tiles: z.array(card()).optional().describe('The main life situations, as tiles.'),
  highlights: z.array(card()).optional().describe('Notices worth a tile of their own.'),
  newsTeaser: z
    .object({
      title: text().describe("the teaser's heading"),
      list: z
        .object({
          structureKeys: z.array(z.string().min(1)).min(1).describe('the structure keys of the news shown'),
          pageSize: z.number().int().min(1).max(10).default(3).describe('how many, newest first'),
        })
        .describe('which items'),
      moreLink: link().optional().describe('the link to all of them'),
    })
    .optional()
    .describe('The latest news (loaded: the newest items of the list).'),
  eventsTeaser: z
    .object({
      title: text().describe("the teaser's heading"),
      pageSize: z.number().int().min(1).max(10).default(3).describe('how many events, soonest first'),
      moreLink: link().optional().describe('the link to the calendar'),
    })
    .optional()
    .describe('The next events by their own dates (loaded).'),
  quickLinks: z.array(link()).optional().describe('Short links to what people look for most.'),
  officeFinder: z
    .object({
      title: text().describe('its heading'),
      text: text().optional().describe('a sentence under it'),
      link: link().describe('the list of workplaces, which answers the form'),
      mapLink: link().optional().describe('the map of the offices'),
      search: officeFinderTexts().optional().describe('the words of the form that finds the office serving a municipality (the `up` web only)'),
    })
    .optional()
    .describe("The way to a visitor's office."),
  body: html().optional().describe('A text under the tiles (HTML).'),
  image: image().optional().describe("The share image of the home page (else the web config's default)."),
}).meta({ description: "A home page: of the ministry's web (`HlavniStranka`, `content/mpsv`) or of the labour office's (`UpCzHlavniStranka`)." });

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
