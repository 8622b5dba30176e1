/**
 * Atom feeds of the news and the press releases, per language (docs/product.md §15): `/feeds/news.xml` and
 * `/feeds/press.xml`, with the language prefix for en, ru and ua (`/en/feeds/news.xml`). The twenty newest items of
 * the web the host serves, each with its title, perex, date and the link to its page; written by the `feed` library
 * from cached CMS answers, and kept by the page cache while they stand.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Feed } from 'feed';
import { keyFromData, translatorFor } from '../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../shared/locales.ts';
import type { FeedLink } from '../shared/page.ts';
import { eventKeys } from '../templates/events/dates.ts';
import type { TemplateRegistry } from '../templates/module.ts';
import type { Config } from './config.ts';
import { CMS_DOCUMENT } from './page-cache/page-cache.ts';
import { pageOf } from './request-context.ts';
import { FEED } from './route-kind.ts';
import { originOf, siteView } from './site.ts';

const FEEDS = { news: 'Aktualita', press: 'TiskovaZprava' } as const;
const ITEMS = 20;
/** The calendar of the events (server/calendar.ts). */
export const CALENDAR_PATH = '/feeds/events.ics';

/**
 * The feeds of a page listing items of these structure keys, in its language: the Atom feed of each kind of item
 * that has one, and the calendar where events are listed. Pages name them in their head and show them as links.
 */
export function feedLinks(structureKeys: readonly string[], locale: LocaleCode, templates: TemplateRegistry): FeedLink[] {
  const t = translatorFor(locale);
  const atom = Object.entries(FEEDS)
    .filter(([, key]) => structureKeys.includes(key))
    .map(([name]): FeedLink => ({ href: localizePath(locale, `/feeds/${name}.xml`), type: 'application/atom+xml', title: t('feeds.atomLink', { feed: t(keyFromData(`feeds.${name}`)) }) }));
  const events = eventKeys(templates).some((key) => structureKeys.includes(key));
  return events ? [...atom, { href: localizePath(locale, CALENDAR_PATH), type: 'text/calendar', title: t('feeds.calendarLink') }] : atom;
}

export const feedsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    for (const { prefix } of Object.values(LOCALES)) {
      for (const [name, structureKey] of Object.entries(FEEDS) as [keyof typeof FEEDS, string][]) {
        app.get(`${prefix}/feeds/${name}.xml`, { config: FEED }, async (request, reply) => {
          const locale: LocaleCode = pageOf(request).locale;
          const site = await request.site.load();
          const origin = originOf(opts.config.publicUrl, site);
          const language = LOCALES[locale].tag;
          const list = await request.cms.contents({ webId: site.web.id, language, structureKey, sort: 'displayAt:desc', page: 1, pageSize: ITEMS });
          const view = siteView(site, locale);
          const self = origin + localizePath(locale, `/feeds/${name}.xml`);
          const feed = new Feed({
            id: self,
            title: `${translatorFor(locale)(`feeds.${name}`)} – ${view.name}`,
            link: origin + view.rootPath,
            language: language.split('-')[0],
            copyright: view.name,
            // RFC 4287 §4.1.1: a feed whose entries name no author names one for them all.
            author: { name: view.name, link: origin + view.rootPath },
            updated: new Date(list.items[0]?.displayAt ?? list.items[0]?.updatedAt ?? 0),
            feedLinks: { atom: self },
          });
          for (const item of list.items) {
            const url = item.friendlyURLs[language];
            if (!url) continue;
            const link = origin + localizePath(locale, site.prefix + url);
            feed.addItem({ id: link, link, title: item.name, description: item.description ?? undefined, date: new Date(item.displayAt ?? item.updatedAt ?? 0) });
          }
          reply.type('application/atom+xml; charset=utf-8').header('cache-control', `public, max-age=0, s-maxage=${opts.config.cmsCacheRetentionS}`);
          const atom = feed.atom1();
          app.pageCache?.keep(request, atom, CMS_DOCUMENT);
          return atom;
        });
      }
    }
  },
  { name: 'feeds', dependencies: ['request-context'] },
);
