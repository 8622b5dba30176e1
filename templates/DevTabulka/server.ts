import { z } from 'zod';
import { translatorFor } from '../../shared/i18n.ts';
import { defineTemplate } from '../module.ts';
import DevTabulkaPage, { previewTable, TABLE_STATES, type PreviewTable, type TablePreviewData } from './DevTabulka.tsx';

/** Which table states the example shows, in order: simple, wide (many columns), numbers (aligned right). */
export const schema = z.object({ tables: z.array(z.enum(TABLE_STATES)).min(1) });

export const DevTabulka = defineTemplate<TablePreviewData, Record<string, never>, PreviewTable[]>({
  key: 'DevTabulka',
  Component: DevTabulkaPage,
  schema,
  load: async ({ content, locale }) => content.data.tables.map((state) => previewTable(state, locale, translatorFor(locale))),
  meta: () => ({ robots: 'noindex' }),
});
