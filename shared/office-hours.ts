/**
 * Which office hours hold at a moment (content/README.md "Shared shapes": TemporaryHours replace `officeHours`
 * while `validFrom ≤ now ≤ validTo`). Decided on the server in a template's `load` and handed to the page, so the
 * server's HTML and the browser's hydration show the same hours. Pure: the caller passes the clock.
 */
import type { OpeningSpan, TemporaryHours } from './content-shapes.ts';

export interface HoursInForce {
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
    regular: officeHours ?? [],
    ...(current ? { current } : {}),
    upcoming: temporary.filter(({ from }) => from > now).map(({ entry }) => entry),
  };
}

/** The spans of the hours that hold (the temporary ones in force, else the regular ones). */
export function spansInForce(hours: HoursInForce): OpeningSpan[] {
  return hours.current?.hours ?? hours.regular;
}
