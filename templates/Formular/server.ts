import { z } from 'zod';
import { documentRef, html, link, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import { linkedPage, loadRef } from '../refs.ts';
import FormPage, { type FormData, type FormLoaded } from './Formular.tsx';

export const schema = z.object({
  service: text().optional().describe('Ref of the Sluzba the form belongs to; the page loads it and links it by its name.'),
  onlineRequest: link().optional().describe('Where to fill in and send the request online (Jenda).'),
  onlineApplication: link().optional().describe('An application that helps fill the form in.'),
  interactiveForm: link().optional().describe('An interactive form (fillable file or web form).'),
  printablePdf: documentRef().optional().describe('The form as a file to print (DocumentRef: shown with its type and size).'),
  attachments: z.array(documentRef()).optional().describe('Annexes and samples of filling in (DocumentRef[]).'),
  externalForm: link().optional().describe("A form that exists only elsewhere (another authority's portal); always marked external."),
  body: html().optional().describe('Instructions: who fills it in, when, where to send it (HTML).'),
}).meta({ description: "A form: its `agenda.*` category is the forms list's filter." });

export const Formular = defineTemplate<FormData, Record<string, never>, FormLoaded>({
  key: 'Formular',
  Component: FormPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const service = content.data.service ? await loadRef(cms, content.data.service, lookup) : undefined;
    return { service: service && linkedPage(service, locale, site.prefix) };
  },
});
