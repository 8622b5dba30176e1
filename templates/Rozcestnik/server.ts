import { z } from 'zod';
import { html, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import type { LinkedPage } from '../services/Parts.tsx';
import { linkedPages, loadRefs } from '../refs.ts';
import SignpostPage, { type SignpostData } from './Rozcestnik.tsx';

export const schema = z.object({
  children: z.array(text()).describe('Refs of the child pages, in the order their cards show; a child the CMS does not have is left out.'),
  body: html().optional().describe('An introduction above the cards (HTML).'),
}).meta({ description: 'A level 1 signpost: a card for each child, showing its `name` and `description`.' });

export const Rozcestnik = defineTemplate<SignpostData, Record<string, never>, LinkedPage[]>({
  key: 'Rozcestnik',
  Component: SignpostPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    return linkedPages(await loadRefs(cms, content.data.children, lookup), locale, site.prefix);
  },
});
