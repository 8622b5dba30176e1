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
  body: html().optional().describe('An introduction above the steps (HTML).'),
  steps: z.array(
    z.object({
      title: text().describe('What to do, as a heading.'),
      body: html().optional().describe('How, in a few words (HTML).'),
      pages: z.array(text()).optional().describe('Refs of the pages this step leads to, in order; a page the CMS does not have is left out.'),
    }),
  ).min(1).describe('The steps in order, numbered on the page.'),
}).meta({ description: "A step-by-step journey through a life event, as GOV.UK's step-by-step navigation. Every page a step names shows, above its content, \"Part of: {journey}, step n of m\" with the steps before and after (server/journeys.ts finds them from the list of `KrokZaKrokem` items in the page's language: no page lists its journeys). The samples: losing a job, having a baby, caring for someone, coming from Ukraine, in four languages (`krok-za-krokem-*.json`)." });

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
