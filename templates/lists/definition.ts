/**
 * What a list page asks of the CMS (ListDefinition) and what its visitors may change in the URL
 * (docs/product.md §2 "Screens", §9): filters by year or by a vocabulary's categories, a sort among the allowed ones, a
 * page. Server only.
 */
import { z } from 'zod';
import { html, lenientWholeNumber, text } from '../schema.ts';

export const LIST_SORTS = ['displayAt:desc', 'displayAt:asc', 'name:asc', 'name:desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const listDefinition = () =>
  z.object({
    structureKeys: z.array(text()).min(1).describe('the structure keys of the items listed'),
    filters: z
      .array(text())
      .default([])
      .describe('what the visitor may filter by: `"year"` (of `displayAt`) or a vocabulary name (`kraj`, `okres`, `typ-pracoviste`, `tema`, `agenda`) whose categories become the options'),
    sort: z.enum(LIST_SORTS).default('displayAt:desc').describe('the order when the visitor chooses none'),
    sortOptions: z.array(z.enum(LIST_SORTS)).default([]).describe('the orders the visitor may switch to; none or one means no choice'),
    pageSize: z.number().int().min(1).max(100).default(10).describe('items a page (docs/product.md §9)'),
    category: z.array(text()).default([]).describe('CategoryKeys every item must carry: a fixed filter always applied'),
    tag: z.array(text()).default([]).describe('tags every item must carry: a fixed filter always applied'),
  }).meta({ title: 'ListDefinition', description: 'The `GET /contents` query of a list, and what its visitors may change.' });

export type ListDefinition = z.infer<ReturnType<typeof listDefinition>>;

/**
 * The visitor's part of a list in the URL. Filters are named after their vocabulary, so any vocabulary may be one;
 * values are checked against the definition and the CMS's categories when the list loads, and nonsense is ignored
 * with a note rather than refused.
 */
export const listQuery = z
  .object({ page: lenientWholeNumber(1, 10_000), year: lenientWholeNumber(1900, 2100), sort: z.string().optional() })
  .catchall(z.string());

export type ListQuery = z.infer<typeof listQuery>;

/** A list's filters and sort mean the same in every language (the language switch keeps them); its page may not. */
export const keepsListState = (name: string): boolean => name !== 'page';

/** The fields of every list page, for a list template that adds its own. */
export const listPageFields = () => ({
  body: html().optional().describe('an introduction above the list (HTML)'),
  list: listDefinition().describe('what the list shows and how visitors may filter and sort it'),
});

export const listPageSchema = () => z.object(listPageFields());

/** The data of a list page (Seznam, SeznamFormularu, UpCzKontaktySouhrnPracovist…). */
export type ListPageData = z.output<ReturnType<typeof listPageSchema>>;
