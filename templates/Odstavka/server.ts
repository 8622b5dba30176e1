import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { dateTime, html, text } from '../schema.ts';
import OutageNotice, { type OutageData, type OutageState } from './Odstavka.tsx';

export const schema = z.object({
  start: dateTime().optional().describe('When the outage begins: before it, the page announces it (200); from it, the maintenance screen (503).'),
  end: dateTime().optional().describe('Its planned end: what `Retry-After` counts down to; from it, the page says the outage is over (200).'),
  retryAfterSeconds: z.number().int().positive().optional().describe('Seconds to ask visitors to wait while the outage is under way with no planned end.'),
  affectedServices: z.array(text()).optional().describe('What does not work meanwhile, plainly named.'),
  body: html().optional().describe('What to do meanwhile (HTML).'),
}).meta({ description: 'A planned outage: before `start` the page announces it (200); from it the maintenance screen (503); from `end` the page says the outage is over (200).' });

/** When nothing says how long to wait: a visitor or crawler may look again in an hour. */
const DEFAULT_RETRY_AFTER_S = 3600;

/**
 * Where the outage stands at `now`: announced before its start, under way from its start (or from the first, with
 * none) until its planned end (or for good, with none), over from then; and how long that holds.
 */
export function outageState(data: OutageData, now: number): OutageState {
  const start = data.start ? Date.parse(data.start) : -Infinity;
  const end = data.end ? Date.parse(data.end) : Infinity;
  if (now < start) return { phase: 'announced', secondsToChange: Math.floor((start - now) / 1000) };
  if (now < end) return { phase: 'under-way', secondsToChange: Number.isFinite(end) ? Math.ceil((end - now) / 1000) : undefined };
  return { phase: 'over' };
}

/** Seconds a visitor is asked to wait during the outage: until its planned end, else the item's own figure. */
export function retryAfterS(data: OutageData, state: OutageState): number {
  return state.secondsToChange ?? data.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
}

export const Odstavka = defineTemplate<OutageData, Record<string, never>, OutageState>({
  key: 'Odstavka',
  // A notice of a planned outage, gone once it is over: no page to offer in a search or to a crawler.
  listing: 'none',
  Component: OutageNotice,
  schema,
  // The phase depends on the clock: worked out for each request, never remembered with the page; and the page
  // cache keeps none of them (no `cache.maxAgeS`), so no kept copy can outlive its phase.
  load: async ({ content, now }) => outageState(content.data, now()),
  remember: false,
  // Before the start the announcement is public, but no cache may keep it past the start.
  answer: (content, state) =>
    state?.phase === 'under-way' ? { kind: 'status', statusCode: 503, retryAfterS: retryAfterS(content.data, state) }
    : state?.phase === 'announced' ? { kind: 'status', statusCode: 200, maxAgeS: state.secondsToChange }
    : undefined,
  meta: () => ({ robots: 'noindex' }),
});
