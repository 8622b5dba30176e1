/**
 * The content API contract (docs/content-api.md) as schemas: the portal checks every CMS answer against them,
 * so a garbled answer is a failure (served stale when possible), never a crash deeper in. Unknown fields pass.
 * The browser bundle imports only the types.
 */
import { z } from 'zod';
import type { SameType } from './same-type.ts';

const languageMap = z.record(z.string(), z.string());

/** Which web and language a content is asked in, as the content API wants them. */
export type Lookup = { webId: string; language: string };

export const webSchema = z.looseObject({
  id: z.string().min(1),
  name: languageMap,
  defaultLanguage: z.string(),
  friendlyURL: z.string().startsWith('/'),
  theme: z.string().optional(),
  hosts: z.array(z.string()).optional(),
});
export type Web = z.infer<typeof webSchema>;

export const categoryRefSchema = z.looseObject({
  key: z.string(),
  name: z.string(),
  vocabulary: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const contentSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  language: z.string(),
  webId: z.string(),
  web: z.looseObject({ id: z.string() }).optional(),
  friendlyURLs: languageMap,
  structure: z.looseObject({ key: z.string() }),
  categories: z.array(categoryRefSchema).default([]),
  tags: z.array(z.string()).default([]),
  published: z.boolean().optional(),
  displayAt: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  /** Each translation's own last change, by language tag (docs/content-api.md §4 "How current"). */
  updatedAtByLanguage: languageMap.optional(),
  /** What changed at `updatedAt`, in the item's language. */
  changeNote: z.string().nullish(),
  /** The earlier changes of this language, newest first. */
  changeHistory: z.array(z.looseObject({ at: z.string(), note: z.string() })).optional(),
  /** The item is withdrawn: the page answers 410 with `withdrawalNote` (docs/content-api.md §4 "Withdrawn content"). */
  withdrawn: z.boolean().optional(),
  withdrawalNote: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).default({}),
  highlight: z.string().optional(),
});
export type Content = z.infer<typeof contentSchema>;

export const webListSchema = z.looseObject({ items: z.array(webSchema) });

export const contentListSchema = z.looseObject({
  items: z.array(contentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
});
export type ContentList = z.infer<typeof contentListSchema>;

/** A category and those under it. Recursive, so typed by hand and tied to its schema below (shared/same-type.ts). */
export interface CategoryNode {
  name: string;
  title?: Record<string, string>;
  children: CategoryNode[];
  /** Unknown fields pass. */
  [field: string]: unknown;
}
const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() => categoryNodeFields);
const categoryNodeFields = z.looseObject({
  name: z.string(),
  title: languageMap.optional(),
  children: z.array(categoryNodeSchema).default([]),
});
true satisfies SameType<z.output<typeof categoryNodeFields>, CategoryNode>;
export const vocabularyListSchema = z.looseObject({
  items: z.array(z.looseObject({ name: z.string(), title: languageMap.optional(), categories: z.array(categoryNodeSchema) })),
});
export type Vocabulary = z.infer<typeof vocabularyListSchema>['items'][number];

/** A vocabulary's or category's name in a language: its title there, else the Czech one, else its key name. */
export function titleIn(node: { name: string; title?: Record<string, string> }, languageTag: string): string {
  return node.title?.[languageTag] ?? node.title?.['cs-CZ'] ?? node.name;
}

export const tagListSchema = z.looseObject({ items: z.array(z.looseObject({ name: z.string() })) });

export const documentSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().nonnegative(),
  url: z.string(),
  webId: z.string(),
  updatedAt: z.string().nullish(),
});
export type CmsDocument = z.infer<typeof documentSchema>;

/** A folder and those under it. Recursive, so typed by hand and tied to its schema below (shared/same-type.ts). */
export interface Folder {
  id: string;
  name: string;
  children: Folder[];
  documents: CmsDocument[];
  /** Unknown fields pass. */
  [field: string]: unknown;
}
export const folderSchema: z.ZodType<Folder> = z.lazy(() => folderFields);
const folderFields = z.looseObject({
  id: z.string(),
  name: z.string(),
  children: z.array(folderSchema).default([]),
  documents: z.array(documentSchema).default([]),
});
true satisfies SameType<z.output<typeof folderFields>, Folder>;

export const documentListSchema = z.looseObject({
  items: z.array(documentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

/** Every error of the content API: `{ statusCode, message }` with the same HTTP status. */
export const apiErrorSchema = z.object({ statusCode: z.number().int(), message: z.string() });
