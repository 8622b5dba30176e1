import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'SlovnikPojmu', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  glossary: exampleView({
    ...base,
    id: 'example-glossary',
    name: 'Slovník pojmů',
    description: 'Co znamenají slova, se kterými se na úřadu práce setkáte.',
    data: {
      terms: [
        { id: 'zivotni-minimum', term: 'Životní minimum', definition: 'Minimální hranice **peněžních příjmů** k zajištění výživy:\n\n- jídla,\n- oblečení.' },
        { id: 'chranena-dilna', term: 'Chráněné pracovní místo', definition: 'Místo zřízené pro osobu se zdravotním postižením.' },
        { id: 'hmotna-nouze', term: 'Hmotná nouze', definition: 'Stav, kdy příjmy nestačí na základní životní potřeby.' },
        { id: 'cestovni-nahrady', term: 'Cestovní náhrady', definition: 'Úhrada výdajů na cesty k pohovoru.' },
        { id: 'davka', term: 'Dávka státní sociální pomoci', definition: 'Dávka pro domácnosti s nízkými příjmy.', synonyms: ['superdávka'], related: [{ label: 'Více informací', url: '/davka-statni-socialni-pomoci' }] },
        { id: 'uchazec', term: 'Uchazeč o zaměstnání', definition: 'Člověk v evidenci [úřadu práce](/kontaktni-pracoviste).' },
        { id: 'uraz', term: 'Úřad práce', definition: 'Správní úřad pro zaměstnanost a nepojistné dávky.' },
      ],
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-glossary-en',
    name: 'Glossary',
    description: 'What the words you meet at the Labour Office mean.',
    data: {
      terms: [
        { id: 'subsistence-minimum', term: 'Subsistence minimum', definition: 'The lowest **income** that covers:\n\n- food,\n- clothing.' },
        { id: 'material-need', term: 'Material need', definition: 'When income does not cover basic living needs.' },
        { id: 'benefit', term: 'State social assistance benefit', definition: 'A benefit for low-income households.', related: [{ label: 'More information', url: '/en/state-social-assistance-benefit' }] },
        { id: 'jobseeker', term: 'Jobseeker', definition: 'A person registered with the [Labour Office](/en/contact-offices).' },
      ],
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-glossary-ru',
    name: 'Словарь терминов',
    description: 'Что означают слова, с которыми вы встретитесь в управлении труда.',
    data: {
      terms: [
        { id: 'prozhitochnyy-minimum', term: 'Прожиточный минимум', definition: 'Минимальный **денежный доход** для обеспечения:\n\n- питания,\n- одежды.' },
        { id: 'materialnaya-nuzhda', term: 'Материальная нужда', definition: 'Положение, когда доходов не хватает на основные жизненные потребности.' },
        { id: 'posobie', term: 'Пособие государственной социальной помощи', definition: 'Пособие для домохозяйств с низкими доходами.', related: [{ label: 'Подробнее', url: '/ru/posobie-gosudarstvennoy-sotsialnoy-pomoshchi' }] },
        { id: 'soiskatel', term: 'Соискатель работы', definition: 'Человек, состоящий на учёте в [управлении труда](/ru/kontaktnye-otdeleniya).' },
      ],
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-glossary-ua',
    name: 'Словник термінів',
    description: 'Що означають слова, з якими ви зустрінетеся в управлінні праці.',
    data: {
      terms: [
        { id: 'prozhytkovyi-minimum', term: 'Прожитковий мінімум', definition: 'Мінімальний **грошовий дохід** для забезпечення:\n\n- харчування,\n- одягу.' },
        { id: 'materialna-skruta', term: 'Матеріальна скрута', definition: 'Становище, коли доходів не вистачає на основні життєві потреби.' },
        { id: 'dopomoha', term: 'Допомога державної соціальної допомоги', definition: 'Допомога для домогосподарств із низькими доходами.', related: [{ label: 'Докладніше', url: '/ua/dopomoha-derzhavnoi-sotsialnoi-dopomohy' }] },
        { id: 'shukach', term: 'Шукач роботи', definition: 'Людина, яка перебуває на обліку в [управлінні праці](/ua/kontaktni-viddilennia).' },
      ],
    },
  }),
  broken: exampleView({ ...base, id: 'example-glossary-broken', name: 'Slovník', description: null, data: { terms: [{ id: 'ok', term: 'Pojem, který zůstane', definition: 'Platná definice.' }, { id: 'bad', term: 'Bez definice' }] } }),
};
