/**
 * Which office hours hold at a moment (content/README.md "Shared shapes": TemporaryHours replace `officeHours`
 * while `validFrom ≤ now ≤ validTo`). Decided on the server in a template's `load` and handed to the page, so the
 * server's HTML and the browser's hydration show the same hours. Pure: the caller passes the clock.
 */
import { TIME_ZONE } from './i18n.ts';
import { WEEK_DAYS, type OpeningSpan, type TemporaryHours, type WeekDay } from './content-shapes.ts';

export interface HoursInForce {
  /** The day of the week it is in Prague: the page says what the hours are today. */
  today: WeekDay;
  /** The regular hours. */
  regular: OpeningSpan[];
  /** The temporary hours in force now, shown instead of the regular ones. */
  current?: TemporaryHours;
  /** Temporary hours announced for later, soonest first. */
  upcoming: TemporaryHours[];
}

export function hoursInForce(officeHours: OpeningSpan[] | undefined, temporaryOfficeHours: TemporaryHours[] | undefined, now: number): HoursInForce {
  const temporary = (temporaryOfficeHours ?? [])
    .map((entry) => ({ entry, from: Date.parse(entry.validFrom), to: Date.parse(entry.validTo) }))
    .filter(({ from, to }) => !Number.isNaN(from) && !Number.isNaN(to) && from <= to)
    .sort((a, b) => a.from - b.from);
  // When entries overlap, the one that began last is the most specific.
  const current = temporary.filter(({ from, to }) => from <= now && now <= to).at(-1)?.entry;
  return {
    today: weekdayInPrague(now),
    regular: officeHours ?? [],
    ...(current ? { current } : {}),
    upcoming: temporary.filter(({ from }) => from > now).map(({ entry }) => entry),
  };
}

let pragueWeekday: Intl.DateTimeFormat | undefined;

/** The day of the week in Prague at `now` (ms), whatever the server's time zone. */
export function weekdayInPrague(now: number): WeekDay {
  pragueWeekday ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'long' });
  const day = pragueWeekday.format(now).toLowerCase();
  return WEEK_DAYS.find((candidate) => candidate === day) ?? 'monday';
}

/** The spans of the hours that hold (the temporary ones in force, else the regular ones). */
export function spansInForce(hours: HoursInForce): OpeningSpan[] {
  return hours.current?.hours ?? hours.regular;
}
