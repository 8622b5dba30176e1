/**
 * Building blocks of the templates' zod schemas (server only): what a CMS field must be to reach a page. HTML is
 * sanitized as it is read, Markdown rendered and sanitized; a link target must be a portal path or an http(s),
 * mailto or tel URL.
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

export const link = () => z.object({ label: text(), url: safeUrl() });

export const card = () => z.object({ title: text(), text: text().optional(), url: safeUrl() });

/** An image from the CMS: an http(s) URL or a portal path (`/cms/documents/…`). */
export const image = () =>
  z.object({ url: safeUrl().refine((url) => url.startsWith('/') || /^https?:\/\//i.test(url), 'not an image URL'), alt: z.string().optional() });

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
  });

export const address = () =>
  z.object({
    /** Street with house number ("Dobrovského 1278/25"). */
    street: text(),
    /** City as on the post ("Praha 7"). */
    city: text(),
    postalCode: text(),
  });

export const phone = () =>
  z.object({
    label: text(),
    /** International form, "+420 950 110 111". */
    number: text(),
    note: text().optional(),
  });

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
  );

/** Hours that replace the regular ones while `validFrom ≤ now ≤ validTo`. */
export const temporaryHours = () => z.object({ validFrom: dateTime(), validTo: dateTime(), reason: text(), hours: openingHours() });

export const geo = () => z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** The words of the form that finds the office serving a municipality (ui/OfficeFinderForm.tsx), as the CMS gives them. */
export const officeFinderTexts = () => z.object({ label: text(), button: text(), hint: text().optional() });
