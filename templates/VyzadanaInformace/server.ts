import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { dateTime, documentRef, html, link, text } from '../schema.ts';
import ProvidedInformationPage, { type ProvidedInformationData } from './VyzadanaInformace.tsx';

export const schema = z.object({
  /** When the request reached the office. */
  requestDate: dateTime().optional(),
  /** When the information was provided. */
  provisionDate: dateTime().optional(),
  /** The reference number (č. j.) of the answer. */
  referenceNumber: text().optional(),
  /** The question as the applicant asked it, without their personal data (plain text). */
  question: text().optional(),
  /** The answer as provided (HTML). */
  answerHtml: html().optional(),
  /** The documents provided with the answer (DocumentRef). */
  attachments: z.array(documentRef()).optional(),
  /** The law the information was provided under (Act 106/1999), label = its full citation. */
  legalBasis: z.array(link()).optional(),
});

export const VyzadanaInformace = defineTemplate<ProvidedInformationData>({ key: 'VyzadanaInformace', Component: ProvidedInformationPage, schema });
