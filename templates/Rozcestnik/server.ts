import { z } from 'zod';
import { html, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import type { LinkedPage } from '../services/Parts.tsx';
import { linkedPages, loadRefs } from '../refs.ts';
import SignpostPage, { type SignpostData } from './Rozcestnik.tsx';

/** The data of a level 1 signpost (content/README.md "Pages and composition"). */
export const schema = z.object({
  /** Refs of the child pages, in the order their cards show; a child the CMS does not have is left out. */
  children: z.array(text()),
  /** An introduction above the cards (HTML). */
  body: html().optional(),
});

export const Rozcestnik = defineTemplate<SignpostData, Record<string, never>, LinkedPage[]>({
  key: 'Rozcestnik',
  Component: SignpostPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    return linkedPages(await loadRefs(cms, content.data.children, lookup), locale, site.prefix);
  },
});
