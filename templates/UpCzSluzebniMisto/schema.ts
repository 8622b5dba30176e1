/** The data of a civil-service post and of a job at the office (content/README.md "Career, notices, events"): one shape for both. */
import { z } from 'zod';
import { address, dateTime, documentRef, html, link, person, text } from '../schema.ts';

/** The kinds of employment a posting may name: in the civil service, or an ordinary contract. */
export const EMPLOYMENT_TYPES = ['sluzebni-pomer', 'pracovni-pomer'] as const;

export const jobSchema = z.object({
  /** The tender's reference number ("VŘ-OV-2026/1255"), to quote on the application. */
  referenceNumber: text().optional(),
  /** Where the work is done: the office and its postal address. */
  dutyStation: z.object({ name: text(), address: address().optional() }).optional(),
  /** The department (oddělení, odbor) of the post. */
  department: text().optional(),
  /** Salary class (platová třída, 1–16) of the post. */
  salaryClass: z.number().int().min(1).max(16).optional(),
  /** The monthly salary the class and the office's grading give, from–to, in `currency` (ISO 4217). */
  salaryRange: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }).optional(),
  /** In the civil service (Act 234/2014) or under the Labour Code. */
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  /** Working hours a week (40 is full time). */
  hoursPerWeek: z.number().positive().max(60).optional(),
  /** When the post is to be taken up. */
  startDate: dateTime().optional(),
  /** A post for a fixed term: until when. */
  fixedTermUntil: dateTime().optional(),
  /** Applications must arrive by then (required); afterwards the post shows as closed. */
  deadline: dateTime(),
  /** The tender text: duties, requirements, what the office offers (HTML). */
  body: html().optional(),
  /** How to apply: the request, what to enclose, where to send it (HTML). */
  howToApplyHtml: html().optional(),
  /** Forms of the application (DocumentRef). */
  applicationDocuments: z.array(documentRef()).optional(),
  /** Who answers applicants' questions. */
  contact: person().optional(),
  /** The laws the tender follows (label = the law's full citation). */
  legalBasis: z.array(link()).optional(),
});
