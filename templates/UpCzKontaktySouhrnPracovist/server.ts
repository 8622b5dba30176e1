import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { hoursInForce } from '../../shared/office-hours.ts';
import { parseLenient } from '../../server/template-data.ts';
import { MUNICIPALITY_PARAM } from '../../ui/OfficeFinderForm.tsx';
import { keepsListState, listPageFields, listQuery, type ListQuery } from '../lists/definition.ts';
import { listAnswer, loadList } from '../lists/load.ts';
import { defineTemplate, type LoadContext } from '../module.ts';
import { findMunicipality } from '../offices/municipalities.ts';
import { officeFields } from '../offices/schema.ts';
import { link, text } from '../schema.ts';
import WorkplacesPage, { type FinderResult, type WorkplaceEntry, type WorkplacesData, type WorkplacesLoaded } from './UpCzKontaktySouhrnPracovist.tsx';

export const schema = z.object({
  ...listPageFields(),
  /** The map of the regional branches (UpCzMapaCr), offered above the list. */
  mapLink: link().optional(),
});

/** The municipalities an office serves (the nearest-office journey; UpCzKontaktniPracoviste's field). */
const served = z.object({ municipalities: z.array(text()).min(1) });

/**
 * The office that serves the municipality a visitor typed: among the offices this page lists (its definition's
 * structure keys), those that name the municipalities they serve (templates/offices/municipalities.ts).
 */
async function findOffice({ cms, lookup, locale, site, content }: LoadContext<WorkplacesData, ListQuery>, query: string, now: number): Promise<FinderResult> {
  const items = await cms.everyContent({ ...lookup, structureKey: content.data.list.structureKeys });
  const offices = items.flatMap((item) => {
    const list = served.safeParse(item.data);
    const entry = list.success ? entryOf(item, locale, site.prefix, now) : undefined;
    return entry && list.success ? [{ office: entry, municipalities: list.data.municipalities }] : [];
  });
  return { query, matches: findMunicipality(query, offices) };
}

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

export const UpCzKontaktySouhrnPracovist = defineTemplate<WorkplacesData, ListQuery, WorkplacesLoaded>({
  key: 'UpCzKontaktySouhrnPracovist',
  Component: WorkplacesPage,
  schema,
  query: listQuery,
  languageQuery: keepsListState,
  answer: listAnswer,
  load: async (context) => {
    // Which hours are in force is the server's to say, so the page and its hydration agree.
    const now = context.now();
    const asked = context.query[MUNICIPALITY_PARAM];
    const municipality = typeof asked === 'string' ? asked.trim() : '';
    const [list, finder] = await Promise.all([
      loadList(context, context.content.data.list, (office) => entryOf(office, context.locale, context.site.prefix, now)),
      municipality ? findOffice(context, municipality, now) : undefined,
    ]);
    return finder ? { ...list, finder } : list;
  },
});
