/**
 * Building blocks of the templates' zod schemas (server only): what a CMS field must be to reach a page. HTML is
 * sanitized as it is read, Markdown rendered and sanitized; a link target must be a portal path or an http(s),
 * mailto or tel URL. The shared shapes carry a `title` and `description` (`.meta()`), their fields a `.describe()`, from which
 * templates/schema-docs.ts writes content/README.md's table of them.
 */
import { z } from 'zod';
import { text, safeUrl } from '../shared/content-shapes.ts';
import { renderMarkdown } from '../server/markdown.ts';
import { sanitize } from '../server/sanitize.ts';

/** The shapes several content keys share, and the fields they are made of, are declared with their types below templates (shared/content-shapes.ts). */
export { address, dateTime, documentRef, geo, openingHours, person, phone, safeUrl, temporaryHours, text } from '../shared/content-shapes.ts';

/** CMS HTML, sanitized: pages set it as HTML (ui/RichText.tsx), so nothing unsanitized may pass. */
export const html = () => z.string().transform(sanitize);

/** CMS Markdown, rendered and sanitized (server/markdown.ts): it reaches the page as HTML, like `html()`. */
export const markdown = () => z.string().transform(renderMarkdown);

export const link = () =>
  z.object({
    label: text().describe('the words of the link'),
    url: safeUrl().describe('a portal path with the language prefix (`/en/…`; Czech bare) or an absolute `https://` URL'),
  }).meta({ title: 'Link', description: 'What a visitor follows.' });

export const card = () =>
  z.object({
    title: text().describe('the tile\'s heading, the words of its link'),
    text: text().optional().describe('a sentence under it'),
    url: safeUrl().describe('where it leads, as in Link'),
  }).meta({ title: 'Card', description: 'A tile linking to a page or another site.' });

export const image = () =>
  z.object({
    url: safeUrl()
      .refine((url) => url.startsWith('/') || /^https?:\/\//i.test(url), 'not an image URL')
      .describe('`/cms/documents/{id}/{fileName}` (or an http(s) URL)'),
    alt: z.string().optional().describe('its text alternative; `""` marks a decorative image'),
  }).meta({ title: 'Image', description: 'An image from the CMS (a news image adds `caption?`).' });

/** The top of a home or campaign page. */
export const hero = () =>
  z.object({
    title: text().optional().describe("its heading (else the item's name)"),
    text: text().optional().describe('a sentence under it'),
    image: image().optional().describe('an image beside it'),
  });

/**
 * A whole number of the query within bounds, or a note that the value made no sense (`invalid`): lists ignore such
 * a value and say so, rather than refuse the page.
 */
export const lenientWholeNumber = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw) => {
      if (raw === undefined || raw === '') return { value: undefined };
      const value = Number(raw);
      return Number.isInteger(value) && value >= min && value <= max ? { value } : { value: undefined, invalid: true as const };
    });

/** The words of the form that finds the office serving a municipality (ui/OfficeFinderForm.tsx), as the CMS gives them. */
export const officeFinderTexts = () =>
  z.object({
    label: text().describe("the label of the municipality's field"),
    button: text().describe('the words of the search button'),
    hint: text().optional().describe('a hint under the field'),
  });
