/** The data of a civil-service post and of a job at the office: one shape for both. */
import { z } from 'zod';
import { address, dateTime, documentRef, html, link, person, text } from '../schema.ts';

/** The kinds of employment a posting may name: in the civil service, or an ordinary contract. */
export const EMPLOYMENT_TYPES = ['sluzebni-pomer', 'pracovni-pomer'] as const;

export const jobSchema = z.object({
  referenceNumber: text().optional().describe('The tender\'s reference number ("VŘ-OV-2026/1255"), to quote on the application.'),
  dutyStation: z
    .object({ name: text().describe('the office'), address: address().optional().describe('its postal address') })
    .optional()
    .describe('Where the work is done.'),
  department: text().optional().describe('The department (oddělení, odbor) of the post.'),
  salaryClass: z.number().int().min(1).max(16).optional().describe('Salary class (platová třída, 1–16) of the post.'),
  salaryRange: z
    .object({
      min: z.number().nonnegative().describe('from'),
      max: z.number().nonnegative().describe('to'),
      currency: z.string().regex(/^[A-Z]{3}$/).describe('ISO 4217 (`CZK`)'),
    })
    .optional().describe("The monthly salary the class and the office's grading give."),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional().describe('In the civil service (Act 234/2014) or under the Labour Code.'),
  hoursPerWeek: z.number().positive().max(60).optional().describe('Working hours a week (40 is full time).'),
  startDate: dateTime().optional().describe('When the post is to be taken up.'),
  fixedTermUntil: dateTime().optional().describe('A post for a fixed term: until when.'),
  deadline: dateTime().describe('Applications must arrive by then (required); afterwards the post shows as closed.'),
  body: html().optional().describe('The tender text: duties, requirements, what the office offers (HTML).'),
  howToApplyHtml: html().optional().describe('How to apply: the request, what to enclose, where to send it (HTML).'),
  applicationDocuments: z.array(documentRef()).optional().describe('Forms of the application (DocumentRef).'),
  contact: person().optional().describe("Who answers applicants' questions."),
  legalBasis: z.array(link()).optional().describe("The laws the tender follows (label = the law's full citation)."),
}).meta({ description: 'A civil-service post (`UpCzSluzebniMisto`) or a job under the Labour Code (`PracovniMisto`); categories `kraj.*`, `okres.*`.' });
