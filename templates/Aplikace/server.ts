import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, link, text } from '../schema.ts';
import ApplicationPage, { type ApplicationData } from './Aplikace.tsx';

export const schema = z.object({
  launch: link().describe('Where the application starts (required); a link to another site is marked as such.'),
  body: html().optional().describe('What the application does (HTML).'),
  audience: text().optional().describe('Who may use it (plain text).'),
  signIn: z
    .object({
      required: z.boolean().describe('whether one signs in'),
      methods: z.array(text()).default([]).describe('how: method names such as `bankovni-identita`, `mobilni-klic-egovernmentu`'),
    })
    .optional()
    .describe('Signing in to it.'),
  requirements: z.array(text()).optional().describe('What one needs before starting (plain text each).'),
}).meta({ description: 'An application of the office: what it does, who may use it, how one signs in, and where it starts.' });

export const Aplikace = defineTemplate<ApplicationData>({ key: 'Aplikace', Component: ApplicationPage, schema });
