import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, link, text } from '../schema.ts';
import GuidePage, { type GuideData } from './PruvodceProCizince.tsx';

export const schema = z.object({
  /** In which language the office deals and how to manage without Czech: shown first, prominently (plain text). */
  languageNotice: text().optional(),
  /** The steps in order, numbered on the page. */
  steps: z
    .array(
      z.object({
        /** What to do, as a heading. */
        title: text(),
        /** How (HTML). */
        body: html().optional(),
        /** What to bring (plain text each). */
        bring: z.array(text()).optional(),
        /** Where to go: in words, and a link to the page or site. */
        where: z.object({ text: text(), link: link().optional() }).optional(),
      }),
    )
    .optional(),
  /** Further help (Link[]). */
  usefulLinks: z.array(link()).optional(),
  /** The laws (label = the law's full citation). */
  legalBasis: z.array(link()).optional(),
});

export const PruvodceProCizince = defineTemplate<GuideData>({ key: 'PruvodceProCizince', Component: GuidePage, schema });
