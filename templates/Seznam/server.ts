import type { Content } from '../../shared/content.ts';
import { formatShortDate } from '../../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { defineTemplate } from '../module.ts';
import { listPageSchema, listQuery, type ListPageData, type ListQuery } from '../lists/definition.ts';
import { listAnswer, loadList } from '../lists/load.ts';
import type { ListPage } from '../lists/ListView.tsx';
import ListPageView, { type ListItem } from './Seznam.tsx';

/** A list entry: the item's title linking to it, its publication date and perex. */
export function listItemOf(content: Content, locale: LocaleCode, prefix: string): ListItem | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  return {
    id: content.id,
    title: content.name,
    url: localizePath(locale, prefix + url),
    description: content.description ?? undefined,
    date: formatShortDate(content.displayAt, locale),
    dateTime: content.displayAt ?? undefined,
  };
}

export const Seznam = defineTemplate<ListPageData, ListQuery, ListPage<ListItem>>({
  key: 'Seznam',
  Component: ListPageView,
  schema: listPageSchema(),
  query: listQuery,
  answer: listAnswer,
  load: (context) => loadList(context, context.content.data.list, (item) => listItemOf(item, context.locale, context.site.prefix)),
});
