import { z } from 'zod';
import { blocks } from '../blocks/schema.ts';
import { defineTemplate } from '../module.ts';
import { link } from '../schema.ts';
import KombinovanaStrankaPage, { type ComposedPageData } from './KombinovanaStranka.tsx';

export const composedPageSchema = z.object({
  blocks: blocks().min(1).describe("The page's content blocks, in order (required; templates/blocks/schema.ts). Blocks that do not fit are left out."),
  legalBasis: z.array(link()).optional().describe("The laws the page rests on; each label is the law's full citation, the link its text."),
  related: z.array(link()).optional().describe('Pages that say more.'),
}).meta({ description: 'A page composed of blocks, in order.' });

export const KombinovanaStranka = defineTemplate<ComposedPageData>({ key: 'KombinovanaStranka', Component: KombinovanaStrankaPage, schema: composedPageSchema });
