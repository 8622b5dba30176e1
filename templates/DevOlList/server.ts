import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import DevOlListPage, { LIST_STATES, type OrderedListPreviewData } from './DevOlList.tsx';

/** Which ordered lists the example shows: a plain one, one with nested steps. */
export const schema = z.object({ lists: z.array(z.enum(LIST_STATES)).min(1) });

export const DevOlList = defineTemplate<OrderedListPreviewData>({ key: 'DevOlList', Component: DevOlListPage, schema, meta: () => ({ robots: 'noindex' }) });
