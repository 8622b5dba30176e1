/**
 * Building blocks of the templates' zod schemas (server only): what a CMS field must be to reach a page. HTML is
 * sanitized as it is read, Markdown rendered and sanitized; a link target must be a portal path or an http(s),
 * mailto or tel URL. The shared shapes carry a `title` and `description` (`.meta()`), from which
 * templates/schema-docs.ts writes content/README.md's table of them.
 */
import { z } from 'zod';
import { WEEK_DAYS } from '../shared/content-shapes.ts';
import { isSafeLinkTarget } from '../shared/urls.ts';
import { renderMarkdown } from '../server/markdown.ts';
import { sanitize } from '../server/sanitize.ts';

/** CMS HTML, sanitized: pages set it as HTML (ui/RichText.tsx), so nothing unsanitized may pass. */
export const html = () => z.string().transform(sanitize);

/** CMS Markdown, rendered and sanitized (server/markdown.ts): it reaches the page as HTML, like `html()`. */
export const markdown = () => z.string().transform(renderMarkdown);

export const text = () => z.string().trim().min(1);

/** A link target fit to show (shared/urls.ts isSafeLinkTarget); `javascript:`, `//host` and the like fail. */
export const safeUrl = () => z.string().trim().refine(isSafeLinkTarget, 'not a safe link target');

export const link = () =>
  z.object({ label: text(), url: safeUrl() }).meta({
    title: 'Link',
    description: 'what a visitor follows; `url` a portal path with the language prefix (`/en/…`; Czech bare) or an absolute `https://` URL',
  });

export const card = () => z.object({ title: text(), text: text().optional(), url: safeUrl() }).meta({ title: 'Card', description: 'a tile; `url` as in Link' });

/** An image from the CMS: an http(s) URL or a portal path (`/cms/documents/…`). */
export const image = () =>
  z.object({ url: safeUrl().refine((url) => url.startsWith('/') || /^https?:\/\//i.test(url), 'not an image URL'), alt: z.string().optional() }).meta({
    title: 'Image',
    description: '`url` `/cms/documents/{id}/{fileName}` (or an http(s) URL); `alt: ""` marks a decorative image; a news image adds `caption?`',
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

/** A moment with its offset, as the CMS writes dates (`2026-10-01T00:00:00+02:00`). */
export const dateTime = () => z.iso.datetime({ offset: true });

/** A file of the CMS (`/cms/documents/{id}/{fileName}`) a page links to (shared/content-shapes.ts DocumentRef). */
export const documentRef = () =>
  z.object({
    title: text(),
    url: safeUrl(),
    mimeType: z.string().optional(),
    /** Bytes. */
    size: z.number().int().nonnegative().optional(),
    /** The document's language tag, when the page offers it in several languages. */
    language: z.string().optional(),
  }).meta({
    title: 'DocumentRef',
    description: 'a document of `folders.json`, `url` `/cms/documents/{id}/{fileName}`, `size` in bytes, `language` the document\'s language tag',
  });

/** Someone to contact; `role` alone is a valid person (a press office). */
export const person = () =>
  z.object({
    role: text(),
    titleBefore: text().optional(),
    firstName: text().optional(),
    lastName: text().optional(),
    titleAfter: text().optional(),
    phone: text().optional(),
    email: z.email().optional(),
  }).meta({ title: 'Person', description: '`role` alone is a valid person (a press contact)' });

export const address = () =>
  z.object({
    /** Street with house number ("Dobrovského 1278/25"). */
    street: text(),
    /** City as on the post ("Praha 7"). */
    city: text(),
    postalCode: text(),
  }).meta({
    title: 'Address',
    description: '`street` with house number (`"Dobrovského 1278/25"`), `city` as on the post (`"Praha 7"`), `postalCode` `"170 00"`',
  });

export const phone = () =>
  z.object({
    label: text(),
    /** International form, "+420 950 110 111". */
    number: text(),
    note: text().optional(),
  }).meta({ title: 'Phone', description: '`number` in international form `"+420 950 110 111"`' });

const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not HH:MM');

/** Opening spans; two for one day mean a break. A day without any is closed. */
export const openingHours = () =>
  z.array(
    z.object({
      day: z.enum(WEEK_DAYS),
      /** "HH:MM". */
      open: timeOfDay(),
      close: timeOfDay(),
      note: text().optional(),
    }),
  ).meta({
    title: 'Hours',
    description: '`open`, `close` `"HH:MM"`; a day missing is closed; two entries for one day mean a break (`08:00–12:00`, `13:00–17:00`)',
  });

/** Hours that replace the regular ones while `validFrom ≤ now ≤ validTo`. */
export const temporaryHours = () =>
  z.object({ validFrom: dateTime(), validTo: dateTime(), reason: text(), hours: openingHours() }).meta({
    title: 'TemporaryHours',
    description: 'replaces `officeHours` while `validFrom ≤ now ≤ validTo`; past ones may stay in the data and are ignored',
  });

export const geo = () => z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).meta({ title: 'Geo', description: 'WGS 84' });

/** The words of the form that finds the office serving a municipality (ui/OfficeFinderForm.tsx), as the CMS gives them. */
export const officeFinderTexts = () => z.object({ label: text(), button: text(), hint: text().optional() });
