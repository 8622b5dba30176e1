/**
 * Shapes several content keys share (content/README.md "Shared shapes"), as templates receive them after their
 * schema (templates/schema.ts) has read them, derived from those schemas. Isomorphic: components use these types,
 * and import the schemas for their types only, so no schema reaches the browser.
 */
import type { z } from 'zod';
import type { address, documentRef, geo, openingHours, person, phone, temporaryHours } from '../templates/schema.ts';

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
