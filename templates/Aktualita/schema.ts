/** The data of a news item and of a press release (content/README.md "News and documents"): one shape for both. */
import { z } from 'zod';
import { documentRef, html, image, person, text } from '../schema.ts';

export const newsSchema = z.object({
  /** The article's text (HTML). */
  body: html().optional(),
  /** The picture under the perex; `alt: ""` marks it decorative. */
  image: image().extend({ caption: text().optional() }).optional(),
  /** Documents that go with the article (DocumentRef). */
  attachments: z.array(documentRef()).optional(),
  /** Press releases: who answers journalists; `role` alone is a valid contact. */
  pressContact: person().optional(),
  /** Press releases: the place the release is issued in, shown before the date. */
  dateline: text().optional(),
});
