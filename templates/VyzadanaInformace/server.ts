import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { dateTime, documentRef, html, link, text } from '../schema.ts';
import ProvidedInformationPage, { type ProvidedInformationData } from './VyzadanaInformace.tsx';

export const schema = z.object({
  requestDate: dateTime().optional().describe('When the request reached the office.'),
  provisionDate: dateTime().optional().describe('When the information was provided.'),
  referenceNumber: text().optional().describe('The reference number (č. j.) of the answer.'),
  question: text().optional().describe('The question as the applicant asked it, without their personal data (plain text).'),
  answerHtml: html().optional().describe('The answer as provided (HTML).'),
  attachments: z.array(documentRef()).optional().describe('The documents provided with the answer (DocumentRef).'),
  legalBasis: z.array(link()).optional().describe('The law the information was provided under (Act 106/1999), label = its full citation.'),
}).meta({ description: 'Information provided on request (Act 106/1999).' });

export const VyzadanaInformace = defineTemplate<ProvidedInformationData>({ key: 'VyzadanaInformace', Component: ProvidedInformationPage, schema });
