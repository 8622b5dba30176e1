import type { ListPage } from '../lists/ListView.tsx';
import type { ListItem } from './Seznam.tsx';
import { LOCALES } from '../../shared/locales.ts';
import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'Seznam', categories: [], tags: [], displayAt: null, updatedAt: '2026-11-02T08:00:00Z' };

/** A list of content as the CMS would hand it over; its items come from the template's load. */
const czech = {
  news: exampleView({
    ...base,
    id: 'example-news',
    name: 'Aktuality',
    description: 'Novinky Úřadu práce ČR: změny v dávkách, úřední hodiny, veletrhy práce.',
    data: {
      body: '<p>Nejnovější zprávy jsou nahoře.</p>',
      list: { structureKeys: ['Aktualita'], filters: ['year', 'kraj'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] },
    },
  }),
  press: exampleView({
    ...base,
    id: 'example-press',
    name: 'Tiskové zprávy',
    description: 'Tiskové zprávy generálního ředitelství a krajských poboček.',
    data: { list: { structureKeys: ['TiskovaZprava'], filters: ['year', 'tema'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } },
  }),
  events: exampleView({
    ...base,
    id: 'example-events',
    name: 'Kalendář akcí',
    description: 'Veletrhy práce, semináře a konference úřadu práce.',
    data: { list: { structureKeys: ['UpCzZaznamKalendare', 'Konference'], filters: ['year', 'kraj'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } },
  }),
  careers: exampleView({
    ...base,
    id: 'example-careers',
    name: 'Kariéra na úřadu práce',
    description: 'Volná služební a pracovní místa Úřadu práce ČR.',
    data: { list: { structureKeys: ['UpCzSluzebniMisto', 'PracovniMisto'], filters: ['kraj', 'okres'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } },
  }),
  portals: exampleView({
    ...base,
    id: 'example-portals',
    name: 'Další portály',
    description: 'Portály státní správy, které se vám mohou hodit.',
    data: { list: { structureKeys: ['DalsiPortal'], sort: 'name:asc', sortOptions: ['name:asc', 'name:desc'] } },
  }),
  requests: exampleView({
    ...base,
    id: 'example-requests',
    name: 'Poskytnuté informace',
    description: 'Informace poskytnuté na žádost podle zákona č. 106/1999 Sb.',
    data: { list: { structureKeys: ['VyzadanaInformace'], filters: ['year'], sort: 'displayAt:desc' } },
  }),
  broken: exampleView({ ...base, id: 'example-news-broken', name: 'Seznam bez definice', description: null, data: { list: { structureKeys: 'Aktualita' } } }),
} satisfies Examples;

/** Each list in the other languages, `{list}:{locale}`: the same list, named and introduced in that language. */
const translated: Record<Exclude<keyof typeof czech, 'broken'>, Record<'en' | 'ru' | 'ua', [name: string, description: string]>> = {
  news: {
    en: ['News', 'News from the Labour Office: changes to benefits, office hours, job fairs.'],
    ru: ['Новости', 'Новости управления труда: изменения пособий, часы приёма, ярмарки вакансий.'],
    ua: ['Новини', 'Новини управління праці: зміни допомог, години прийому, ярмарки вакансій.'],
  },
  press: {
    en: ['Press releases', 'Press releases of the General Directorate and the regional branches.'],
    ru: ['Пресс-релизы', 'Пресс-релизы генеральной дирекции и краевых филиалов.'],
    ua: ['Пресрелізи', 'Пресрелізи генеральної дирекції та крайових філій.'],
  },
  events: {
    en: ['Events', 'Job fairs, seminars and conferences of the Labour Office.'],
    ru: ['Календарь мероприятий', 'Ярмарки вакансий, семинары и конференции управления труда.'],
    ua: ['Календар заходів', 'Ярмарки вакансій, семінари та конференції управління праці.'],
  },
  careers: {
    en: ['Careers at the Labour Office', 'Vacancies at the Labour Office of the Czech Republic.'],
    ru: ['Карьера в управлении труда', 'Вакансии управления труда Чешской Республики.'],
    ua: ['Кар’єра в управлінні праці', 'Вакансії управління праці Чеської Республіки.'],
  },
  portals: {
    en: ['Other portals', 'Public administration portals you may find useful.'],
    ru: ['Другие порталы', 'Порталы государственного управления, которые могут вам пригодиться.'],
    ua: ['Інші портали', 'Портали державного управління, які можуть вам знадобитися.'],
  },
  requests: {
    en: ['Information provided on request', 'Information provided on request under Act No. 106/1999 Coll.'],
    ru: ['Предоставленная информация', 'Информация, предоставленная по запросу согласно закону № 106/1999 Сб.'],
    ua: ['Надана інформація', 'Інформація, надана на запит відповідно до закону № 106/1999 Зб.'],
  },
};

export const examples: Examples = {
  ...czech,
  ...Object.fromEntries(Object.entries(translated).flatMap(([list, languages]) => Object.entries(languages).map(([code, [name, description]]) => {
    const { id, data } = czech[list as keyof typeof translated];
    const { body: _czechIntro, ...definition } = data as Record<string, unknown>;
    return [`${list}:${code}`, exampleView({ ...base, id: `${id}-${code}`, language: LOCALES[code as 'en' | 'ru' | 'ua'].tag, name, description, data: definition })];
  }))),
};

/** What `load` hands the component: a second page of a filtered list. */
export const loadedPage: ListPage<ListItem> = {
  items: [
    { id: '1', title: 'Veletrh práce v Ostravě', url: '/aktuality/veletrh-prace-ostrava-2026', description: 'Přes sto zaměstnavatelů na jednom místě.', date: '15. října 2026', dateTime: '2026-10-15T08:00:00Z' },
    { id: '2', title: 'Úřední hodiny o Vánocích', url: '/aktuality/provoz-pracovist-o-vanocnich-svatcich-2026' },
  ],
  total: 12,
  page: 2,
  pageCount: 2,
  filters: [
    { name: 'year', options: ['2026', '2025', '2024'].map((value) => ({ value, label: value })), selected: '2026' },
    { name: 'kraj', label: 'Kraje', options: [{ value: 'jihomoravsky', label: 'Jihomoravský kraj' }, { value: 'moravskoslezsky', label: 'Moravskoslezský kraj' }], selected: 'moravskoslezsky' },
  ],
  sort: 'displayAt:desc',
  defaultSort: 'displayAt:desc',
  sortOptions: ['displayAt:desc', 'displayAt:asc'],
  state: [['year', '2026'], ['kraj', 'moravskoslezsky']],
  ignored: [],
  path: '/aktuality',
};
