/**
 * Reads and validates the sample content in `content/` (format: content/README.md). Every file is checked on
 * its own: a broken one becomes a problem naming its path and the offending field, and all valid files are
 * still served.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { folderSchema, tagListSchema, vocabularyListSchema, webSchema, type Folder, type Vocabulary, type Web } from '../shared/content.ts';
import { LANGUAGE_TAGS } from '../shared/locales.ts';

const isoDate = z.iso.datetime({ offset: true });
const friendlyURL = z.string().regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, 'must be lower-case words joined by - after a /');

const translationSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  friendlyURL,
  /** This translation's own last change; the item's `updatedAt` when absent. */
  updatedAt: isoDate.optional(),
  /** What changed then, and the earlier changes, newest first. */
  changeNote: z.string().min(1).optional(),
  changeHistory: z.array(z.strictObject({ at: isoDate, note: z.string().min(1) })).optional(),
  /** Why a withdrawn item was withdrawn, and where to go instead (plain text). */
  withdrawalNote: z.string().min(1).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const pageFileSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  structure: z.string().min(1),
  categories: z.array(z.string().regex(/^[a-z0-9-]+\.[a-z0-9-]+$/)).default([]),
  tags: z.array(z.string()).default([]),
  published: z.boolean().default(true),
  displayAt: isoDate.optional(),
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
  /** Taken down: served, so the portal can answer 410 Gone with the note, rather than as if it never existed. */
  withdrawn: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).default({}),
  translations: z.partialRecord(z.enum(LANGUAGE_TAGS), translationSchema).refine((t) => Object.keys(t).length > 0, 'needs at least one language'),
});
export type PageFile = z.infer<typeof pageFileSchema>;

const folderFileSchema = z.object({ items: z.array(folderSchema) });

export interface WebFiles {
  web: Web;
  pages: PageFile[];
  vocabularies: Vocabulary[];
  tags: { name: string }[];
  folders: Folder[];
}

export interface LoadProblem {
  file: string;
  field: string;
  message: string;
}

export interface LoadedContent {
  webs: WebFiles[];
  problems: LoadProblem[];
}

async function listJson(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names.filter((n) => n.endsWith('.json')).sort().map((n) => path.join(dir, n));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function loadContent(root: string): Promise<LoadedContent> {
  const problems: LoadProblem[] = [];

  async function read<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const relative = path.relative(root, file);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      problems.push({ file: relative, field: '(file)', message: (error as Error).message });
      return undefined;
    }
    const result = schema.safeParse(json);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      problems.push({ file: relative, field: issue.path.join('.') || '(root)', message: issue.message });
    }
    return undefined;
  }

  const webs: WebFiles[] = [];
  for (const webFile of await listJson(path.join(root, 'webs'))) {
    const web = await read(webFile, webSchema);
    if (!web) continue;
    const dir = path.join(root, web.id);
    const pages: PageFile[] = [];
    for (const file of await listJson(path.join(dir, 'pages'))) {
      const page = await read(file, pageFileSchema);
      if (page) pages.push(page);
    }
    webs.push({
      web,
      pages,
      vocabularies: (await read(path.join(dir, 'categories.json'), vocabularyListSchema))?.items ?? [],
      tags: (await read(path.join(dir, 'tags.json'), tagListSchema))?.items ?? [],
      folders: (await read(path.join(dir, 'folders.json'), folderFileSchema))?.items ?? [],
    });
  }
  reportDuplicates(webs, problems);
  return { webs, problems };
}

/** Two files claiming one id or one friendly URL would make answers depend on file order: both are reported. */
function reportDuplicates(webs: WebFiles[], problems: LoadProblem[]): void {
  const ids = new Map<string, string>();
  for (const { web, pages } of webs) {
    const urls = new Map<string, string>();
    for (const page of pages) {
      const idKey = page.id;
      if (ids.has(idKey)) problems.push({ file: `${web.id}/pages`, field: 'id', message: `id ${page.id} is used twice` });
      ids.set(idKey, web.id);
      for (const [language, translation] of Object.entries(page.translations)) {
        const urlKey = `${language} ${translation.friendlyURL}`;
        if (urls.has(urlKey)) {
          problems.push({ file: `${web.id}/pages`, field: `translations.${language}.friendlyURL`, message: `${translation.friendlyURL} is used by ids ${urls.get(urlKey)} and ${page.id}` });
        }
        urls.set(urlKey, page.id);
      }
    }
  }
}
