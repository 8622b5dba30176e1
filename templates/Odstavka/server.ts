import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { dateTime, html, text } from '../schema.ts';
import OutageNotice, { type OutageData } from './Odstavka.tsx';

const schema: z.ZodType<OutageData> = z.object({
  /** When the outage begins. */
  start: dateTime().optional(),
  /** Its planned end: the page's text, and what `Retry-After` counts down to. */
  end: dateTime().optional(),
  /** Seconds to ask visitors to wait once the planned end has passed (the outage runs late). */
  retryAfterSeconds: z.number().int().positive().optional(),
  /** What does not work meanwhile, plainly named. */
  affectedServices: z.array(text()).optional(),
  /** What to do meanwhile (HTML). */
  body: html().optional(),
});

/** When nothing says how long to wait: a visitor or crawler may look again in an hour. */
const DEFAULT_RETRY_AFTER_S = 3600;

/** Seconds until the planned end while it lies ahead, else the item's fallback. */
export function retryAfterS(data: OutageData, now: number): number {
  const end = data.end ? Date.parse(data.end) : Number.NaN;
  if (end > now) return Math.ceil((end - now) / 1000);
  return data.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
}

export const Odstavka = defineTemplate<OutageData, Record<string, never>, { retryAfterS: number }>({
  key: 'Odstavka',
  // A notice of a planned outage, gone once it is over: no page to offer in a search or to a crawler.
  listing: 'none',
  Component: OutageNotice,
  schema,
  // The wait depends on the clock, so it is worked out for each request, not remembered with the page.
  load: async ({ content }) => ({ retryAfterS: retryAfterS(content.data, Date.now()) }),
  remember: false,
  answer: (_content, loaded) => ({ kind: 'status', statusCode: 503, retryAfterS: loaded?.retryAfterS }),
  meta: () => ({ robots: 'noindex' }),
});
