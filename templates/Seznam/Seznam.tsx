/**
 * A list of content (Seznam): news, press releases and the like, newest first, filtered by year, ten a page
 * (SPEC.md §9). The filter is a GET form and the pages are links, so the list works without JavaScript and its
 * state lives in the URL; with JavaScript the form navigates in the app.
 */
import { useContext, useId, type FormEvent } from 'react';
import { AppLink, NavigateContext } from '../../ui/AppLink.tsx';
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { ListEntry } from '../../ui/ListEntry.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';

export interface ListData {
  body?: string;
  list: { structureKeys: string[]; sort: 'displayAt:desc' | 'displayAt:asc' | 'name:asc' | 'name:desc' };
}

export interface ListItem {
  id: string;
  title: string;
  url: string;
  description?: string;
  date?: string;
  dateTime?: string;
}

export interface ListPage {
  items: ListItem[];
  total: number;
  page: number;
  pageCount: number;
  year?: number;
  /** Years that have items, newest first: the filter's choices. */
  years: number[];
  /** Query parameters whose values made no sense and were left out. */
  ignored: string[];
  /** The list's own URL without a query. */
  path: string;
}

export function listUrl(path: string, year: number | undefined, page: number): string {
  const query = new URLSearchParams();
  if (year !== undefined) query.set('year', String(year));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function YearFilter({ list }: { list: ListPage }) {
  const t = useT();
  const navigate = useContext(NavigateContext);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigate) return;
    event.preventDefault();
    const year = new FormData(event.currentTarget).get('year');
    navigate(listUrl(list.path, year ? Number(year) : undefined, 1));
  };
  if (list.years.length === 0) return null;
  return (
    <form className="list-filter" method="get" action={list.path} onSubmit={onSubmit}>
      <label htmlFor={id}>{t('list.year')}</label>
      <select id={id} name="year" defaultValue={list.year ?? ''} key={list.year ?? ''}>
        <option value="">{t('list.allYears')}</option>
        {list.years.map((year) => <option key={year} value={year}>{year}</option>)}
      </select>
      <button type="submit" className="portal-button portal-button--secondary">{t('list.show')}</button>
    </form>
  );
}

export default function ListPageView({ content, data: list }: TemplateProps<ListData, ListPage>) {
  const t = useT();
  if (!list) return null;
  return (
    <div className="gov-container content-page" data-template="Seznam">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      <YearFilter list={list} />
      {list.ignored.length > 0 ? <p className="notice" role="note">{t('list.ignored')}</p> : null}
      <p className="list-count" role="status">{t('items.count', { count: list.total })}</p>
      {list.items.length === 0 && list.page > 1 ? (
        <p>{`${t('list.noSuchPage')} `}<AppLink to={listUrl(list.path, list.year, 1)}>{t('list.firstPage')}</AppLink></p>
      ) : list.items.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul className="gov-list--plain content-list">
          {list.items.map((item) => (
            <ListEntry key={item.id} {...item}>{item.description ? <p>{item.description}</p> : null}</ListEntry>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} urlOf={(page) => listUrl(list.path, list.year, page)} />
    </div>
  );
}
