/**
 * A list page's view: its filters as a GET form (works without JavaScript; with it, the form navigates in the app
 * and history keeps each state), the count announced, an empty state, the items and numbered pages (docs/product.md
 * §9). Each list template gives the look of its items.
 */
import { useId, useState, type ReactNode } from 'react';
import { AppLink } from '../../ui/AppLink.tsx';
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { GetForm } from '../../ui/GetForm.tsx';
import { keyFromData, type MessageKey } from '../../shared/i18n.ts';
import { useT } from '../../ui/i18n.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { ContentView } from '../../shared/page.ts';

export interface ListFilter {
  /** The query parameter: `year` or a vocabulary name. */
  name: string;
  /** The vocabulary's title in the page language; the year filter is labelled by the page. */
  label?: string;
  /** `parent`: the value of the filter `within` an option belongs to (a district's region). */
  options: { value: string; label: string; parent?: string }[];
  selected?: string;
  /** The filter that narrows this one: only the options of its chosen value are shown (the districts of a region). */
  within?: string;
}

export interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
  filters: ListFilter[];
  /** The order shown, the list's own order, and the orders to choose from (none when there is no choice). */
  sort: string;
  defaultSort: string;
  sortOptions: string[];
  /** The chosen filters and sort as query parameters, in a fixed order: what page links keep. */
  state: [string, string][];
  /** Query parameters whose values made no sense and were left out. */
  ignored: string[];
  /** The list's own URL without a query. */
  path: string;
}

/** A page number past the list's last page (a list with no items has one page, empty). */
export function isPastTheLastPage(list: Pick<ListPage<unknown>, 'page' | 'pageCount'>): boolean {
  return list.page > Math.max(1, list.pageCount);
}

/** A list's URL: its state, then the page (left out for the first), nothing at all for the plain list. */
export function listUrl(path: string, state: [string, string][], page: number): string {
  const query = new URLSearchParams(state);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const SORT_LABELS: Record<string, MessageKey | undefined> = {
  'displayAt:desc': 'list.sort.newest',
  'displayAt:asc': 'list.sort.oldest',
  'name:asc': 'list.sort.az',
  'name:desc': 'list.sort.za',
};

function FilterForm<Item>({ list }: { list: ListPage<Item> }) {
  const t = useT();
  const id = useId();
  if (list.filters.length === 0 && list.sortOptions.length < 2) return null;
  // What the server would leave out of the URL: empty choices and the list's own order.
  const omit = (name: string, value: string) => value === '' || (name === 'sort' && value === list.defaultSort);
  // The choices as they stand in the form, so a filter another one narrows (districts by region) follows a change at
  // once, before the form is sent; on the server and without a script, the choices the page was asked with.
  const [chosen, setChosen] = useState<Record<string, string>>(() => Object.fromEntries(list.filters.map((filter) => [filter.name, filter.selected ?? ''])));
  const shown = (filter: ListFilter) => {
    const narrowedTo = filter.within ? chosen[filter.within] : undefined;
    return narrowedTo ? filter.options.filter((option) => option.parent === narrowedTo) : filter.options;
  };
  // `key` on each select resets it when navigation brings another state, as a fresh page load would.
  return (
    <GetForm className="list-filter" action={list.path} omit={omit}>
      <fieldset>
        <legend className="list-filter__legend">{t('list.filterHeading')}</legend>
        {list.filters.map((filter) => (
          <div className="list-filter__field" key={filter.name}>
            <label htmlFor={`${id}-${filter.name}`}>{filter.label ?? t('list.year')}</label>
            <select
              id={`${id}-${filter.name}`}
              name={filter.name}
              defaultValue={filter.selected ?? ''}
              key={filter.selected ?? ''}
              onChange={(event) => setChosen((before) => ({ ...before, [filter.name]: event.target.value }))}
            >
              <option value="">{filter.name === 'year' ? t('list.allYears') : t('list.any')}</option>
              {shown(filter).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </div>
        ))}
        {list.sortOptions.length > 1 ? (
          <div className="list-filter__field">
            <label htmlFor={`${id}-sort`}>{t('list.sort')}</label>
            <select id={`${id}-sort`} name="sort" defaultValue={list.sort} key={list.sort}>
              {list.sortOptions.map((sort) => <option key={sort} value={sort}>{SORT_LABELS[sort] ? t(SORT_LABELS[sort]) : sort}</option>)}
            </select>
          </div>
        ) : null}
        <button type="submit" className="portal-button portal-button--secondary">{t('list.show')}</button>
      </fieldset>
    </GetForm>
  );
}

/**
 * The items, or where items belong to sections (an events list's upcoming and past ones), a heading and a list for
 * each section on this page; an item's title is then a level lower.
 */
function Items<Item extends { id: string; section?: string }>({ items, renderItem }: { items: Item[]; renderItem: (item: Item, headingLevel: 2 | 3) => ReactNode }) {
  const t = useT();
  if (!items.some((item) => item.section)) return <ul className="gov-list--plain content-list">{items.map((item) => renderItem(item, 2))}</ul>;
  const sections = [...new Set(items.map((item) => item.section ?? ''))];
  return sections.map((section) => (
    <section key={section} className="content-list__section" aria-labelledby={`list-section-${section}`}>
      <h2 id={`list-section-${section}`}>{t(keyFromData(`list.section.${section}`))}</h2>
      <ul className="gov-list--plain content-list">{items.filter((item) => (item.section ?? '') === section).map((item) => renderItem(item, 3))}</ul>
    </section>
  ));
}

export function ListView<Item extends { id: string; section?: string }>({ content, list, templateKey, renderItem, intro, children }: {
  content: ContentView<{ body?: string }>;
  list: ListPage<Item>;
  templateKey: string;
  /** An item as the template shows it, its title a heading of the level given. */
  renderItem: (item: Item, headingLevel: 2 | 3) => ReactNode;
  /** What the template adds under the introduction (a link to a map, say). */
  intro?: ReactNode;
  /** What the template adds after the list (structured data). */
  children?: ReactNode;
}) {
  const t = useT();
  const filtered = list.state.some(([name]) => name !== 'sort');
  return (
    <div className="gov-container content-page" data-template={templateKey}>
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      {intro}
      <FilterForm key={JSON.stringify(list.state)} list={list} />
      {list.ignored.length > 0 ? <p className="notice" role="note">{t('list.ignored')}</p> : null}
      <p className="list-count" role="status">{t('items.count', { count: list.total })}</p>
      {isPastTheLastPage(list) ? (
        <p>{`${t('list.noSuchPage')} `}<AppLink to={listUrl(list.path, list.state, 1)}>{t('list.firstPage')}</AppLink></p>
      ) : list.items.length === 0 ? (
        <p>
          {filtered ? <>{`${t('list.empty')} `}<AppLink to={list.path} className="list-clear">{t('list.clearFilters')}</AppLink></> : t('list.empty')}
        </p>
      ) : (
        <Items items={list.items} renderItem={renderItem} />
      )}
      <Pagination page={list.page} pageCount={list.pageCount} urlOf={(page) => listUrl(list.path, list.state, page)} />
      {children}
    </div>
  );
}
