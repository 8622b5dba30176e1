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

/** The temporary hours with their validity as moments, those that make sense, soonest first. */
function validTemporary(temporaryOfficeHours: TemporaryHours[] | undefined) {
  return (temporaryOfficeHours ?? [])
    .map((entry) => ({ entry, from: Date.parse(entry.validFrom), to: Date.parse(entry.validTo) }))
    .filter(({ from, to }) => !Number.isNaN(from) && !Number.isNaN(to) && from <= to)
    .sort((a, b) => a.from - b.from);
}

/** The temporary hours in force at a moment: when entries overlap, the one that began last is the most specific. */
function temporaryAt(temporary: ReturnType<typeof validTemporary>, at: number): TemporaryHours | undefined {
  return temporary.filter(({ from, to }) => from <= at && at <= to).at(-1)?.entry;
}

export function hoursInForce(officeHours: OpeningSpan[] | undefined, temporaryOfficeHours: TemporaryHours[] | undefined, now: number): HoursInForce {
  const temporary = validTemporary(temporaryOfficeHours);
  const current = temporaryAt(temporary, now);
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

let lastSeen: { at: number; date: string; minutes: number } | undefined;

/** The date ("YYYY-MM-DD") and minutes of the day in Prague at a moment (the last one remembered: pages ask many times). */
function inPrague(at: number): { date: string; minutes: number } {
  if (lastSeen?.at !== at) lastSeen = { at, ...pragueWallClock(at) };
  return lastSeen;
}

function pragueWallClock(at: number): { date: string; minutes: number } {
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

/** Moments worked out, by date and time: every office's page asks for the same few days. */
const moments = new Map<string, number>();

/** The moment a Prague wall-clock time of a date is (summer time included). */
export function pragueMoment(date: string, time: string): number {
  const key = `${date} ${time}`;
  let moment = moments.get(key);
  if (moment === undefined) {
    if (moments.size >= 2000) moments.clear();
    moments.set(key, (moment = momentOf(date, time)));
  }
  return moment;
}

function momentOf(date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Prague is one or two hours ahead of UTC: the moment is whichever of the two shows that time there.
  const winter = wall - 3_600_000;
  const seen = inPrague(winter);
  return seen.date === date && seen.minutes === minutesOf(time) ? winter : wall - 7_200_000;
}

/** The weekday of a calendar date. */
function weekdayOf(date: string): WeekDay {
  return WEEK_DAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** How many days ahead the next opening is looked for. */
const LOOK_AHEAD_DAYS = 14;

interface Day {
  date: string;
  day: WeekDay;
  /** Its noon: a moment safely inside the day, at which the hours in force that day are read. */
  noon: number;
}

let lastDays: { today: string; days: Day[] } | undefined;

/** Today and the days after it that the next opening is looked for in (the last run remembered: every office asks). */
function daysFrom(today: string): Day[] {
  if (lastDays?.today !== today) {
    const days = Array.from({ length: LOOK_AHEAD_DAYS + 1 }, (_, ahead) => {
      const date = addDays(today, ahead);
      return { date, day: weekdayOf(date), noon: pragueMoment(date, '12:00') };
    });
    lastDays = { today, days };
  }
  return lastDays.days;
}

/**
 * Whether the office is open at `now`, until when, or when it next opens: the hours in force on each day (temporary
 * ones where they hold that day), a public holiday (`isHoliday`, a Prague date) closed all day.
 */
export function openingState(officeHours: OpeningSpan[] | undefined, temporaryOfficeHours: TemporaryHours[] | undefined, now: number, isHoliday: (date: string) => boolean): OpeningState {
  const { date: today, minutes } = inPrague(now);
  const days = daysFrom(today);
  const endOfDay = pragueMoment(days[1]!.date, '00:00');
  const holiday = isHoliday(today);
  const temporary = validTemporary(temporaryOfficeHours);
  for (const [ahead, { date, day, noon }] of days.entries()) {
    if (isHoliday(date)) continue;
    const spans = (temporaryAt(temporary, noon)?.hours ?? officeHours ?? [])
      .filter((span) => span.day === day)
      .sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
    for (const span of spans) {
      if (ahead === 0 && minutesOf(span.open) <= minutes && minutes < minutesOf(span.close)) {
        return { open: true, holiday, closesAt: span.close, changesAt: Math.min(pragueMoment(date, span.close), endOfDay) };
      }
      if (ahead > 0 || minutesOf(span.open) > minutes) {
        const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : 'later';
        return { open: false, holiday, next: { date, day, time: span.open, when }, changesAt: Math.min(pragueMoment(date, span.open), endOfDay) };
      }
    }
  }
  return { open: false, holiday, changesAt: endOfDay };
}
