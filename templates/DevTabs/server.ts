import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import DevTabsPage, { SUBMISSION_WAYS, type TabsPreviewData } from './DevTabs.tsx';

/** Which tabs the example shows, in order: ways to hand in an application. */
export const schema = z.object({ tabs: z.array(z.enum(SUBMISSION_WAYS)).min(1) });

export const DevTabs = defineTemplate<TabsPreviewData>({ key: 'DevTabs', Component: DevTabsPage, schema, meta: () => ({ robots: 'noindex' }) });
