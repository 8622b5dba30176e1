import { z } from 'zod';
import { blocks } from '../blocks/schema.ts';
import { defineTemplate } from '../module.ts';
import { hero, link, text } from '../schema.ts';
import LandingPagePage, { type LandingData } from './LandingPage.tsx';

export const landingSchema = z.object({
  hero: hero().optional().describe('The top of the page, with the calls to action; without its `text`, the perex.'),
  keyMessages: z.array(z.object({ title: text().describe('a short title'), text: text().describe('a sentence') })).optional().describe("The campaign's few main points, each a short title and a sentence."),
  callsToAction: z.array(link()).optional().describe('What the visitor can do next, in the hero; the first is the primary one.'),
  blocks: blocks().optional().describe('Content blocks under the key messages, in order (templates/blocks/schema.ts).'),
}).meta({ description: 'A campaign page.' });

export const LandingPage = defineTemplate<LandingData>({
  key: 'LandingPage',
  Component: LandingPagePage,
  schema: landingSchema,
  meta: (content) => ({ ogType: 'website', ogImage: content.data.hero?.image?.url }),
});
