import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { servedAreaNames } from '../offices/country.ts';
import { heldAnswer, officeHoursAt, nextChange } from '../offices/hours.ts';
import { categoryNames, linkedOffice } from '../offices/load.ts';
import { loadRef } from '../refs.ts';
import { officeFields } from '../offices/schema.ts';
import { text } from '../schema.ts';
import WorkplacePage, { type WorkplaceData, type WorkplaceLoaded } from './UpCzKontaktniPracoviste.tsx';

export const schema = z.object({
  ...officeFields,
  agendas: z.array(text()).optional().describe('What the office handles: `agenda` category names ("zamestnanost", "statni-socialni-pomoc", …).'),
  barrierFree: z.boolean().optional().describe('Whether a wheelchair user can get in and be served without help.'),
  branch: text().optional().describe("Its regional branch (Ref: the branch's friendly URL in this language)."),
}).meta({ description: 'A contact workplace, one item each (a key added by this content), rendered like a branch without the branch-only fields.' });

export const UpCzKontaktniPracoviste = defineTemplate<WorkplaceData, Record<string, never>, WorkplaceLoaded>({
  key: 'UpCzKontaktniPracoviste',
  Component: WorkplacePage,
  schema,
  // A page that says whether the office is open is kept no longer than until it opens or closes.
  answer: (_content, loaded, now) => heldAnswer(loaded, now),
  async load({ content, cms, lookup, locale, site, now }) {
    const { data } = content;
    const [names, branch] = await Promise.all([
      data.agendas && data.agendas.length > 0 ? categoryNames(cms, lookup, 'agenda') : Promise.resolve(new Map<string, string>()),
      data.branch ? loadRef(cms, data.branch, lookup) : Promise.resolve(undefined),
    ]);
    const agendas = (data.agendas ?? []).map((name) => names.get(name)).filter((name) => name !== undefined);
    const branchLink = branch && linkedOffice(branch, locale, site.prefix);
    const at = now();
    const hours = officeHoursAt(data.officeHours, data.temporaryOfficeHours, at);
    const changesAt = nextChange([hours]);
    return {
      hours,
      ...(changesAt === undefined ? {} : { changesAt }),
      served: servedAreaNames(data.serves),
      agendas,
      ...(branchLink ? { branch: branchLink } : {}),
    };
  },
});
