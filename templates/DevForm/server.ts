import { z } from 'zod';
import { passwordScore } from '../../ui/PasswordStrength.tsx';
import { defineTemplate } from '../module.ts';
import DevFormPage, { FORM_SECTIONS, SAMPLE_PASSWORDS, type FormPreviewData, type FormPreviewLoaded } from './DevForm.tsx';
import { formMessageCatalogue } from './form-rules.ts';

/** Which parts the example shows: the sample form, the message catalogue, the key filter presets, the password meter. */
export const schema = z.object({ sections: z.array(z.enum(FORM_SECTIONS)).min(1) });

/** `sent=1`: where the sample form's POST sends a form that passed (server/pages.ts). */
const query = z.object({ sent: z.literal('1').optional().catch(undefined) });
type Query = z.infer<typeof query>;

export const DevForm = defineTemplate<FormPreviewData, Query, FormPreviewLoaded>({
  key: 'DevForm',
  Component: DevFormPage,
  schema,
  query,
  // zod, its locales and the password dictionaries stay on the server: the page carries what they made.
  load: async ({ content, query }) => {
    const { sections } = content.data;
    return {
      ...(sections.includes('messages') ? { rules: formMessageCatalogue() } : {}),
      ...(sections.includes('password') ? { samples: await Promise.all(SAMPLE_PASSWORDS.map(async (password) => ({ password, score: await passwordScore(password) }))) } : {}),
      ...(sections.includes('form') && query.sent ? { sent: true } : {}),
    };
  },
  meta: () => ({ robots: 'noindex' }),
  // The sample form changes nothing, but posts like one that would: with the visitor's CSRF token.
  csrf: true,
});
