/**
 * An event's own dates (docs/product.md §2 "Calendar events: place, date"), by which everything dates an event: lists,
 * the home page, the calendar and the JSON-LD, never by when it was announced (`displayAt`). Which structure keys
 * are events, and how their dates are read, their template modules say (`eventDates`); server only.
 */
import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { formatShortDate } from '../../shared/i18n.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { AnyTemplateModule, EventDates } from '../module.ts';
import { dateTime } from '../schema.ts';
import { dayInPrague } from './time.ts';

const datesSchema = z.object({ start: dateTime(), end: dateTime() });

/** The dates of an event's CMS data; undefined when they do not fit. */
export function eventDatesOf(data: unknown): EventDates | undefined {
  const parsed = datesSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

type Templates = Readonly<Record<string, AnyTemplateModule>>;

/** The structure keys whose templates read an event's dates. */
export function eventKeys(templates: Templates): string[] {
  return Object.values(templates).filter((template) => template.eventDates).map((template) => template.key);
}

/** An item whose template reads event dates, with its dates; undefined for any other item or dates that do not fit. */
export function eventOf(content: Content, templates: Templates): DatedEvent | undefined {
  const template = Object.hasOwn(templates, content.structure.key) ? templates[content.structure.key] : undefined;
  const dates = template?.eventDates?.(content.data);
  return dates ? { content, dates } : undefined;
}

export interface DatedEvent {
  content: Content;
  dates: EventDates;
}

/** Upcoming events (not over at `now`) soonest first, and past ones apart, the latest first. */
export function inEventOrder(events: DatedEvent[], now: number): { upcoming: DatedEvent[]; past: DatedEvent[] } {
  const byStart = (a: DatedEvent, b: DatedEvent) => Date.parse(a.dates.start) - Date.parse(b.dates.start);
  const over = (event: DatedEvent) => Date.parse(event.dates.end) < now;
  return { upcoming: events.filter((event) => !over(event)).sort(byStart), past: events.filter(over).sort((a, b) => byStart(b, a)) };
}

/** The year an event starts in, in Prague. */
export function eventYear(dates: EventDates): number {
  return Number(dayInPrague(dates.start).slice(0, 4));
}

/**
 * An event's date as lists say it (docs/product.md §9 short form): its day, or its first and last day
 * ("24.3.27–25.3.27").
 */
export function eventDateText({ start, end }: EventDates, locale: LocaleCode): string | undefined {
  const first = formatShortDate(start, locale);
  return dayInPrague(start) === dayInPrague(end) ? first : `${first}–${formatShortDate(end, locale)}`;
}
