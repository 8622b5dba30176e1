import { exampleView, type Examples } from '../types.ts';
import type { ServiceLoaded } from './Sluzba.tsx';

const base = { structureKey: 'Sluzba', tags: [], displayAt: '2025-10-01T08:00:00+02:00', updatedAt: '2026-06-15T09:00:00+02:00' };
const lifeSituation = { key: 'zivotni-situace.hmotna-nouze', name: 'Hmotná nouze', vocabulary: 'zivotni-situace' };

/** Services as the CMS would hand them over; their forms and replacement come from the template's load. */
export const examples: Examples = {
  service: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-service',
    name: 'Dávka státní sociální pomoci',
    description: 'Jedna dávka pro domácnosti s nízkými příjmy místo čtyř.',
    categories: [lifeSituation, { key: 'agenda.statni-socialni-pomoc', name: 'Státní sociální pomoc', vocabulary: 'agenda' }],
    data: {
      lifeSituation: 'zivotni-situace.hmotna-nouze',
      eligibilityHtml: '<p>Domácnost, jejíž příjmy nestačí na živobytí a náklady na bydlení.</p>',
      conditionsHtml: '<p>Úřad posuzuje i majetkové poměry domácnosti.</p>',
      howToApplyHtml: '<ol><li>Podejte žádost online v Klientské zóně Jenda.</li><li>Nebo osobně, datovou schránkou či poštou.</li></ol>',
      submissionMethods: ['online', 'datovaSchranka', 'osobne', 'posta'],
      onlineService: { label: 'Klientská zóna Jenda', url: 'https://jenda.mpsv.cz' },
      attachments: ['doklad totožnosti žadatele', 'doklady o příjmech všech členů domácnosti'],
      forms: ['/formulare/zadost-o-davku-statni-socialni-pomoci'],
      body: '<h3>Z čeho se dávka skládá</h3><p>Živobytí, bydlení, zvýšení na dítě a pracovní bonus.</p>',
      fees: 'Žádost je bez poplatku.',
      deadlines: 'Úřad rozhodne zpravidla do 30 dnů od podání úplné žádosti.',
      legalBasis: [{ label: 'Zákon č. 151/2025 Sb., o dávce státní sociální pomoci', url: 'https://www.zakonyprolidi.cz/cs/2025-151' }],
      related: [{ label: 'Mimořádná okamžitá pomoc', url: '/mimoradna-okamzita-pomoc' }],
    },
  }),
  discontinued: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-service-discontinued',
    name: 'Příspěvek na bydlení',
    description: 'Dávka státní sociální podpory na náklady na bydlení, poskytovaná do 30. září 2025.',
    categories: [{ key: 'zivotni-situace.bydleni', name: 'Bydlení', vocabulary: 'zivotni-situace' }],
    data: {
      lifeSituation: 'zivotni-situace.bydleni',
      discontinued: {
        since: '2025-10-01T00:00:00+02:00',
        replacedBy: '/davka-statni-socialni-pomoci',
        note: 'O příspěvek na bydlení už nelze žádat. Požádejte o dávku státní sociální pomoci.',
      },
      fees: 'Bez poplatku.',
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-service-en',
    name: 'State social assistance benefit',
    description: 'One benefit instead of four for low-income households.',
    categories: [{ ...lifeSituation, name: 'Material need' }],
    data: {
      lifeSituation: 'zivotni-situace.hmotna-nouze',
      submissionMethods: ['datovaSchranka', 'posta'],
      onlineService: { label: 'Jenda client zone', url: 'https://jenda.mpsv.cz' },
      forms: ['/forms/application-for-state-social-assistance-benefit'],
      fees: 'There is no fee.',
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-service-ru',
    name: 'Пособие государственной социальной помощи',
    description: 'Одно пособие вместо четырёх для домохозяйств с низкими доходами.',
    categories: [{ ...lifeSituation, name: 'Материальная нужда' }],
    data: {
      lifeSituation: 'zivotni-situace.hmotna-nouze',
      eligibilityHtml: '<p>Домохозяйство, доходов которого не хватает на жизнь и расходы на жильё.</p>',
      howToApplyHtml: '<ol><li>Подайте заявление онлайн в клиентской зоне Jenda.</li><li>Или лично, через ящик данных либо по почте.</li></ol>',
      submissionMethods: ['online', 'datovaSchranka', 'osobne', 'posta'],
      onlineService: { label: 'Клиентская зона Jenda', url: 'https://jenda.mpsv.cz' },
      attachments: ['документ, удостоверяющий личность заявителя', 'документы о доходах всех членов домохозяйства'],
      forms: ['/formy/zayavlenie-na-posobie-gosudarstvennoy-sotsialnoy-pomoshchi'],
      fees: 'Заявление подаётся бесплатно.',
      deadlines: 'Как правило, управление принимает решение в течение 30 дней после подачи полного заявления.',
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-service-ua',
    name: 'Допомога державної соціальної допомоги',
    description: 'Одна допомога замість чотирьох для домогосподарств із низькими доходами.',
    categories: [{ ...lifeSituation, name: 'Матеріальна скрута' }],
    data: {
      lifeSituation: 'zivotni-situace.hmotna-nouze',
      eligibilityHtml: '<p>Домогосподарство, доходів якого не вистачає на життя та витрати на житло.</p>',
      howToApplyHtml: '<ol><li>Подайте заяву онлайн у клієнтській зоні Jenda.</li><li>Або особисто, через скриньку даних чи поштою.</li></ol>',
      submissionMethods: ['online', 'datovaSchranka', 'osobne', 'posta'],
      onlineService: { label: 'Клієнтська зона Jenda', url: 'https://jenda.mpsv.cz' },
      attachments: ['документ, що посвідчує особу заявника', 'документи про доходи всіх членів домогосподарства'],
      forms: ['/formy/zaiava-pro-dopomohu-derzhavnoi-sotsialnoi-dopomohy'],
      fees: 'Заява подається безкоштовно.',
      deadlines: 'Зазвичай управління ухвалює рішення протягом 30 днів після подання повної заяви.',
    },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-service-broken',
    name: 'Služba s vadnými údaji',
    description: 'Perex zůstává.',
    categories: [],
    data: { submissionMethods: ['holubem'], attachments: 'občanský průkaz', onlineService: { label: 'Jenda', url: 'javascript:alert(1)' }, fees: 42, deadlines: 'Do 30 dnů.' },
  }),
};

/** What `load` hands the service: its form, found by Ref. */
export const loadedService: ServiceLoaded = {
  forms: [{ id: '2002', title: 'Žádost o dávku státní sociální pomoci', text: 'Formulář žádosti a jeho přílohy.', url: '/formulare/zadost-o-davku-statni-socialni-pomoci' }],
};

/** What `load` hands the discontinued service: its replacement and the date it ended. */
export const loadedDiscontinued: ServiceLoaded = {
  forms: [],
  replacedBy: { id: '1101', title: 'Dávka státní sociální pomoci', url: '/davka-statni-socialni-pomoci' },
  discontinuedSince: '1. října 2025',
};
