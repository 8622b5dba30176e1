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
  /** Whether the office is open now and when that changes (`openingState`), where the server worked it out. */
  opening?: OpeningState;
}

/** Whether an office is open at a moment, and when it next opens (Europe/Prague, public holidays closed). */
export interface OpeningState {
  open: boolean;
  /** Today is a public holiday: closed all day. */
  holiday: boolean;
  /** While open: when it closes ("HH:MM"). */
  closesAt?: string;
  /** While closed: when it next opens, within two weeks: the date in Prague, its weekday and the time. */
  next?: { date: string; day: WeekDay; time: string; when: 'today' | 'tomorrow' | 'later' };
  /** When what this says changes (ms since the epoch): it opens or closes, or the day ends. */
  changesAt: number;
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

let pragueParts: Intl.DateTimeFormat | undefined;

/** The date ("YYYY-MM-DD") and minutes of the day in Prague at a moment. */
function inPrague(at: number): { date: string; minutes: number } {
  pragueParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const part = Object.fromEntries(pragueParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, minutes: Number(part.hour) * 60 + Number(part.minute) };
}

/** The date `days` after a date, in the calendar (no time zone in it). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The moment a Prague wall-clock time of a date is (summer time included). */
export function pragueMoment(date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let moment = wall;
  // Twice: the offset at the first guess may differ from the one at the moment itself around a change of time.
  for (let i = 0; i < 2; i++) {
    const seen = inPrague(moment);
    moment -= Date.parse(`${seen.date}T${String(Math.floor(seen.minutes / 60)).padStart(2, '0')}:${String(seen.minutes % 60).padStart(2, '0')}:00Z`) - wall;
  }
  return moment;
}

/** How many days ahead the next opening is looked for. */
const LOOK_AHEAD_DAYS = 14;

/**
 * Whether the office is open at `now`, until when, or when it next opens: the hours in force on each day (temporary
 * ones where they hold that day), a public holiday (`isHoliday`, a Prague date) closed all day.
 */
export function openingState(officeHours: OpeningSpan[] | undefined, temporaryOfficeHours: TemporaryHours[] | undefined, now: number, isHoliday: (date: string) => boolean): OpeningState {
  const { date: today, minutes } = inPrague(now);
  const endOfDay = pragueMoment(addDays(today, 1), '00:00');
  const holiday = isHoliday(today);
  for (let ahead = 0; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const date = addDays(today, ahead);
    if (isHoliday(date)) continue;
    const noon = pragueMoment(date, '12:00');
    const hours = hoursInForce(officeHours, temporaryOfficeHours, noon);
    const spans = spansInForce(hours)
      .filter((span) => span.day === hours.today)
      .sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
    for (const span of spans) {
      if (ahead === 0 && minutesOf(span.open) <= minutes && minutes < minutesOf(span.close)) {
        return { open: true, holiday, closesAt: span.close, changesAt: Math.min(pragueMoment(date, span.close), endOfDay) };
      }
      if (ahead > 0 || minutesOf(span.open) > minutes) {
        const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : 'later';
        return { open: false, holiday, next: { date, day: hours.today, time: span.open, when }, changesAt: Math.min(pragueMoment(date, span.open), endOfDay) };
      }
    }
  }
  return { open: false, holiday, changesAt: endOfDay };
}
