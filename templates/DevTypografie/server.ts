import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import DevTypografiePage, { TYPOGRAPHY_PARTS, type TypographyPreviewData } from './DevTypografie.tsx';

/** Which parts of the sample text the example shows: paragraphs with links, code and abbreviations; lists; a quotation. */
export const schema = z.object({ parts: z.array(z.enum(TYPOGRAPHY_PARTS)).min(1) });

export const DevTypografie = defineTemplate<TypographyPreviewData>({ key: 'DevTypografie', Component: DevTypografiePage, schema, meta: () => ({ robots: 'noindex' }) });
