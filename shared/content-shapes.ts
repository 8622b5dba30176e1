/**
 * Shapes several content keys share (content/README.md "Shared shapes"), as templates receive them after their
 * schema (templates/schema.ts) has read them. Isomorphic: components and schemas both use these types.
 */

/** A file of the CMS (`/cms/documents/{id}/{fileName}`) a page links to. */
export interface DocumentRef {
  title: string;
  url: string;
  mimeType?: string;
  /** Bytes. */
  size?: number;
  /** The document's language tag, when the page offers it in several languages. */
  language?: string;
}

/** Someone to contact; `role` alone is a valid person (a press office). */
export interface Person {
  role: string;
  titleBefore?: string;
  firstName?: string;
  lastName?: string;
  titleAfter?: string;
  phone?: string;
  email?: string;
}

export interface Address {
  /** Street with house number ("Dobrovského 1278/25"). */
  street: string;
  /** City as on the post ("Praha 7"). */
  city: string;
  postalCode: string;
}

export interface Phone {
  label: string;
  /** International form, "+420 950 110 111". */
  number: string;
  note?: string;
}

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** One opening span; two for one day mean a break. A day without any is closed. */
export interface OpeningSpan {
  day: WeekDay;
  /** "HH:MM". */
  open: string;
  close: string;
  note?: string;
}

/** Hours that replace the regular ones while `validFrom ≤ now ≤ validTo`. */
export interface TemporaryHours {
  validFrom: string;
  validTo: string;
  reason: string;
  hours: OpeningSpan[];
}

export interface Geo {
  lat: number;
  lng: number;
}

/** A person's name as written in Czech: titles before, names, titles after a comma. */
export function personName(person: Omit<Person, 'role'>): string {
  const name = [person.titleBefore, person.firstName, person.lastName].filter(Boolean).join(' ');
  return person.titleAfter && name ? `${name}, ${person.titleAfter}` : name;
}
