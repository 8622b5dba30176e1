/** Moments of the events group's pages (events, vacancies, notices, podcast): days in Prague, deadlines, durations. */
import { formattedOnce, TIME_ZONE } from '../../shared/i18n.ts';

// The calendar day in Prague as YYYY-MM-DD (the Canadian English form is ISO); made on first use, remembered like
// the dates a page shows (shared/i18n.ts says why).
let pragueDay: Intl.DateTimeFormat | undefined;

/** The calendar day of a moment in Prague, "2026-10-15". */
export function dayInPrague(iso: string): string {
  return formattedOnce(`day ${iso}`, () => {
    pragueDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    return pragueDay.format(new Date(iso));
  })!;
}

/** Whether the moment `iso` has passed at `now` (ms). */
export function hasPassed(iso: string | undefined, now: number): boolean {
  return iso !== undefined && Date.parse(iso) < now;
}

/** A length of time in seconds as ISO 8601 (`PT1H2M5S`), for `<time dateTime>` and schema.org. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
