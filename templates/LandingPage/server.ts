import { z } from 'zod';
import { blocks } from '../blocks/schema.ts';
import { defineTemplate } from '../module.ts';
import { image, link, text } from '../schema.ts';
import LandingPagePage, { type LandingData } from './LandingPage.tsx';

/** The data of a campaign page (content/README.md "Pages and composition"). */
export const landingSchema = z.object({
  /** The top of the page: the campaign's heading (else the item's name), a sentence (else the perex), an image (Image; `alt: ""` decorative). */
  hero: z.object({ title: text().optional(), text: text().optional(), image: image().optional() }).optional(),
  /** The campaign's few main points, each a short title and a sentence. */
  keyMessages: z.array(z.object({ title: text(), text: text() })).optional(),
  /** What the visitor can do next, in the hero; the first is the primary one. */
  callsToAction: z.array(link()).optional(),
  /** Content blocks under the key messages, in order (templates/blocks/schema.ts). */
  blocks: blocks().optional(),
});

export const LandingPage = defineTemplate<LandingData>({
  key: 'LandingPage',
  Component: LandingPagePage,
  schema: landingSchema,
  meta: (content) => ({ ogType: 'website', ogImage: content.data.hero?.image?.url }),
});
