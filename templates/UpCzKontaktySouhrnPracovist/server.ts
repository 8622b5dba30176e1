import { z } from 'zod';
import { MUNICIPALITY_PARAM } from '../../ui/OfficeFinderForm.tsx';
import { keepsListState, listPageFields, listQuery, type ListQuery } from '../lists/definition.ts';
import { listAnswer, loadList } from '../lists/load.ts';
import { defineTemplate, type LoadContext } from '../module.ts';
import { findOffices } from '../offices/finder.ts';
import { heldAnswer, nextChange } from '../offices/hours.ts';
import { officeEntry, servingOffices } from '../offices/load.ts';
import { link } from '../schema.ts';
import WorkplacesPage, { type FinderResult, type WorkplacesData, type WorkplacesLoaded } from './UpCzKontaktySouhrnPracovist.tsx';

export const schema = z.object({
  ...listPageFields(),
  mapLink: link().optional().describe('The map of the regional branches (UpCzMapaCr), offered above the list.'),
}).meta({ description: 'The list of offices. Each listed item shows `address`, `officeHours` (or the temporary hours in force), whether it is open now, and `phones` from its data. `?obec=` (a municipality as typed, or a register code) answers above the list with the offices serving it, or the places to choose from when several fit (docs/offices.md).' });

/** The office serving the place a visitor typed, among the offices this page lists (its definition's structure keys). */
async function findOffice({ cms, lookup, locale, site, content }: LoadContext<WorkplacesData, ListQuery>, query: string, now: number): Promise<FinderResult> {
  return findOffices(query, await servingOffices(cms, lookup, content.data.list.structureKeys, locale, site.prefix, now));
}

export const UpCzKontaktySouhrnPracovist = defineTemplate<WorkplacesData, ListQuery, WorkplacesLoaded>({
  key: 'UpCzKontaktySouhrnPracovist',
  Component: WorkplacesPage,
  schema,
  query: listQuery,
  languageQuery: keepsListState,
  // A page that says whether offices are open is kept no longer than until one of them opens or closes.
  answer: (content, loaded, now) => listAnswer(content, loaded) ?? heldAnswer(loaded, now),
  load: async (context) => {
    // Which hours are in force is the server's to say, so the page and its hydration agree.
    const now = context.now();
    const asked = context.query[MUNICIPALITY_PARAM];
    const municipality = typeof asked === 'string' ? asked.trim() : '';
    const [list, finder] = await Promise.all([
      loadList(context, context.content.data.list, (office) => officeEntry(office, context.locale, context.site.prefix, now)),
      municipality ? findOffice(context, municipality, now) : undefined,
    ]);
    const shown = [...list.items, ...(finder?.status === 'found' ? finder.offices : [])];
    const changesAt = nextChange(shown.map((office) => office.hours));
    return { ...list, ...(changesAt === undefined ? {} : { changesAt }), ...(finder ? { finder } : {}) };
  },
});
