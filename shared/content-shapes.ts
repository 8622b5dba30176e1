/**
 * Shapes several content keys share: their zod schemas, each field described (`.describe()`, content/README.md
 * "Shared shapes" is written from them), which the templates'
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

export const documentRef = () =>
  z.object({
    title: text().describe('the document\'s name as the page shows it'),
    url: safeUrl().describe('`/cms/documents/{id}/{fileName}`, as `folders.json` lists the document'),
    mimeType: z.string().optional().describe('its media type (`application/pdf`), named beside the link'),
    size: z.number().int().nonnegative().optional().describe('its size in bytes, equal to the file\'s'),
    language: z.string().optional().describe('the document\'s language tag, when the page offers it in several languages'),
  }).meta({ title: 'DocumentRef', description: 'A file of the CMS a page links to: a document of `folders.json`.' });

export const person = () =>
  z.object({
    role: text().describe('what the person is to the visitor (`"Press office"`); alone, a valid person'),
    titleBefore: text().optional().describe('academic titles before the name (`"Ing."`)'),
    firstName: text().optional().describe('first name'),
    lastName: text().optional().describe('surname'),
    titleAfter: text().optional().describe('titles after the name, written after a comma (`"Ph.D."`)'),
    phone: text().optional().describe('phone number in international form'),
    email: z.email().optional().describe('e-mail address'),
  }).meta({ title: 'Person', description: 'Someone to contact; `role` alone is a valid person (a press contact).' });

export const address = () =>
  z.object({
    street: text().describe('street with house number (`"Dobrovského 1278/25"`)'),
    city: text().describe('city as on the post (`"Praha 7"`)'),
    postalCode: text().describe('postcode (`"170 00"`)'),
  }).meta({ title: 'Address', description: 'A postal address in the Czech Republic.' });

export const phone = () =>
  z.object({
    label: text().describe('what the number is for (`"Switchboard"`)'),
    number: text().describe('in international form (`"+420 950 110 111"`)'),
    note: text().optional().describe('when to call, what it costs (plain text)'),
  }).meta({ title: 'Phone', description: 'A phone number with what it is for.' });

const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not HH:MM');

export const openingHours = () =>
  z.array(
    z.object({
      day: z.enum(WEEK_DAYS).describe('the day of the week'),
      open: timeOfDay().describe('opening time, `"HH:MM"`'),
      close: timeOfDay().describe('closing time, `"HH:MM"`'),
      note: text().optional().describe('who the span is for (`"appointments only"`)'),
    }),
  ).meta({
    title: 'Hours',
    description: 'Opening spans: a day missing is closed; two entries for one day mean a break (`08:00–12:00`, `13:00–17:00`).',
  });

export const temporaryHours = () =>
  z.object({
    validFrom: dateTime().describe('the first moment they hold'),
    validTo: dateTime().describe('the last moment they hold'),
    reason: text().describe('why the hours differ (plain text, shown with them)'),
    hours: openingHours().describe('the hours that hold meanwhile'),
  }).meta({
    title: 'TemporaryHours',
    description: 'Hours that replace `officeHours` while `validFrom ≤ now ≤ validTo`; past ones may stay in the data and are ignored.',
  });

export const geo = () =>
  z.object({
    lat: z.number().min(-90).max(90).describe('latitude in degrees'),
    lng: z.number().min(-180).max(180).describe('longitude in degrees'),
  }).meta({ title: 'Geo', description: 'A point on the map, WGS 84.' });


export type DocumentRef = z.infer<ReturnType<typeof documentRef>>;

export type Person = z.infer<ReturnType<typeof person>>;

export type Address = z.infer<ReturnType<typeof address>>;

export type Phone = z.infer<ReturnType<typeof phone>>;

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export type OpeningSpan = z.infer<ReturnType<typeof openingHours>>[number];

export type TemporaryHours = z.infer<ReturnType<typeof temporaryHours>>;

export type Geo = z.infer<ReturnType<typeof geo>>;

/** A person's name as written in Czech: titles before, names, titles after a comma. */
export function personName(person: Omit<Person, 'role'>): string {
  const name = [person.titleBefore, person.firstName, person.lastName].filter(Boolean).join(' ');
  return person.titleAfter && name ? `${name}, ${person.titleAfter}` : name;
}
