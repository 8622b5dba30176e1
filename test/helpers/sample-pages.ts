/**
 * One sample page per structure key, in Czech and in another language, from the sample content's files: what
 * the template tests visit. URLs as the portal on localhost serves them (web `up` at the root, `mpsv` under its
 * friendly URL).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isWebItemName } from '../../server/site.ts';
import path from 'node:path';
import { localeByTag, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { outageState } from '../../templates/Odstavka/server.ts';
import { SAMPLE_CONTENT } from './portal.ts';

const WEB_PREFIX: Record<string, string> = { up: '', mpsv: '/mpsv' };

export interface SamplePage {
  key: string;
  czech: string;
  /** The same item in another language, and that language. */
  other: { locale: LocaleCode; url: string };
}

interface Item {
  structure: string;
  published?: boolean;
  withdrawn?: boolean;
  translations: Record<string, { friendlyURL?: string }>;
}

export function samplePages(): SamplePage[] {
  const found = new Map<string, SamplePage>();
  for (const [web, prefix] of Object.entries(WEB_PREFIX)) {
    const dir = path.join(SAMPLE_CONTENT, web, 'pages');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && !isWebItemName(name)).sort()) {
      const item = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Item;
      if (item.published === false || item.withdrawn || found.has(item.structure)) continue;
      const czech = item.translations['cs-CZ']?.friendlyURL;
      const otherTag = Object.keys(item.translations).find((tag) => tag !== 'cs-CZ' && item.translations[tag]?.friendlyURL);
      const otherLocale = otherTag ? localeByTag(otherTag)?.code : undefined;
      if (!czech || !otherTag || !otherLocale) continue;
      found.set(item.structure, {
        key: item.structure,
        czech: localizePath('cs', prefix + czech),
        other: { locale: otherLocale, url: localizePath(otherLocale, prefix + item.translations[otherTag]!.friendlyURL!) },
      });
    }
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The status a sample page of `key` answers now (docs/product.md §10.2): the planned outage's depends on the clock (503
 * while it is under way, 200 before and after: templates/Odstavka/server.ts); every other page answers 200.
 */
export function sampleStatus(key: string, now = Date.now()): number {
  if (key !== 'Odstavka') return 200;
  const outage = JSON.parse(readFileSync(path.join(SAMPLE_CONTENT, 'up', 'pages', 'odstavka-elektronickych-sluzeb.json'), 'utf8')) as { data: { start?: string; end?: string } };
  return outageState(outage.data, now).phase === 'under-way' ? 503 : 200;
}
