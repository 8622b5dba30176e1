/**
 * Loads one page of a list for its template: the visitor's filters checked against what exists (a value that does
 * not is ignored and noted, never a failure), the page asked of the CMS (`GET /contents`), and the filter choices:
 * the years and categories that have items, a district filter narrowed to the chosen region. A list of events is
 * ordered and filtered by the events' own dates (templates/events/dates.ts), which the CMS cannot sort by: all its
 * events are asked for, upcoming ones come first, soonest first, then past ones apart, the latest first; its year
 * is the year an event takes place.
 */
import { titleIn, type CategoryNode, type Content, type Vocabulary } from '../../shared/content.ts';
import { collatorFor } from '../../shared/i18n.ts';
import { LOCALES } from '../../shared/locales.ts';
import { eventKeys, eventOf, eventYear, inEventOrder, type DatedEvent } from '../events/dates.ts';
import type { EventDates, LoadContext, PageAnswer } from '../module.ts';
import type { ListDefinition, ListQuery } from './definition.ts';
import { isPastTheLastPage, type ListFilter, type ListPage } from './ListView.tsx';

type CategoryOption = { value: string; label: string; parent?: string };

function vocabularyOptions(vocabulary: Vocabulary, languageTag: string): CategoryOption[] {
  return vocabulary.categories.map((category: CategoryNode & { kraj?: unknown }) => ({
    value: category.name,
    label: titleIn(category, languageTag),
    // Districts name the region they lie in (content/README.md "Taxonomy").
    parent: typeof category.kraj === 'string' ? category.kraj : undefined,
  }));
}

/** Where an event of an events list stands, and its dates. */
export interface ListedEvent {
  dates: EventDates;
  section: 'upcoming' | 'past';
}

export async function loadList<Item>(
  { query, cms, lookup, locale, path, templates, now }: Pick<LoadContext<unknown, ListQuery>, 'query' | 'cms' | 'lookup' | 'locale' | 'path' | 'templates' | 'now'>,
  definition: ListDefinition,
  itemOf: (content: Content, event?: ListedEvent) => Item | undefined,
): Promise<ListPage<Item>> {
  const languageTag = LOCALES[locale].tag;
  const fixed = { ...lookup, structureKey: definition.structureKeys, category: definition.category, tag: definition.tag };
  const vocabularyNames = definition.filters.filter((name) => name !== 'year');
  const events = eventKeys(templates);
  const ofEvents = definition.structureKeys.every((key) => events.includes(key));
  const [everything, vocabularies, allEvents] = await Promise.all([
    // The choices offered are those that have items, whatever is chosen now.
    cms.contents({ ...fixed, pageSize: 1 }),
    vocabularyNames.length > 0 ? cms.categories(lookup.webId) : Promise.resolve([]),
    ofEvents ? cms.everyContent(fixed).then((items) => items.map((item) => eventOf(item, templates)).filter((event) => event !== undefined)) : undefined,
  ]);
  const counts = everything.facets?.category ?? {};
  const ignored = new Set<string>(Object.entries(query).filter(([, parsed]) => typeof parsed === 'object' && 'invalid' in parsed).map(([name]) => name));
  const collator = collatorFor(languageTag);

  if (query.year.value !== undefined && !definition.filters.includes('year')) ignored.add('year');
  const filters: ListFilter[] = [];
  const state: [string, string][] = [];
  const chosenCategories: string[] = [];
  let year: number | undefined;
  for (const name of definition.filters) {
    if (name === 'year') {
      const years = (allEvents ? [...new Set(allEvents.map((event) => String(eventYear(event.dates))))] : Object.keys(everything.facets?.year ?? {}))
        .filter((value) => /^\d{4}$/.test(value))
        .sort()
        .reverse();
      if (years.length === 0) continue;
      year = query.year.value;
      if (year !== undefined) state.push(['year', String(year)]);
      filters.push({ name, options: years.map((value) => ({ value, label: value })), selected: year === undefined ? undefined : String(year) });
      continue;
    }
    const vocabulary = vocabularies.find((v) => v.name === name);
    if (!vocabulary) continue;
    const within = name === 'okres' ? 'kraj' : undefined;
    const region = within ? state.find(([filter]) => filter === within)?.[1] : undefined;
    const every = vocabularyOptions(vocabulary, languageTag)
      .filter((option) => (counts[`${name}.${option.value}`] ?? 0) > 0)
      .sort((a, b) => collator.compare(a.label, b.label));
    const options = every.filter((option) => region === undefined || option.parent === region);
    if (options.length === 0) continue;
    const raw = query[name];
    const selected = typeof raw === 'string' && raw !== '' ? raw : undefined;
    if (selected !== undefined && !options.some((option) => option.value === selected)) ignored.add(name);
    const valid = selected !== undefined && !ignored.has(name) ? selected : undefined;
    if (valid !== undefined) {
      state.push([name, valid]);
      chosenCategories.push(`${name}.${valid}`);
    }
    // A district filter carries every district with its region, so a script narrows it at once when the region
    // changes; the page shows those of the chosen region (ListView.tsx), as it does without one.
    const offered = within ? every.map(({ value, label, parent }) => (parent ? { value, label, parent } : { value, label })) : options.map(({ value, label }) => ({ value, label }));
    filters.push({ name, label: titleIn(vocabulary, languageTag), options: offered, selected: valid, ...(within ? { within } : {}) });
  }

  // Events come in the order of their dates: there is nothing to choose.
  const sortOptions = definition.sortOptions.length > 1 && !allEvents ? definition.sortOptions : [];
  const asked = query.sort;
  if (asked !== undefined && asked !== '' && !sortOptions.includes(asked as ListDefinition['sort'])) ignored.add('sort');
  const sort = sortOptions.find((option) => option === asked) ?? definition.sort;
  if (sort !== definition.sort) state.push(['sort', sort]);

  const page = query.page.value ?? 1;
  const { items, total } = allEvents
    ? eventsPage(allEvents, chosenCategories, year, page, definition.pageSize, itemOf, now())
    : await cms.contents({ ...fixed, category: [...definition.category, ...chosenCategories], year, sort, page, pageSize: definition.pageSize }).then((list) => ({
        items: list.items.map((item) => itemOf(item)),
        total: list.totalCount,
      }));
  return {
    items: items.filter((item) => item !== undefined),
    total,
    page,
    pageCount: Math.ceil(total / definition.pageSize),
    filters,
    sort,
    defaultSort: definition.sort,
    sortOptions,
    state,
    ignored: [...ignored],
    path,
  };
}

/** One page of an events list: the events chosen, upcoming ones first (templates/events/dates.ts inEventOrder). */
function eventsPage<Item>(
  events: DatedEvent[],
  categories: string[],
  year: number | undefined,
  page: number,
  pageSize: number,
  itemOf: (content: Content, event: ListedEvent) => Item | undefined,
  now: number,
): { items: (Item | undefined)[]; total: number } {
  const chosen = events.filter(
    ({ content, dates }) => (year === undefined || eventYear(dates) === year) && categories.every((key) => content.categories.some((category) => category.key === key)),
  );
  const { upcoming, past } = inEventOrder(chosen, now);
  const ordered = [...upcoming.map((event) => ({ event, section: 'upcoming' as const })), ...past.map((event) => ({ event, section: 'past' as const }))];
  return {
    items: ordered.slice((page - 1) * pageSize, page * pageSize).map(({ event, section }) => itemOf(event.content, { dates: event.dates, section })),
    total: ordered.length,
  };
}

/** A page past the last is not found (404), though it shows the way to the first page: no soft 404 for crawlers. */
export function listAnswer(_content: unknown, list: ListPage<unknown> | undefined): PageAnswer | undefined {
  return list && isPastTheLastPage(list) ? { kind: 'status', statusCode: 404 } : undefined;
}
