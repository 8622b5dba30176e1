/**
 * A list of content (Seznam): news, press releases, events, vacancies, notices and the like, filtered and sorted as
 * its definition allows, ten a page (docs/product.md §9); templates/lists/ holds the machinery. The feeds of what it
 * lists (Atom, the events' calendar) are linked above the list. Events come upcoming first
 * and past ones apart, dated by their own dates, and are described to search engines as an ItemList of Events.
 */
import type { FeedLink } from '../../shared/page.ts';
import { FeedLinks } from '../../ui/FeedLinks.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { ListEntry } from '../../ui/ListEntry.tsx';
import { ListView, type ListPage } from '../lists/ListView.tsx';
import type { ListPageData } from '../lists/definition.ts';
import type { TemplateProps } from '../types.ts';

export interface ListItem {
  id: string;
  title: string;
  url: string;
  description?: string;
  date?: string;
  dateTime?: string;
  /** An event's: upcoming or past, and its own dates. */
  section?: 'upcoming' | 'past';
  event?: { startDate: string; endDate: string };
}

/** A page of the list, and the feeds of what it lists (server/feeds.ts feedLinks). */
export type ListLoaded = ListPage<ListItem> & { feeds?: FeedLink[] };

function eventListJsonLd(items: ListItem[]): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': 'Event', name: item.title, url: item.url, startDate: item.event!.startDate, endDate: item.event!.endDate },
    })),
  };
}

export default function ListPageView({ content, data: list }: TemplateProps<ListPageData, ListLoaded>) {
  if (!list) return null;
  const events = list.items.filter((item) => item.event);
  return (
    <ListView content={content} list={list} templateKey="Seznam" intro={<FeedLinks feeds={list.feeds} />} renderItem={(item, headingLevel) => (
      <ListEntry key={item.id} {...item} headingLevel={headingLevel}>{item.description ? <p>{item.description}</p> : null}</ListEntry>
    )}>
      {events.length > 0 ? <JsonLd data={eventListJsonLd(events)} /> : null}
    </ListView>
  );
}
