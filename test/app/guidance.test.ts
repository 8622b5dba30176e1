/**
 * What guides a visitor on the sample content, in one portal: step-by-step journeys (templates/KrokZaKrokem,
 * server/journeys.ts), how current a page and its translation are, and the 404 and 410 screens that are no dead end.
 */
import t from 'tap';
import { LOCALE_CODES, LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { dom, links, templateOf, textOf, textsOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';
import { searchReady } from '../helpers/search.ts';

t.test('guidance on the sample content', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const get = async (url: string, status = 200) => {
    const response = await app.inject({ url });
    t.equal(response.statusCode, status, `${url} answers ${status}`);
    return dom(response.body);
  };

  t.test('the journey page: five numbered steps, each linking its pages', async (t) => {
    const $ = await get('/en/step-by-step/i-lost-my-job');
    t.equal(templateOf($), 'KrokZaKrokem');
    t.equal(textOf($('h1')), 'I lost my job');
    t.same(textsOf($, '.journey__number'), ['Step 1', 'Step 2', 'Step 3', 'Step 4', 'Step 5']);
    t.same(links($, '#krok-2 .journey__pages'), [
      { text: 'Unemployment benefit', href: '/en/unemployment-benefit' },
      { text: 'Application for unemployment benefit', href: '/en/forms/application-for-unemployment-benefit' },
    ]);
    t.equal($('.journey-part').length, 0, 'the journey is no part of itself');
  });

  t.test('a page of a journey: part of it, its step, the steps before and after', async (t) => {
    const $ = await get('/en/unemployment-benefit');
    const part = $('main nav.journey-part');
    t.equal(part.length, 1);
    t.equal(part.attr('aria-label'), 'Step by step: I lost my job');
    t.equal(textOf(part.find('.journey-part__of')), 'Part of: I lost my job, step 2 of 5: Apply for unemployment benefit');
    t.same(links($, 'main nav.journey-part .journey-part__of'), [{ text: 'I lost my job', href: '/en/step-by-step/i-lost-my-job' }]);
    t.same(links($, 'main nav.journey-part .journey-part__previous'), [{ text: 'Register with the Labour Office', href: '/en/forms/application-for-job-placement' }]);
    t.same(links($, 'main nav.journey-part .journey-part__next'), [{ text: 'Look for a new job', href: '/en/portals/jobs-gov-cz' }]);
    t.ok(part.closest('main').length && part.parent().next().is('[data-template]'), 'above the content, inside main');
  });

  t.test('a page in two journeys shows both; the first step has no previous, a step without pages is linked on the journey', async (t) => {
    const $ = await get('/formulare/zadost-o-zprostredkovani-zamestnani');
    t.same(textsOf($, 'nav.journey-part .journey-part__of').sort(), [
      'Součást postupu: Přicházím z Ukrajiny, krok 2 z 4: Zaregistrujte se na úřadu práce',
      'Součást postupu: Přišel jsem o práci, krok 1 z 5: Zaregistrujte se na úřadu práce',
    ].sort());
    const lostJob = $('nav.journey-part[aria-label="Krok za krokem: Přišel jsem o práci"]');
    t.equal(lostJob.find('.journey-part__previous').length, 0, 'no step before the first');
    const retraining = await get('/en/portals/jobs-gov-cz');
    t.same(links(retraining, 'nav.journey-part[aria-label="Step by step: I lost my job"] .journey-part__next'), [{ text: 'Consider retraining', href: '/en/step-by-step/i-lost-my-job#krok-4' }]);
  });

  t.test('four journeys in every language: losing a job, having a baby, caring for someone, coming from Ukraine', async (t) => {
    const { url } = await startContentService(t, SAMPLE_CONTENT);
    const names: Partial<Record<LocaleCode, string[]>> = {
      cs: ['Čekáme dítě', 'Pečuji o blízkého', 'Přicházím z Ukrajiny', 'Přišel jsem o práci'],
      en: ['Caring for someone', 'Coming from Ukraine', 'Having a baby', 'I lost my job'],
    };
    for (const locale of LOCALE_CODES) {
      const { tag } = LOCALES[locale];
      const list = await (await fetch(`${url}/contents?webId=up&language=${tag}&structureKey=KrokZaKrokem&pageSize=100`)).json() as { items: { name: string; friendlyURLs: Record<string, string> }[] };
      t.equal(list.items.length, 4, `${locale}: four journeys`);
      for (const journey of list.items) {
        const path = localizePath(locale, journey.friendlyURLs[tag]!);
        t.ok((await get(path))('ol.journey__steps > li').length >= 3, `${path}: its steps`);
      }
      if (names[locale]) t.same(list.items.map((item) => item.name).sort(), names[locale].sort(), `${locale}: the four life events`);
    }
  });

  t.test('Russian and Ukrainian', async (t) => {
    t.equal(textOf((await get('/ru/posobie-po-bezrabotitse'))('.journey-part__of')), 'Часть пути: Я потерял работу, шаг 2 из 5: Подайте заявление на пособие по безработице');
    t.equal(textOf((await get('/ua/batkivska-dopomoha'))('.journey-part__of')), 'Частина шляху: Ми чекаємо дитину, крок 2 з 3: Оберіть, як отримувати батьківську допомогу');
    t.equal((await get('/ua/krok-za-krokom/ia-pryikhav-z-ukrainy'))('.journey__step').length, 4);
  });

  t.test('how current: the date, the change note and every earlier change; a translation older than its Czech page says so', async (t) => {
    const cs = await get('/podpora-v-nezamestnanosti');
    t.equal(textOf(cs('.updated > p')), 'Aktualizováno 2. ledna 2026: Nové výše a délka podpory od 1. ledna 2026.');
    t.equal(textOf(cs('.updated details > summary')), 'Zobrazit všechny změny');
    t.same(textsOf(cs, '.updated details li'), ['20. listopadu 2025: Doplněn postup pro podání žádosti datovou schránkou.', '9. září 2025: Stránka zveřejněna.']);
    t.equal(cs('.behind-czech').length, 0, 'the Czech page is behind nothing');

    const en = await get('/en/unemployment-benefit');
    const notice = en('main .behind-czech');
    t.equal(textOf(notice), 'This translation was last updated on 20 November 2025; the Czech page changed on 2 January 2026. Read it in Czech');
    t.same(links(en, 'main .behind-czech'), [{ text: 'Read it in Czech', href: '/podpora-v-nezamestnanosti' }]);
    t.equal(notice.find('a').attr('hreflang'), 'cs', 'the link says it leads to Czech; its words are the page’s');
    t.ok(notice.parents('main').length === 1 && en('main .behind-czech').parent().prevAll().length === 0, 'at the top of the page');
    t.equal(textOf(en('.updated > p')), 'Updated 20 November 2025: Applying through a data box added.');
    t.equal(textOf((await get('/ru/posobie-po-bezrabotitse'))('.behind-czech')), 'Этот перевод последний раз обновлялся 9 сентября 2025 года; чешская страница изменилась 2 января 2026 года. Прочитать на чешском', 'a sentence ending with a date ends in one dot');
    const ua = await get('/ua/dopomoha-po-bezrobittiu');
    t.equal(ua('.behind-czech').length, 0, 'a translation as current as its Czech page says nothing');
    t.equal(ua('.updated details').length, 0, 'no history, no list of updates');
  });

  t.test('the benefits guide found by search says what it is', async (t) => {
    await searchReady(app);
    const $ = await get('/vyhledavani?q=co+muzete+dostat');
    const guide = $('.content-list > li').filter((_, result) => $(result).find('a[href="/co-muzete-dostat"]').length > 0);
    t.equal(textOf(guide.find('.search-result__type')), 'Průvodce dávkami');
  });

  t.test('404: the search box and the most used tasks', async (t) => {
    const $ = await get('/en/no-such-page', 404);
    const search = $('main form[role="search"]');
    t.equal(search.attr('action'), '/en/search');
    t.equal(search.attr('aria-label'), 'Search the portal');
    t.equal(search.find('input[name="q"]').attr('id'), search.find('label').attr('for'), 'the box is labelled');
    t.same(links($, 'main .error-screen__tasks').map((link) => link.href), ['/en/unemployment-benefit', '/en/forms', '/en/contacts', '/en/booking-an-appointment', '/en/overview-of-benefits']);
    t.equal(textOf($('#error-tasks')), 'Most common tasks');
    t.equal(textOf($('h1')), 'Page not found');
  });

  t.test('410: withdrawn content is gone, with the note of the CMS, the search and the tasks; never listed', async (t) => {
    const $ = await get('/prispevek-na-energie-2023', 410);
    t.equal(textOf($('h1')), 'Stránka byla stažena');
    t.match(textOf($('.error-screen__note')), /^Mimořádný příspěvek na energie skončil 31. prosince 2023/);
    t.equal($('main form[role="search"]').attr('action'), '/vyhledavani');
    t.ok($('.error-screen__tasks li').length >= 4);
    const en = await get('/en/energy-allowance-2023', 410);
    t.match(textOf(en('.error-screen__note')), /^The extraordinary energy allowance ended/);
    const { url } = await startContentService(t, SAMPLE_CONTENT);
    const list = await (await fetch(`${url}/contents?webId=up&language=cs-CZ&structureKey=BeznaStranka&pageSize=100`)).json() as { items: { id: string }[] };
    t.notOk(list.items.some((item) => item.id === '1140'), 'the withdrawn item is in no list');
    t.ok(list.items.length > 0);
  });
});
