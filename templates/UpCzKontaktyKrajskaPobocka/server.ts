import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { heldAnswer, officeHoursAt, nextChange } from '../offices/hours.ts';
import { linkedOffice } from '../offices/load.ts';
import { officeFields } from '../offices/schema.ts';
import { link, person, phone, text } from '../schema.ts';
import BranchPage, { type BranchData, type BranchLoaded } from './UpCzKontaktyKrajskaPobocka.tsx';

export const schema = z.object({
  ...officeFields,
  director: person().optional().describe('Who heads the branch (Person: role, titles, names, phone, e-mail).'),
  ico: z.string().regex(/^\d{8}$/, 'not an IČO').optional().describe("The branch's company identification number (IČO, 8 digits)."),
  dataBoxId: z.string().regex(/^[a-z0-9]{7}$/i, 'not a data box id').optional().describe('The data box id (ID datové schránky, 7 characters).'),
  emailRoom: z.email().optional().describe('The e-mail address for filings (e-podatelna).'),
  accountNumbers: z
    .array(z.object({ label: text().describe('what it is for'), number: text().describe('the account number') }))
    .optional()
    .describe('Bank accounts for payments to the branch.'),
  officialBoard: link().optional().describe("The branch's official notice board (Link)."),
  onlineAppointment: link().optional().describe('Where clients book an appointment online (Link).'),
  callCentres: z.array(phone()).optional().describe('The nationwide call centres (employment, benefits), Phone[] with their hours in the note.'),
  workplaces: z
    .object({
      structureKeys: z.array(text()).min(1).describe('`["UpCzKontaktniPracoviste"]` (for the general directorate: `["UpCzKontaktyKrajskaPobocka"]`)'),
      category: z.array(text()).optional().describe('`["kraj.{region}"]`'),
      sort: z.enum(['name:asc', 'name:desc']).default('name:asc').describe('their order'),
      pageSize: z.number().int().min(1).max(100).default(100).describe('at most how many'),
    })
    .optional()
    .describe('The offices of the region to load.'),
}).meta({ description: 'A regional branch; the general directorate too, with `officeType: "generalni-reditelstvi"`.' });

export const UpCzKontaktyKrajskaPobocka = defineTemplate<BranchData, Record<string, never>, BranchLoaded>({
  key: 'UpCzKontaktyKrajskaPobocka',
  Component: BranchPage,
  schema,
  // A page that says whether the office is open is kept no longer than until it opens or closes.
  answer: (_content, loaded, now) => heldAnswer(loaded, now),
  async load({ content, cms, lookup, locale, site, now }) {
    const { workplaces } = content.data;
    const at = now();
    const hours = officeHoursAt(content.data.officeHours, content.data.temporaryOfficeHours, at);
    const changesAt = nextChange([hours]);
    const held = changesAt === undefined ? {} : { changesAt };
    if (!workplaces) return { hours, ...held, workplaces: [] };
    const list = await cms.contents({
      ...lookup,
      structureKey: workplaces.structureKeys,
      ...(workplaces.category ? { category: workplaces.category } : {}),
      sort: workplaces.sort,
      page: 1,
      pageSize: workplaces.pageSize,
    });
    return {
      hours,
      ...held,
      workplaces: list.items
        .filter((item) => item.id !== content.id)
        .map((item) => linkedOffice(item, locale, site.prefix))
        .filter((office) => office !== undefined),
    };
  },
});
