import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'OtazkyAOdpovedi', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

export const examples: Examples = {
  faq: exampleView({
    ...base,
    id: 'example-faq',
    name: 'Časté otázky',
    description: 'Odpovědi na otázky, se kterými lidé přicházejí nejčastěji.',
    data: {
      topics: [
        {
          id: 'registrace',
          title: 'Registrace a podpora v nezaměstnanosti',
          questions: [
            { id: 'registrace-1', question: 'Musím se registrovat hned po skončení práce?', answerHtml: '<p>Nemusíte, ale vyplatí se to: podpora náleží ode dne podání žádosti.</p>' },
            { id: 'registrace-2', question: 'Kolik je podpora & jak dlouho?', answerHtml: '<p>Podle věku <strong>5 až 11 měsíců</strong>.</p>' },
          ],
        },
        { id: 'davky', title: 'Dávky', questions: [{ id: 'davky-1', question: 'Kde podám žádost o dávku státní sociální pomoci?', answerMarkdown: 'Online v **Klientské zóně Jenda** nebo na [kontaktním pracovišti](/kontaktni-pracoviste).' }] },
      ],
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-faq-en',
    name: 'Frequently asked questions',
    description: 'Answers to the questions people ask us most often.',
    data: {
      topics: [
        {
          id: 'registration',
          title: 'Registration and unemployment benefit',
          questions: [
            { id: 'registration-1', question: 'Do I have to register as soon as my job ends?', answerHtml: '<p>You do not have to, but it pays to: the benefit is paid from the day you apply.</p>' },
            { id: 'registration-2', question: 'How much is the benefit & for how long?', answerHtml: '<p>Depending on your age, <strong>5 to 11 months</strong>.</p>' },
          ],
        },
        { id: 'benefits', title: 'Benefits', questions: [{ id: 'benefits-1', question: 'Where do I apply for the state social assistance benefit?', answerMarkdown: 'Online in the **Jenda client zone** or at a [contact office](/en/contact-offices).' }] },
      ],
    },
  }),
  russian: exampleView({
    ...base,
    language: 'ru-RU',
    id: 'example-faq-ru',
    name: 'Частые вопросы',
    description: 'Ответы на вопросы, которые нам задают чаще всего.',
    data: {
      topics: [
        {
          id: 'registration',
          title: 'Регистрация и пособие по безработице',
          questions: [
            { id: 'registration-1', question: 'Нужно ли вставать на учёт сразу после увольнения?', answerHtml: '<p>Не обязательно, но это выгодно: пособие назначается со дня подачи заявления.</p>' },
            { id: 'registration-2', question: 'Каков размер пособия и как долго его платят?', answerHtml: '<p>В зависимости от возраста <strong>от 5 до 11 месяцев</strong>.</p>' },
          ],
        },
        { id: 'benefits', title: 'Пособия', questions: [{ id: 'benefits-1', question: 'Где подать заявление на пособие государственной социальной помощи?', answerMarkdown: 'Онлайн в **клиентской зоне Jenda** или в [контактном отделении](/ru/kontaktnye-otdeleniya).' }] },
      ],
    },
  }),
  ukrainian: exampleView({
    ...base,
    language: 'uk-UA',
    id: 'example-faq-ua',
    name: 'Часті запитання',
    description: 'Відповіді на запитання, які нам ставлять найчастіше.',
    data: {
      topics: [
        {
          id: 'registration',
          title: 'Реєстрація та допомога по безробіттю',
          questions: [
            { id: 'registration-1', question: 'Чи потрібно ставати на облік одразу після звільнення?', answerHtml: '<p>Не обов’язково, але це вигідно: допомога належить від дня подання заяви.</p>' },
            { id: 'registration-2', question: 'Який розмір допомоги та як довго її виплачують?', answerHtml: '<p>Залежно від віку <strong>від 5 до 11 місяців</strong>.</p>' },
          ],
        },
        { id: 'benefits', title: 'Допомоги', questions: [{ id: 'benefits-1', question: 'Де подати заяву про допомогу державної соціальної допомоги?', answerMarkdown: 'Онлайн у **клієнтській зоні Jenda** або в [контактному відділенні](/ua/kontaktni-viddilennia).' }] },
      ],
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-faq-broken',
    name: 'Otázky',
    description: null,
    data: { topics: [{ id: 'ok', title: 'Platné téma', questions: [{ id: 'q1', question: 'Zůstane tato otázka?', answerHtml: '<p>Ano.</p>' }, { id: 'bad id!', question: 5 }] }, { title: 'Bez id' }] },
  }),
};
