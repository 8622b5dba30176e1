import { z } from 'zod';
import { blocks } from '../blocks/schema.ts';
import { defineTemplate } from '../module.ts';
import { link } from '../schema.ts';
import KombinovanaStrankaPage, { type ComposedPageData } from './KombinovanaStranka.tsx';

/** The data of a composed page (content/README.md "Pages and composition"). */
export const composedPageSchema = z.object({
  /** The page's content blocks, in order (required; templates/blocks/schema.ts). Blocks that do not fit are left out. */
  blocks: blocks().min(1),
  /** The laws the page rests on; each label is the law's full citation, the link its text. */
  legalBasis: z.array(link()).optional(),
  /** Pages that say more. */
  related: z.array(link()).optional(),
});

export const KombinovanaStranka = defineTemplate<ComposedPageData>({ key: 'KombinovanaStranka', Component: KombinovanaStrankaPage, schema: composedPageSchema });
