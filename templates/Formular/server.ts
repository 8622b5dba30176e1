import { z } from 'zod';
import { documentRef, html, link, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import { linkedPage, loadRef } from '../refs.ts';
import FormPage, { type FormData, type FormLoaded } from './Formular.tsx';

/** The data of a form detail (content/README.md "Services and forms"). */
export const schema = z.object({
  /** Ref of the Sluzba the form belongs to; the page loads it and links it by its name. */
  service: text().optional(),
  /** Where to fill in and send the request online (Jenda). */
  onlineRequest: link().optional(),
  /** An application that helps fill the form in. */
  onlineApplication: link().optional(),
  /** An interactive form (fillable file or web form). */
  interactiveForm: link().optional(),
  /** The form as a file to print (DocumentRef: shown with its type and size). */
  printablePdf: documentRef().optional(),
  /** Annexes and samples of filling in (DocumentRef[]). */
  attachments: z.array(documentRef()).optional(),
  /** A form that exists only elsewhere (another authority's portal); always marked external. */
  externalForm: link().optional(),
  /** Instructions: who fills it in, when, where to send it (HTML). */
  body: html().optional(),
});

export const Formular = defineTemplate<FormData, Record<string, never>, FormLoaded>({
  key: 'Formular',
  Component: FormPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const service = content.data.service ? await loadRef(cms, content.data.service, lookup) : undefined;
    return { service: service && linkedPage(service, locale, site.prefix) };
  },
});
