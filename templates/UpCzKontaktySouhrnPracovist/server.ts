import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { hoursInForce } from '../../shared/office-hours.ts';
import { parseLenient } from '../../server/template-data.ts';
import { keepsListState, listPageFields, listQuery, type ListQuery } from '../lists/definition.ts';
import { listAnswer, loadList } from '../lists/load.ts';
import type { ListPage } from '../lists/ListView.tsx';
import { defineTemplate, READS_THE_CLOCK } from '../module.ts';
import { officeFields } from '../offices/schema.ts';
import { link } from '../schema.ts';
import WorkplacesPage, { type WorkplaceEntry, type WorkplacesData } from './UpCzKontaktySouhrnPracovist.tsx';

const schema: z.ZodType<WorkplacesData> = z.object({
  ...listPageFields(),
  /** The map of the regional branches (UpCzMapaCr), offered above the list. */
  mapLink: link().optional(),
});

/** What a list entry shows of each office's data, read by the offices' own field schemas. */
const entryData = z.object({
  address: officeFields.address,
  geo: officeFields.geo,
  phones: officeFields.phones,
  officeHours: officeFields.officeHours,
  temporaryOfficeHours: officeFields.temporaryOfficeHours,
});

function entryOf(office: Content, locale: LocaleCode, prefix: string, now: number): WorkplaceEntry | undefined {
  const url = office.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  // An office whose data does not fit shows what does: its name and link at least.
  const data = parseLenient(entryData, office.data).value ?? { phones: [] };
  return {
    id: office.id,
    title: office.name,
    url: localizePath(locale, prefix + url),
    type: office.categories.find((category) => category.vocabulary === 'typ-pracoviste')?.name,
    address: data.address,
    ...(data.geo ? { geo: data.geo } : {}),
    phones: data.phones ?? [],
    hours: hoursInForce(data.officeHours, data.temporaryOfficeHours, now),
  };
}

export const UpCzKontaktySouhrnPracovist = defineTemplate<WorkplacesData, ListQuery, ListPage<WorkplaceEntry>>({
  key: 'UpCzKontaktySouhrnPracovist',
  ...READS_THE_CLOCK,
  Component: WorkplacesPage,
  schema,
  query: listQuery,
  languageQuery: keepsListState,
  answer: listAnswer,
  load: (context) => {
    // Which hours are in force is the server's to say, so the page and its hydration agree.
    const now = Date.now();
    return loadList(context, context.content.data.list, (office) => entryOf(office, context.locale, context.site.prefix, now));
  },
});
