import { z } from 'zod';
import { html, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import type { LinkedPage } from '../services/Parts.tsx';
import { linkedPages, loadRefs } from '../refs.ts';
import JourneyPage, { type JourneyData } from './KrokZaKrokem.tsx';

/**
 * A step-by-step journey through a life event (content/README.md "Step-by-step journeys"): numbered steps, each
 * linking the pages that belong to it. Every page a step names shows that it is part of the journey
 * (server/journeys.ts), so a journey is the one place that says which pages it orders.
 */
export const schema = z.object({
  /** An introduction above the steps (HTML). */
  body: html().optional(),
  /** The steps in order, numbered on the page. */
  steps: z.array(
    z.object({
      /** What to do, as a heading. */
      title: text(),
      /** How, in a few words (HTML). */
      body: html().optional(),
      /** Refs of the pages this step leads to, in order; a page the CMS does not have is left out. */
      pages: z.array(text()).optional(),
    }),
  ).min(1),
});

export const JOURNEY_KEY = 'KrokZaKrokem';

/** What `load` hands the component: the pages of each step, in the steps' order. */
export type JourneyPages = LinkedPage[][];

export const KrokZaKrokem = defineTemplate<JourneyData, Record<string, never>, JourneyPages>({
  key: JOURNEY_KEY,
  Component: JourneyPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    return Promise.all(content.data.steps.map(async (step) => linkedPages(await loadRefs(cms, step.pages, lookup), locale, site.prefix)));
  },
});
