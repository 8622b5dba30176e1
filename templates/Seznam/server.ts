import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { formatDate } from '../../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { PAGE_SIZE } from '../../shared/page.ts';
import { html, lenientWholeNumber } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import ListPageView, { type ListData, type ListItem, type ListPage } from './Seznam.tsx';

const schema: z.ZodType<ListData> = z.object({
  /** An introduction above the list (HTML). */
  body: html().optional(),
  /** What the list shows: items of these structure keys, in this order. */
  list: z.object({
    structureKeys: z.array(z.string().min(1)).min(1),
    sort: z.enum(['displayAt:desc', 'displayAt:asc', 'name:asc', 'name:desc']).default('displayAt:desc'),
  }),
});

const query = z.object({ year: lenientWholeNumber(1900, 2100), page: lenientWholeNumber(1, 10_000) });
type Query = z.infer<typeof query>;

function itemOf(content: Content, locale: LocaleCode, prefix: string): ListItem | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  return {
    id: content.id,
    title: content.name,
    url: localizePath(locale, prefix + url),
    description: content.description ?? undefined,
    date: formatDate(content.displayAt, locale),
    dateTime: content.displayAt ?? undefined,
  };
}

export const Seznam = defineTemplate<ListData, Query, ListPage>({
  key: 'Seznam',
  Component: ListPageView,
  schema,
  query,
  async load({ content, query, cms, lookup, locale, site, path }) {
    const { structureKeys, sort } = content.data.list;
    const year = query.year.value;
    const page = query.page.value ?? 1;
    const [list, everything] = await Promise.all([
      cms.contents({ ...lookup, structureKey: structureKeys, year, sort, page, pageSize: PAGE_SIZE }),
      // The filter offers the years that have items, whatever year is chosen.
      cms.contents({ ...lookup, structureKey: structureKeys, pageSize: 1 }),
    ]);
    const years = Object.keys(everything.facets?.year ?? {}).map(Number).filter(Number.isInteger).sort((a, b) => b - a);
    return {
      items: list.items.map((item) => itemOf(item, locale, site.prefix)).filter((item) => item !== undefined),
      total: list.totalCount,
      page,
      pageCount: Math.ceil(list.totalCount / PAGE_SIZE),
      year,
      years,
      ignored: Object.entries(query).filter(([, parsed]) => 'invalid' in parsed).map(([name]) => name),
      path,
    };
  },
});
