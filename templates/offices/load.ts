/** What office pages load from the CMS (server only): other offices as links, as list entries, and what they serve. */
import { z } from 'zod';
import { parseLenient } from '../../server/template-data.ts';
import { titleIn, type Content, type Lookup } from '../../shared/content.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import type { ContentReader } from '../module.ts';
import { address, phone } from '../schema.ts';
import { officeHoursAt } from './hours.ts';
import type { LinkedOffice, OfficeEntry } from './OfficeParts.tsx';
import { officeFields } from './schema.ts';
import type { ServingOffice } from './serving.ts';

/** An office item as a link in the page's language; undefined when it has no URL in that language. */
export function linkedOffice(content: Content, locale: LocaleCode, prefix: string): LinkedOffice | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  const officeAddress = address().safeParse(content.data.address);
  const phones = Array.isArray(content.data.phones) ? content.data.phones : [];
  const firstPhone = phone().safeParse(phones[0]);
  return {
    id: content.id,
    name: content.name,
    url: localizePath(locale, prefix + url),
    ...(officeAddress.success ? { address: officeAddress.data } : {}),
    ...(firstPhone.success ? { phone: firstPhone.data } : {}),
  };
}

/** The names of a vocabulary's categories in the page language (Czech when a name is not translated). */
export async function categoryNames(cms: ContentReader, lookup: Lookup, vocabularyName: string): Promise<Map<string, string>> {
  const vocabulary = (await cms.categories(lookup.webId)).find((candidate) => candidate.name === vocabularyName);
  return new Map(
    (vocabulary?.categories ?? []).map((category) => [category.name, titleIn(category, lookup.language)]),
  );
}

/** What a list entry and the office finder read of each office's data, by the offices' own field schemas. */
const entryData = z.object({
  address: officeFields.address,
  geo: officeFields.geo,
  phones: officeFields.phones,
  officeHours: officeFields.officeHours,
  temporaryOfficeHours: officeFields.temporaryOfficeHours,
  serves: officeFields.serves,
});

/** Office data read, by the item: the CMS cache hands the same item to every request while it stands. */
const readData = new WeakMap<Content, z.infer<typeof entryData>>();

function dataOf(office: Content): z.infer<typeof entryData> {
  let data = readData.get(office);
  if (!data) {
    // An office whose data does not fit shows what does: its name and link at least.
    data = parseLenient(entryData, office.data).value ?? { phones: [] };
    readData.set(office, data);
  }
  return data;
}

function entryParts(office: Content, locale: LocaleCode, prefix: string, now: number) {
  const url = office.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  const data = dataOf(office);
  const entry: OfficeEntry = {
    id: office.id,
    title: office.name,
    url: localizePath(locale, prefix + url),
    type: office.categories.find((category) => category.vocabulary === 'typ-pracoviste')?.name,
    address: data.address,
    ...(data.geo ? { geo: data.geo } : {}),
    phones: data.phones ?? [],
    hours: officeHoursAt(data.officeHours, data.temporaryOfficeHours, now),
  };
  return { entry, data };
}

/** An office as a list entry in the page's language; undefined when it has no URL in that language. */
export function officeEntry(office: Content, locale: LocaleCode, prefix: string, now: number): OfficeEntry | undefined {
  return entryParts(office, locale, prefix, now)?.entry;
}

/** Every office of the structure keys, as entries in the page's language with the area each serves. */
export async function servingOffices(cms: ContentReader, lookup: Lookup, structureKeys: string[], locale: LocaleCode, prefix: string, now: number): Promise<ServingOffice<OfficeEntry>[]> {
  const items = await cms.everyContent({ ...lookup, structureKey: structureKeys });
  return items.flatMap((item) => {
    const parts = entryParts(item, locale, prefix, now);
    if (!parts) return [];
    const { entry, data } = parts;
    return [{ office: entry, ...(data.serves ? { serves: data.serves } : {}), ...(data.geo ? { geo: data.geo } : {}) }];
  });
}
