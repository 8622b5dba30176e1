import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, link, text } from '../schema.ts';
import ApplicationPage, { type ApplicationData } from './Aplikace.tsx';

export const schema = z.object({
  /** Where the application starts (required); a link to another site is marked as such. */
  launch: link(),
  /** What the application does (HTML). */
  body: html().optional(),
  /** Who may use it (plain text). */
  audience: text().optional(),
  /** Whether one signs in, and how: method names such as `bankovni-identita`, `mobilni-klic-egovernmentu`. */
  signIn: z.object({ required: z.boolean(), methods: z.array(text()).default([]) }).optional(),
  /** What one needs before starting (plain text each). */
  requirements: z.array(text()).optional(),
});

export const Aplikace = defineTemplate<ApplicationData>({ key: 'Aplikace', Component: ApplicationPage, schema });
