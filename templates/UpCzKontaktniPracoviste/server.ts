import { z } from 'zod';
import { LOCALES } from '../../shared/locales.ts';
import { hoursInForce } from '../../shared/office-hours.ts';
import { Errors } from '../../server/errors.ts';
import { defineTemplate } from '../module.ts';
import { linkedOffice } from '../offices/load.ts';
import { officeFields } from '../offices/schema.ts';
import { text } from '../schema.ts';
import WorkplacePage, { type WorkplaceData, type WorkplaceLoaded } from './UpCzKontaktniPracoviste.tsx';

const schema: z.ZodType<WorkplaceData> = z.object({
  ...officeFields,
  /** What the office handles: `agenda` category names ("zamestnanost", "statni-socialni-pomoc", …). */
  agendas: z.array(text()).optional(),
  /** Whether a wheelchair user can get in and be served without help. */
  barrierFree: z.boolean().optional(),
  /** Its regional branch (Ref: the branch's friendly URL in this language). */
  branch: text().optional(),
});

export const UpCzKontaktniPracoviste = defineTemplate<WorkplaceData, Record<string, never>, WorkplaceLoaded>({
  key: 'UpCzKontaktniPracoviste',
  Component: WorkplacePage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const { data } = content;
    const [vocabularies, branch] = await Promise.all([
      data.agendas && data.agendas.length > 0 ? cms.categories(lookup.webId) : Promise.resolve([]),
      // A branch the CMS does not know is left out; the workplace page stands without it.
      data.branch
        ? cms.contentByUrl(data.branch, lookup).catch((error: unknown) => {
          if (error instanceof Errors.CMS_NOT_FOUND) return undefined;
          throw error;
        })
        : Promise.resolve(undefined),
    ]);
    const agendaCategories = vocabularies.find((vocabulary) => vocabulary.name === 'agenda')?.categories ?? [];
    const tag = LOCALES[locale].tag;
    const agendas = (data.agendas ?? [])
      .map((name) => agendaCategories.find((category) => category.name === name))
      .filter((category) => category !== undefined)
      .map((category) => category.title?.[tag] ?? category.title?.[LOCALES.cs.tag] ?? category.name);
    const branchLink = branch && linkedOffice(branch, locale, site.prefix);
    return {
      hours: hoursInForce(data.officeHours, data.temporaryOfficeHours, Date.now()),
      agendas,
      ...(branchLink ? { branch: branchLink } : {}),
    };
  },
});
