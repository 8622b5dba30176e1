/**
 * A list of content (Seznam): news, press releases, events, vacancies, notices and the like, filtered and sorted as
 * its definition allows, ten a page (SPEC.md §9); templates/lists/ holds the machinery. Events come upcoming first
 * and past ones apart, dated by their own dates, and are described to search engines as an ItemList of Events.
 */
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

export default function ListPageView({ content, data: list }: TemplateProps<ListPageData, ListPage<ListItem>>) {
  if (!list) return null;
  const events = list.items.filter((item) => item.event);
  return (
    <ListView content={content} list={list} templateKey="Seznam" renderItem={(item, headingLevel) => (
      <ListEntry key={item.id} {...item} headingLevel={headingLevel}>{item.description ? <p>{item.description}</p> : null}</ListEntry>
    )}>
      {events.length > 0 ? <JsonLd data={eventListJsonLd(events)} /> : null}
    </ListView>
  );
}
