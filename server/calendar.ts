/**
 * iCalendar of the events (docs/product.md §15, and §2 "Calendar events: place, date"): `/feeds/events.ics`, the
 * calendar of every event of the web in a language (prefixed for en, ru, ua), in the order of their own dates, and
 * `/feeds/events/{id}.ics`, one event, for "add to my calendar". Which items are events their templates say
 * (templates/events/dates.ts). Written by ical-generator from the events' `start`, `end`, `place` and `organiser`
 * (content/README.md), in UTC as its authors advise; an event whose dates do not fit is left out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ical, { type ICalCalendar } from 'ical-generator';
import { z } from 'zod';
import type { Content } from '../shared/content.ts';
import { LOCALES, localizePath } from '../shared/locales.ts';
import { eventKeys, eventOf } from '../templates/events/dates.ts';
import type { TemplateRegistry } from '../templates/module.ts';
import type { Config } from './config.ts';
import { CMS_DOCUMENT } from './page-cache/page-cache.ts';
import { Errors } from './errors.ts';
import { CALENDAR_PATH } from './feeds.ts';
import { pageOf } from './request-context.ts';
import { FEED } from './route-kind.ts';
import { originOf, siteView, type Site } from './site.ts';

/** At most this many pages of a hundred events in a calendar. */
const MAX_EVENT_PAGES = 10;

const eventData = z.object({
  place: z.object({ name: z.string(), address: z.object({ street: z.string(), city: z.string(), postalCode: z.string() }).optional() }).optional(),
  organiser: z.object({ name: z.string(), email: z.string().optional() }).optional(),
});

function addEvent(calendar: ICalCalendar, item: Content, templates: TemplateRegistry, site: Site, origin: string, language: string, log: FastifyRequest['log']): void {
  const dates = eventOf(item, templates)?.dates;
  const parsed = eventData.safeParse(item.data);
  const url = item.friendlyURLs[language];
  if (!dates || !parsed.success || !url) {
    log.warn({ contentId: item.id }, 'an event without usable dates or page is left out of the calendar');
    return;
  }
  const { start, end } = dates;
  const { place, organiser } = parsed.data;
  const locale = Object.values(LOCALES).find((l) => l.tag === language)!.code;
  const address = place?.address ? `${place.address.street}, ${place.address.postalCode} ${place.address.city}` : undefined;
  calendar.createEvent({
    id: `${item.id}-${language}@${new URL(origin).host}`,
    start: new Date(start),
    end: new Date(end),
    summary: item.name,
    description: item.description ?? undefined,
    location: [place?.name, address].filter(Boolean).join(', ') || undefined,
    url: origin + localizePath(locale, site.prefix + url),
    // iCalendar names an organiser by an e-mail address; one without is named in the description only.
    organizer: organiser?.email ? { name: organiser.name, email: organiser.email } : undefined,
    lastModified: item.updatedAt ? new Date(item.updatedAt) : undefined,
  });
}

/** The calendar as a file, kept by the page cache while the CMS answers it was made of stand. */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, calendar: ICalCalendar, file: string, retentionS: number) {
  const text = calendar.toString();
  request.server.pageCache?.keep(request, text, CMS_DOCUMENT);
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', `public, max-age=0, s-maxage=${retentionS}`)
    .send(text);
}

export const calendarPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; templates: TemplateRegistry }) => {
    const structureKey = eventKeys(opts.templates);
    const context = async (request: FastifyRequest) => {
      const locale = pageOf(request).locale;
      const site = await request.site.load();
      const view = siteView(site, locale);
      return { site, language: LOCALES[locale].tag, origin: originOf(opts.config.publicUrl, site), name: view.name };
    };

    for (const { prefix } of Object.values(LOCALES)) {
      app.get(`${prefix}${CALENDAR_PATH}`, { config: FEED }, async (request, reply) => {
        const { site, language, origin, name } = await context(request);
        const items = await request.cms.everyContent({ webId: site.web.id, language, structureKey, sort: 'displayAt:desc' }, MAX_EVENT_PAGES);
        // Each item's start read once, not at every comparison of the sort.
        const starts = new Map(items.map((item) => [item, Date.parse(eventOf(item, opts.templates)?.dates.start ?? '') || 0]));
        const calendar = ical({ name, prodId: { company: name, product: 'portal', language: language.split('-')[0]!.toUpperCase() } });
        for (const item of items.toSorted((a, b) => starts.get(a)! - starts.get(b)!)) addEvent(calendar, item, opts.templates, site, origin, language, request.log);
        return sendCalendar(request, reply, calendar, 'events.ics', opts.config.cmsCacheRetentionS);
      });

      app.get<{ Params: { id: string } }>(`${prefix}/feeds/events/:id`, { config: FEED }, async (request, reply) => {
        const id = request.params.id.replace(/\.ics$/, '');
        const { site, language, origin, name } = await context(request);
        let item: Content;
        try {
          item = await request.cms.contentById(id, { webId: site.web.id, language });
        } catch (error) {
          throw error instanceof Errors.CMS_NOT_FOUND ? Errors.PAGE_NOT_FOUND(pageOf(request).fullPath) : error;
        }
        if (!structureKey.includes(item.structure.key) || !request.params.id.endsWith('.ics')) throw Errors.PAGE_NOT_FOUND(pageOf(request).fullPath);
        const calendar = ical({ name, prodId: { company: name, product: 'portal' } });
        addEvent(calendar, item, opts.templates, site, origin, language, request.log);
        if (calendar.length() === 0) throw Errors.PAGE_NOT_FOUND(pageOf(request).fullPath);
        return sendCalendar(request, reply, calendar, `event-${item.id}.ics`, opts.config.cmsCacheRetentionS);
      });
    }
  },
  { name: 'calendar', dependencies: ['request-context'] },
);
