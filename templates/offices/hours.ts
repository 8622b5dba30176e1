/**
 * The office hours a page shows (server only): those in force now (shared/office-hours.ts), and whether the office is
 * open now and when it next opens, the public holidays of the Czech Republic closed (the `date-holidays` library's
 * calendar, public ones only: not the days merely observed).
 */
import Holidays from 'date-holidays';
import type { OpeningSpan, TemporaryHours } from '../../shared/content-shapes.ts';
import type { PageAnswer } from '../module.ts';
import { hoursInForce, openingState, type HoursInForce } from '../../shared/office-hours.ts';

const czechCalendar = new Holidays('CZ');
const holidaysOfYear = new Map<number, Set<string>>();

/** Whether a date ("YYYY-MM-DD", in Prague) is a public holiday of the Czech Republic. */
export function isPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let dates = holidaysOfYear.get(year);
  if (!dates) {
    dates = new Set(czechCalendar.getHolidays(year).filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    holidaysOfYear.set(year, dates);
  }
  return dates.has(date);
}

/** The hours in force at `now`, with whether the office is open then and when that changes. */
export function officeHoursAt(officeHours: OpeningSpan[] | undefined, temporaryOfficeHours: TemporaryHours[] | undefined, now: number): HoursInForce {
  return { ...hoursInForce(officeHours, temporaryOfficeHours, now), opening: openingState(officeHours, temporaryOfficeHours, now, isPublicHoliday) };
}

/** The soonest moment the hours shown change (an office opens or closes, or the day ends): no cache may keep the page longer. */
export function nextChange(hours: readonly HoursInForce[]): number | undefined {
  const soonest = Math.min(...hours.map((entry) => entry.opening?.changesAt ?? Infinity));
  return Number.isFinite(soonest) ? soonest : undefined;
}

/** Seconds from `now` until a change (at least one). */
export function secondsUntil(changesAt: number, now: number): number {
  return Math.max(1, Math.ceil((changesAt - now) / 1000));
}

/** The answer of a page showing office hours: itself, kept by no cache past `changesAt` (its load's `nextChange`). */
export function heldAnswer(loaded: { changesAt?: number } | undefined, now: (() => number) | undefined): PageAnswer | undefined {
  return loaded?.changesAt === undefined || !now ? undefined : { kind: 'status', statusCode: 200, maxAgeS: secondsUntil(loaded.changesAt, now()) };
}
