/** Step-by-step journeys (templates/KrokZaKrokem) as the pages that belong to them show them. */
import type { Link } from './page.ts';

/** A journey a page is part of (server/journeys.ts): "Part of: I lost my job, step 2 of 5", previous and next. */
export interface JourneyPart {
  /** The journey's name and its page. */
  name: string;
  url: string;
  /** This page's step, from 1, of `steps`. */
  step: number;
  steps: number;
  stepTitle: string;
  /** The step before and after, titled by the step and leading to its first page (or to the step on the journey). */
  previous?: Link;
  next?: Link;
}

/** The id of a step on the journey's page, so a page of a step can link to it. */
export function journeyStepAnchor(step: number): string {
  return `krok-${step}`;
}
