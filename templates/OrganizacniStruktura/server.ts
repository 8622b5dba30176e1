import { z } from 'zod';
import type { SameType } from '../../shared/same-type.ts';
import { defineTemplate } from '../module.ts';
import { html, link, person, text } from '../schema.ts';
import StructurePage, { type StructureData, type Unit } from './OrganizacniStruktura.tsx';

/** A unit of the office and the units under it. Recursive, so typed by hand (Unit) and tied to it below. */
const unit: z.ZodType<Unit> = z.lazy(() => unitFields).meta({ title: 'Unit' });
const unitFields = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/i, 'not an anchor').describe('Its anchor on the page.'),
  name: text().describe('Its name.'),
  description: text().optional().describe('What it does (plain text).'),
  head: person().optional().describe('Who heads it (Person).'),
  phone: text().optional().describe('Its phone.'),
  email: z.email().optional().describe('Its e-mail.'),
  children: z.array(unit).default([]).describe('The units under it, in order.'),
});
true satisfies SameType<z.output<typeof unitFields>, Unit>;

export const schema = z.object({
  body: html().optional().describe('A word above the tree (HTML).'),
  units: z.array(unit).describe('The top units (required), each with its tree.'),
  branchesLink: link().optional().describe('Where the regional branches are listed.'),
}).meta({ description: 'The organisation chart: the units and the units under them.' });

export const OrganizacniStruktura = defineTemplate<StructureData>({ key: 'OrganizacniStruktura', Component: StructurePage, schema });
