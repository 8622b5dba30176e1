/**
 * The sample content's benefits guide (content/up/pages/pruvodce-davkami.json) in one language, read by the
 * template's schema as the portal reads it: its rules, its words, and its address.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { schema, type GuideData } from '../../templates/PruvodceDavkami/rules.ts';
import { SAMPLE_CONTENT } from './portal.ts';

export interface SampleGuide extends GuideData {
  locale: LocaleCode;
  /** The guide's address in its language (`/en/what-can-i-get`). */
  path: string;
}

const item = JSON.parse(readFileSync(path.join(SAMPLE_CONTENT, 'up', 'pages', 'pruvodce-davkami.json'), 'utf8'));

export function sampleGuide(locale: LocaleCode): SampleGuide {
  const translation = item.translations[LOCALES[locale].tag];
  const parsed = schema.safeParse({ ...item.data, ...translation.data });
  if (!parsed.success) throw new Error(`the sample guide in ${locale} does not fit its schema: ${parsed.error.message}`);
  return { ...parsed.data, locale, path: localizePath(locale, translation.friendlyURL) };
}
