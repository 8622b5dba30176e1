/**
 * Building blocks of the templates' zod schemas (server only): what a CMS field must be to reach a page. HTML is
 * sanitized as it is read; a link target must be a portal path or an http(s), mailto or tel URL.
 */
import { z } from 'zod';
import { isSafeLinkTarget } from '../shared/urls.ts';
import { sanitize } from '../server/sanitize.ts';

/** CMS HTML, sanitized: pages set it as HTML (ui/RichText.tsx), so nothing unsanitized may pass. */
export const html = () => z.string().transform(sanitize);

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
