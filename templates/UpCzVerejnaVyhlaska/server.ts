import { z } from 'zod';
import { hasPassed } from '../events/time.ts';
import { defineTemplate } from '../module.ts';
import { dateTime, documentRef, html, link, text } from '../schema.ts';
import PublicNoticePage, { type NoticeData, type NoticeLoaded } from './UpCzVerejnaVyhlaska.tsx';

export const schema = z.object({
  referenceNumber: text().optional().describe('The reference number (číslo jednací, č. j.) of the matter the notice belongs to.'),
  postedFrom: dateTime().describe('When the notice was posted on the official board (required).'),
  postedUntil: dateTime().describe('Until when it stays posted (required); afterwards the page marks it as taken down.'),
  issuer: z
    .object({ name: text().describe('the office'), unit: text().optional().describe('the unit within it') })
    .optional()
    .describe('Who issued it.'),
  documents: z.array(documentRef()).optional().describe('The notice itself and its attachments (DocumentRef).'),
  body: html().optional().describe('What the notice says, in short (HTML).'),
  legalBasis: z.array(link()).optional().describe("The laws the notice is issued under (label = the law's full citation)."),
}).meta({ description: 'A public notice of the official board.' });

export const UpCzVerejnaVyhlaska = defineTemplate<NoticeData, Record<string, never>, NoticeLoaded>({
  key: 'UpCzVerejnaVyhlaska',
  Component: PublicNoticePage,
  schema,
  // Taken down once its posting period is over: decided here, from the server's clock.
  load: async ({ content, now }) => ({ takenDown: hasPassed(content.data.postedUntil, now()) }),
});
