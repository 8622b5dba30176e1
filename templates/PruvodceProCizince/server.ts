import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, link, text } from '../schema.ts';
import GuidePage, { type GuideData } from './PruvodceProCizince.tsx';

export const schema = z.object({
  languageNotice: text().optional().describe('In which language the office deals and how to manage without Czech: shown first, prominently (plain text).'),
  steps: z
    .array(
      z.object({
        title: text().describe('What to do, as a heading.'),
        body: html().optional().describe('How (HTML).'),
        bring: z.array(text()).optional().describe('What to bring (plain text each).'),
        where: z
          .object({ text: text().describe('in words'), link: link().optional().describe('the page or site') })
          .optional()
          .describe('Where to go.'),
      }),
    )
    .optional().describe('The steps in order, numbered on the page.'),
  usefulLinks: z.array(link()).optional().describe('Further help (Link[]).'),
  legalBasis: z.array(link()).optional().describe("The laws (label = the law's full citation)."),
}).meta({ description: 'A guide for foreigners: the steps to take, numbered.' });

export const PruvodceProCizince = defineTemplate<GuideData>({ key: 'PruvodceProCizince', Component: GuidePage, schema });
