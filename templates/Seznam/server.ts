import type { Content } from '../../shared/content.ts';
import { formatShortDate } from '../../shared/i18n.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { eventDateText } from '../events/dates.ts';
import { defineTemplate } from '../module.ts';
import { keepsListState, type ListPageData, listPageSchema, listQuery, type ListQuery } from '../lists/definition.ts';
import { listAnswer, loadList, type ListedEvent } from '../lists/load.ts';
import { feedLinks } from '../../server/feeds.ts';
import ListPageView, { type ListItem, type ListLoaded } from './Seznam.tsx';

/** A list entry: the item's title linking to it, its date (an event's own, else its publication) and perex. */
export function listItemOf(content: Content, locale: LocaleCode, prefix: string, event?: ListedEvent): ListItem | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  return {
    id: content.id,
    title: content.name,
    url: localizePath(locale, prefix + url),
    description: content.description ?? undefined,
    ...(event
      ? { date: eventDateText(event.dates, locale), dateTime: event.dates.start, section: event.section, event: { startDate: event.dates.start, endDate: event.dates.end } }
      : { date: formatShortDate(content.displayAt, locale), dateTime: content.displayAt ?? undefined }),
  };
}

export const Seznam = defineTemplate<ListPageData, ListQuery, ListLoaded>({
  key: 'Seznam',
  Component: ListPageView,
  schema: listPageSchema().meta({
    description: 'A list of items. The sample lists: news, press releases, events, vacancies, official board, other portals, information provided on request.',
  }),
  query: listQuery,
  languageQuery: keepsListState,
  answer: listAnswer,
  load: async (context) => ({
    ...(await loadList(context, context.content.data.list, (item, event) => listItemOf(item, context.locale, context.site.prefix, event))),
    feeds: feedLinks(context.content.data.list.structureKeys, context.locale, context.templates),
  }),
  meta: (_content, loaded) => ({ feeds: loaded?.feeds }),
});
