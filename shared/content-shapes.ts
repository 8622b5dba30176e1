/**
 * Shapes several content keys share (content/README.md "Shared shapes"): their zod schemas, which the templates'
 * schemas use (templates/schema.ts offers them with the rest), and the types components receive, derived from them.
 * Declared here, below the templates and the components alike. Isomorphic: components use the types and a helper or
 * two; the schemas are functions no browser code calls, so the bundle leaves them out.
 */
import { z } from 'zod';
import { isSafeLinkTarget } from './urls.ts';

export const text = () => z.string().trim().min(1);

/** A link target fit to show (shared/urls.ts isSafeLinkTarget); `javascript:`, `//host` and the like fail. */
export const safeUrl = () => z.string().trim().refine(isSafeLinkTarget, 'not a safe link target');

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


/** A file of the CMS (`/cms/documents/{id}/{fileName}`) a page links to. */
export type DocumentRef = z.infer<ReturnType<typeof documentRef>>;

/** Someone to contact; `role` alone is a valid person (a press office). */
export type Person = z.infer<ReturnType<typeof person>>;

export type Address = z.infer<ReturnType<typeof address>>;

export type Phone = z.infer<ReturnType<typeof phone>>;

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** One opening span; two for one day mean a break. A day without any is closed. */
export type OpeningSpan = z.infer<ReturnType<typeof openingHours>>[number];

/** Hours that replace the regular ones while `validFrom ≤ now ≤ validTo`. */
export type TemporaryHours = z.infer<ReturnType<typeof temporaryHours>>;

export type Geo = z.infer<ReturnType<typeof geo>>;

/** A person's name as written in Czech: titles before, names, titles after a comma. */
export function personName(person: Omit<Person, 'role'>): string {
  const name = [person.titleBefore, person.firstName, person.lastName].filter(Boolean).join(' ');
  return person.titleAfter && name ? `${name}, ${person.titleAfter}` : name;
}
