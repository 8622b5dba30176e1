/**
 * The search page (Vyhledavani): the search form, then the results with the matched words marked, ten a page;
 * under an empty box the most frequent searches and examples. A GET form and plain links, so it works without
 * JavaScript and its state lives in the URL; with JavaScript the form navigates in the app. A term the portal
 * cannot search for is said next to the field (docs/product.md §5), and the page stays a 200: it is a form, not an
 * error.
 */
import { useId } from 'react';
import { AppLink } from '../../ui/AppLink.tsx';
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { GetForm } from '../../ui/GetForm.tsx';
import type { MessageKey } from '../../shared/i18n.ts';
import { useT } from '../../ui/i18n.tsx';
import { ListEntry } from '../../ui/ListEntry.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { LocaleCode } from '../../shared/locales.ts';
import { FoundOffice, type OfficeEntry } from '../offices/OfficeParts.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type SearchPageData = z.infer<typeof schema>;

export interface SearchHitView {
  id: string;
  title: string;
  url: string;
  /** Escaped text with `<mark>` around the matched words only (server/search/snippet.ts). */
  snippet: string;
  /** The page type, named in the page's language. */
  type: string;
  date?: string;
  dateTime?: string;
  /** The page's language where it is not the visitor's (a result of another language). */
  hrefLang?: string;
}

export interface SearchFilterOption {
  value: string;
  label: string;
  /** Results with this value, the other filters applied. */
  count: number;
}

/** One filter of the extended search: `type`, `category`, `year` or `region`, as the API names them. */
export interface SearchFilterView {
  name: 'type' | 'category' | 'year' | 'region';
  options: SearchFilterOption[];
  selected?: string;
}

export type SearchOutcome =
  | { state: 'empty'; frequent: string[] }
  | { state: 'invalid'; term: string; message: MessageKey }
  | { state: 'building'; term: string }
  | {
      state: 'results';
      term: string;
      total: number;
      /** At least `total` results: the search stopped counting. */
      moreThanTotal?: true;
      page: number;
      pageCount: number;
      items: SearchHitView[];
      /** When nothing good was found in this language: another language's results beside, in this one where translated. */
      otherLanguage?: { language: string; total: number; path?: string; items: SearchHitView[] };
      /** When nothing at all was found: the most frequent searches, offered with the tips. */
      frequent?: string[];
      /** Asked for as an image when the results are shown: counts the search, found or not (`found=0`). */
      countUrl?: string;
      /** Told when a result is clicked (the links' `ping`): counts the click for where search fails. */
      clickUrl?: string;
      suggestion?: string;
      /** The words name a municipality: the offices serving it, offered before the results. */
      office?: { place: string; offices: OfficeEntry[] };
      filters: SearchFilterView[];
      /** The filters in force, as query parameters: what links to other pages of the results keep. */
      chosen: [string, string][];
      /** Filters whose values made no sense and were left out. */
      ignored: string[];
    };

export type SearchView = SearchOutcome & { path: string };

/** The search's URL: the term, the filters in force, the page beyond the first. */
export function searchUrl(path: string, term: string, page = 1, filters: [string, string][] = []): string {
  const query = new URLSearchParams([['q', term], ...filters]);
  if (page > 1) query.set('page', String(page));
  return `${path}?${query}`;
}

const FILTER_LABELS: Record<SearchFilterView['name'], MessageKey> = { type: 'search.type', category: 'search.category', year: 'search.year', region: 'search.region' };

/** The extended search: open while a filter is in force; each choice with the count of what it finds. */
function ExtendedSearch({ view, id }: { view: Extract<SearchView, { state: 'results' }>; id: string }) {
  const t = useT();
  const offered = view.filters.filter((filter) => filter.options.length > 0);
  if (offered.length === 0) return null;
  // Past the count limit each choice counts the matches counted, so it finds at least that many.
  const atLeast = view.moreThanTotal ? '+' : '';
  return (
    <details className="search-filters" open={view.chosen.length > 0 || undefined}>
      <summary>{t('search.extended')}</summary>
      <div className="search-filters__fields">
        {offered.map((filter) => (
          <div className="list-filter__field" key={filter.name}>
            <label htmlFor={`${id}-${filter.name}`}>{t(FILTER_LABELS[filter.name])}</label>
            <select id={`${id}-${filter.name}`} name={filter.name} defaultValue={filter.selected ?? ''} key={filter.selected ?? ''}>
              <option value="">{t('search.any')}</option>
              {filter.options.map((option) => <option key={option.value} value={option.value}>{`${option.label} (${option.count}${atLeast})`}</option>)}
            </select>
          </div>
        ))}
        <button type="submit" className="portal-button portal-button--secondary">{t('search.apply')}</button>
      </div>
      {view.chosen.length > 0 ? <p><AppLink to={searchUrl(view.path, view.term)}>{t('search.clearFilters')}</AppLink></p> : null}
    </details>
  );
}

function SearchForm({ view }: { view: SearchView }) {
  const t = useT();
  const id = useId();
  const term = view.state === 'empty' ? '' : view.term;
  const error = view.state === 'invalid' ? view.message : undefined;
  return (
    <GetForm className="search-form" action={view.path} role="search" aria-label={t('search.formLabel')} omit={(name, value) => name !== 'q' && value === ''}>
      <label htmlFor={id}>{t('search.label')}</label>
      {error ? <p id={`${id}-error`} className="field-error" role="alert">{t(error)}</p> : null}
      <div className="search-form__row">
        <input id={id} name="q" type="search" defaultValue={term} key={term} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <button type="submit" className="portal-button">{t('search.submit')}</button>
      </div>
      {view.state === 'results' ? <ExtendedSearch view={view} id={id} /> : null}
    </GetForm>
  );
}

function Suggestions({ title, terms, path }: { title: string; terms: string[]; path: string }) {
  if (terms.length === 0) return null;
  return (
    <section className="search-suggestions" aria-label={title}>
      <h2 className="h4">{title}</h2>
      <ul className="gov-list--plain quick-links">
        {terms.map((term) => <li key={term}><AppLink to={searchUrl(path, term)}>{term}</AppLink></li>)}
      </ul>
    </section>
  );
}

function Hits({ items, clickUrl }: { items: SearchHitView[]; clickUrl?: string | undefined }) {
  return (
    <ul className="gov-list--plain content-list">
      {items.map((item) => (
        <ListEntry key={item.id} title={item.title} url={item.url} date={item.date} dateTime={item.dateTime} hrefLang={item.hrefLang} ping={clickUrl}>
          <p className="search-result__type">{item.type}</p>
          <p className="search-snippet" dangerouslySetInnerHTML={{ __html: item.snippet }} />
        </ListEntry>
      ))}
    </ul>
  );
}

/**
 * Nothing good in the visitor's language, results in another: said, linked, and its best pages shown beside (in this
 * language where translated, else marked with their own).
 */
function OtherLanguage({ language, total, path, items, term, beside, clickUrl }: NonNullable<Extract<SearchView, { state: 'results' }>['otherLanguage']> & { term: string; beside: boolean; clickUrl?: string | undefined }) {
  const t = useT();
  return (
    <>
      <p className="notice" role="status">
        {t(beside ? 'search.otherLanguageBeside' : 'search.otherLanguage', { language, count: total })}
        {path ? <>{' '}<a href={searchUrl(path, term)}>{t('search.otherLanguageLink', { language })}</a></> : null}
      </p>
      <Hits items={items} clickUrl={clickUrl} />
    </>
  );
}

/** A search that found nothing: what to try, and what others search for. */
function NothingFound({ frequent, path }: { frequent: string[]; path: string }) {
  const t = useT();
  return (
    <>
      <p>{t('search.noResults')}</p>
      <section className="search-tips" aria-label={t('search.tipsTitle')}>
        <h2 className="h4">{t('search.tipsTitle')}</h2>
        <ul>
          <li>{t('search.tipWords')}</li>
          <li>{t('search.tipName')}</li>
          <li>{t('search.tipOffice')}</li>
        </ul>
      </section>
      <Suggestions title={t('search.frequent')} terms={frequent} path={path} />
    </>
  );
}

/** The labour office of the municipality the words name, before the results. */
function SearchOffice({ office, locale }: { office: NonNullable<Extract<SearchView, { state: 'results' }>['office']>; locale: LocaleCode }) {
  const t = useT();
  if (office.offices.length === 0) return null;
  return (
    <section className="search-office" aria-labelledby="search-office-heading">
      <h2 id="search-office-heading">{t('search.office.heading', { place: office.place })}</h2>
      {office.offices.map((entry) => <FoundOffice key={entry.id} office={entry} locale={locale} />)}
    </section>
  );
}

function Results({ view, locale }: { view: Extract<SearchView, { state: 'results' }>; locale: LocaleCode }) {
  const t = useT();
  return (
    <>
      {view.office ? <SearchOffice office={view.office} locale={locale} /> : null}
      {view.ignored.length > 0 ? <p className="notice" role="note">{t('list.ignored')}</p> : null}
      <p className="list-count" role="status">{view.moreThanTotal ? t('search.moreThan', { count: view.total }) : t('items.count', { count: view.total })}</p>
      {view.suggestion ? (
        <p>{`${t('search.didYouMean')} `}<AppLink to={searchUrl(view.path, view.suggestion, 1, view.chosen)}>{view.suggestion}</AppLink></p>
      ) : null}
      {view.items.length > 0 ? <Hits items={view.items} clickUrl={view.clickUrl} /> : null}
      {view.otherLanguage ? <OtherLanguage {...view.otherLanguage} term={view.term} beside={view.items.length > 0} clickUrl={view.clickUrl} /> : null}
      {view.items.length === 0 && !view.otherLanguage ? <NothingFound frequent={view.frequent ?? []} path={view.path} /> : null}
      {view.countUrl ? <img src={view.countUrl} alt="" hidden /> : null}
      <Pagination page={view.page} pageCount={view.pageCount} urlOf={(page) => searchUrl(view.path, view.term, page, view.chosen)} />
    </>
  );
}

export default function SearchPage({ content, data: view, locale }: TemplateProps<SearchPageData, SearchView>) {
  const t = useT();
  if (!view) return null;
  return (
    <div className="gov-container content-page" data-template="Vyhledavani">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      <SearchForm view={view} />
      {view.state === 'building' ? <p className="notice" role="status">{t('search.indexBuilding')}</p> : null}
      {view.state === 'results' ? <Results view={view} locale={locale} /> : null}
      {view.state === 'empty' ? (
        <>
          <Suggestions title={t('search.frequent')} terms={view.frequent} path={view.path} />
          <Suggestions title={t('search.examples')} terms={content.data.exampleQueries ?? []} path={view.path} />
        </>
      ) : null}
    </div>
  );
}
