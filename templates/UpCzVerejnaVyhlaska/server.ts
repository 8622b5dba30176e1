import { z } from 'zod';
import { hasPassed } from '../events/time.ts';
import { defineTemplate } from '../module.ts';
import { dateTime, documentRef, html, link, text } from '../schema.ts';
import PublicNoticePage, { type NoticeData, type NoticeLoaded } from './UpCzVerejnaVyhlaska.tsx';

export const schema = z.object({
  /** The reference number (číslo jednací, č. j.) of the matter the notice belongs to. */
  referenceNumber: text().optional(),
  /** When the notice was posted on the official board (required). */
  postedFrom: dateTime(),
  /** Until when it stays posted (required); afterwards the page marks it as taken down. */
  postedUntil: dateTime(),
  /** Who issued it: the office, and the unit within it. */
  issuer: z.object({ name: text(), unit: text().optional() }).optional(),
  /** The notice itself and its attachments (DocumentRef). */
  documents: z.array(documentRef()).optional(),
  /** What the notice says, in short (HTML). */
  body: html().optional(),
  /** The laws the notice is issued under (label = the law's full citation). */
  legalBasis: z.array(link()).optional(),
});

export const UpCzVerejnaVyhlaska = defineTemplate<NoticeData, Record<string, never>, NoticeLoaded>({
  key: 'UpCzVerejnaVyhlaska',
  Component: PublicNoticePage,
  schema,
  // Taken down once its posting period is over: decided here, from the server's clock.
  load: async ({ content, now }) => ({ takenDown: hasPassed(content.data.postedUntil, now()) }),
});
