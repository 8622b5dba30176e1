/** The data of a news item and of a press release: one shape for both. */
import { z } from 'zod';
import { documentRef, html, image, person, text } from '../schema.ts';

export const newsSchema = z.object({
  body: html().optional().describe("The article's text (HTML)."),
  image: image().extend({ caption: text().optional().describe('a line under it') }).optional().describe('The picture under the perex; `alt: ""` marks it decorative.'),
  attachments: z.array(documentRef()).optional().describe('Documents that go with the article (DocumentRef).'),
  pressContact: person().optional().describe('Press releases: who answers journalists; `role` alone is a valid contact.'),
  dateline: text().optional().describe('Press releases: the place the release is issued in, shown before the date.'),
}).meta({ description: "A news item (`Aktualita`) or a press release (`TiskovaZprava`): its perex is the item's `description`, its date the item's `displayAt`; topics are `tema.*` categories, the region `kraj.*`." });
