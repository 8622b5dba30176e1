import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import DevCardPage, { CARD_STATES, type CardPreviewData } from './DevCard.tsx';

/** Which card states the example shows: with text, without text, with an image, to another site. */
export const schema = z.object({ states: z.array(z.enum(CARD_STATES)).min(1) });

export const DevCard = defineTemplate<CardPreviewData>({ key: 'DevCard', Component: DevCardPage, schema, meta: () => ({ robots: 'noindex' }) });
