import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import DevFormPage, { FORM_SECTIONS, type FormPreviewData } from './DevForm.tsx';
import { formMessageCatalogue, type RuleMessages } from './form-rules.ts';

/** Which parts the example shows: the message catalogue, the key filter presets, the password strength meter. */
const schema: z.ZodType<FormPreviewData> = z.object({ sections: z.array(z.enum(FORM_SECTIONS)).min(1) });

export const DevForm = defineTemplate<FormPreviewData, Record<string, never>, RuleMessages[] | undefined>({
  key: 'DevForm',
  Component: DevFormPage,
  schema,
  // zod and its locales stay on the server: the page carries the messages they made.
  load: async ({ content }) => (content.data.sections.includes('messages') ? formMessageCatalogue() : undefined),
  meta: () => ({ robots: 'noindex' }),
});
