import { z } from 'zod';
import { card, html, image, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import HomePage, { type HomeData } from './HlavniStranka.tsx';

const schema: z.ZodType<HomeData> = z.object({
  /** The welcome at the top: a heading (else the item's name) and a sentence under it. */
  hero: z.object({ title: text().optional(), text: text().optional() }).optional(),
  /** The main life situations, as tiles. */
  tiles: z.array(card()).optional(),
  /** News and notices worth a tile of their own. */
  highlights: z.array(card()).optional(),
  body: html().optional(),
  /** The share image of the home page (else the web config's default). */
  image: image().optional(),
});

export const HlavniStranka = defineTemplate({
  key: 'HlavniStranka',
  Component: HomePage,
  schema,
  meta: (content) => ({ ogType: 'website', ogImage: content.data.image?.url }),
});
