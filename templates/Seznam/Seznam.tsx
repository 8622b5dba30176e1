/**
 * A list of content (Seznam): news, press releases, events, vacancies, notices and the like, filtered and sorted as
 * its definition allows, ten a page (SPEC.md §9); templates/lists/ holds the machinery.
 */
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
}

export default function ListPageView({ content, data: list }: TemplateProps<ListPageData, ListPage<ListItem>>) {
  if (!list) return null;
  return (
    <ListView content={content} list={list} templateKey="Seznam" renderItem={(item) => (
      <ListEntry key={item.id} {...item}>{item.description ? <p>{item.description}</p> : null}</ListEntry>
    )} />
  );
}
