/**
 * Step-by-step journeys on the sample content (templates/KrokZaKrokem, server/journeys.ts): the journey's own page,
 * and on each page a journey names, "Part of: …, step n of m" with the steps before and after, in four languages.
 */
import t from 'tap';
import { dom, links, templateOf, textOf, textsOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('journeys on the sample content', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const get = async (url: string) => {
    const response = await app.inject({ url });
    t.equal(response.statusCode, 200, `${url} answers 200`);
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
      'Součást postupu: Přicházím z Ukrajiny, krok 2 z 5: Zaregistrujte se na úřadu práce',
      'Součást postupu: Přišel jsem o práci, krok 1 z 5: Zaregistrujte se na úřadu práce',
    ].sort());
    const lostJob = $('nav.journey-part[aria-label="Krok za krokem: Přišel jsem o práci"]');
    t.equal(lostJob.find('.journey-part__previous').length, 0, 'no step before the first');
    const retraining = await get('/en/portals/jobs-gov-cz');
    t.same(links(retraining, 'nav.journey-part[aria-label="Step by step: I lost my job"] .journey-part__next'), [{ text: 'Consider retraining', href: '/en/step-by-step/i-lost-my-job#krok-4' }]);
  });

  t.test('Russian and Ukrainian', async (t) => {
    t.equal(textOf((await get('/ru/posobie-po-bezrabotitse'))('.journey-part__of')), 'Часть пути: Я потерял работу, шаг 2 из 5: Подайте заявление на пособие по безработице');
    t.equal(textOf((await get('/ua/batkivska-dopomoha'))('.journey-part__of')), 'Частина шляху: Ми чекаємо дитину, крок 2 з 4: Оберіть, як отримувати батьківську допомогу');
    t.equal((await get('/ua/krok-za-krokom/ia-pryikhav-z-ukrainy'))('.journey__step').length, 5);
  });
});
