/**
 * `npm run messages`: the message keys (locales/*.json) the code does not use, and those missing: a key the code
 * names with `t('…')` that no file has, a key one language has and another lacks, a plural form a language needs
 * (its Intl.PluralRules categories) and lacks. Exits 1 when anything is missing; test/unit/message-keys.test.ts
 * holds the portal to none. A key counts as used when the code names it in quotes, or when it starts with the
 * fixed part of a key the code makes at run time (`` `pageType.${type}` ``) or ends with one (`` `${texts}.headline` ``).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES } from '../shared/locales.ts';

/** Where the portal's code is; tests and examples do not make a key used. */
const CODE_DIRS = ['client', 'server', 'shared', 'templates', 'ui'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

export interface MessageKeyReport {
  unused: string[];
  missing: string[];
}

async function codeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'examples.ts')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function messageKeyReport(root = process.cwd()): Promise<MessageKeyReport> {
  const files = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (language) => [language, JSON.parse(await readFile(path.join(root, 'locales', `${language}.json`), 'utf8')) as Record<string, string>] as const)),
  ) as Record<(typeof LANGUAGES)[number], Record<string, string>>;
  const code = (await Promise.all(CODE_DIRS.flatMap(async (dir) => Promise.all((await codeFiles(path.join(root, dir))).map((file) => readFile(file, 'utf8')))))).flat().join('\n');

  const keys = new Set(Object.keys(files.cs).map((key) => key.replace(PLURAL, '')));
  const starts = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!);
  const ends = [...code.matchAll(/\}(\.[\w.-]+)`/g)].map((match) => match[1]!);
  const named = (key: string) => [`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => code.includes(quoted));
  const unused = [...keys].filter((key) => !named(key) && !starts.some((start) => key.startsWith(start)) && !ends.some((end) => key.endsWith(end)));

  const missing: string[] = [];
  for (const match of code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
    if (!keys.has(match[1]!)) missing.push(`${match[1]}: named by the code, in no message file`);
  }
  const everyKey = new Set(LANGUAGES.flatMap((language) => Object.keys(files[language]).map((key) => key.replace(PLURAL, ''))));
  for (const language of LANGUAGES) {
    const own = new Set(Object.keys(files[language]).map((key) => key.replace(PLURAL, '')));
    for (const key of everyKey) if (!own.has(key)) missing.push(`${key}: missing in ${language}`);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(Object.keys(files[language]).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    for (const key of plurals) {
      for (const category of categories) if (!(`${key}_${category}` in files[language])) missing.push(`${key}_${category}: missing in ${language} (a plural form of the language)`);
    }
  }
  return { unused: unused.sort(), missing: [...new Set(missing)].sort() };
}

if (import.meta.main) {
  const { unused, missing } = await messageKeyReport();
  console.log(`Unused keys (${unused.length}):${unused.map((key) => `\n  ${key}`).join('')}`);
  console.log(`Missing keys (${missing.length}):${missing.map((key) => `\n  ${key}`).join('')}`);
  process.exitCode = missing.length > 0 ? 1 : 0;
}
