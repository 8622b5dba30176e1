import { z } from 'zod';
import type { SameType } from '../../shared/same-type.ts';
import { defineTemplate } from '../module.ts';
import { html, link, person, text } from '../schema.ts';
import StructurePage, { type StructureData, type Unit } from './OrganizacniStruktura.tsx';

/** A unit of the office and the units under it. Recursive, so typed by hand (Unit) and tied to it below. */
const unit: z.ZodType<Unit> = z.lazy(() => unitFields).meta({ title: 'Unit' });
const unitFields = z.object({
  /** Its anchor on the page. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/i, 'not an anchor'),
  name: text(),
  /** What it does (plain text). */
  description: text().optional(),
  /** Who heads it (Person). */
  head: person().optional(),
  phone: text().optional(),
  email: z.email().optional(),
  /** The units under it, in order. */
  children: z.array(unit).default([]),
});
true satisfies SameType<z.output<typeof unitFields>, Unit>;

export const schema = z.object({
  /** A word above the tree (HTML). */
  body: html().optional(),
  /** The top units (required), each with its tree. */
  units: z.array(unit),
  /** Where the regional branches are listed. */
  branchesLink: link().optional(),
});

export const OrganizacniStruktura = defineTemplate<StructureData>({ key: 'OrganizacniStruktura', Component: StructurePage, schema });
