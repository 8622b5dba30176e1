/**
 * "What can I get?" (templates/PruvodceDavkami) in real Chromium: a person's journey to each benefit's result, with
 * and without JavaScript, started where people start it (a benefit's "Check if you can get it", or the guide's own
 * start page and the situation); an answer left out shows the error summary; Back keeps the answers; with JavaScript
 * no page is loaded again. Then axe and 320 px reflow on a question, an error, "check your answers" and a result.
 * Covered: every benefit in Czech both ways, and one benefit in each other language both ways (24 journeys).
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

t.setTimeout(300_000);
const base = await startPortal(t);
const browser = await launchBrowser(t);
const CHOSEN = { name: 'cookie_consent', value: 'v1.s0m0.2026-11-23' };

async function open(url: string, javaScript: boolean, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript, reducedMotion: 'reduce' });
  t.teardown(() => context.close());
  await context.addCookies([{ ...CHOSEN, url: base }]);
  const page = await context.newPage();
  await page.goto(base + url, { waitUntil: 'domcontentloaded' });
  if (javaScript) {
    await waitForHydration(page);
    await page.evaluate(() => { (window as unknown as { guideMarker: number }).guideMarker = 1; });
  }
  return page;
}

/** Follows a link or sends a form, and waits for the page it leads to (loaded, or shown by the app). */
async function go(page: Page, selector: string, javaScript: boolean): Promise<void> {
  const before = page.url();
  const shown = await page.locator('main').innerHTML();
  await page.click(selector);
  // The document, not its images and fonts: what a check reads is there.
  await page.waitForURL((url) => url.href !== before, { waitUntil: 'domcontentloaded' });
  // The app shows the next step once its data has come: the page changed, and no longer busy.
  if (javaScript) await page.waitForFunction((previous) => { const main = document.querySelector('main'); return main !== null && !main.hasAttribute('aria-busy') && main.innerHTML !== previous; }, shown);
  await page.waitForSelector('main [data-template]');
}

/** The question the page asks, by the form's `q`; undefined past the questions. */
async function asked(page: Page): Promise<string | undefined> {
  const field = page.locator('main form input[name="q"]');
  return (await field.count()) ? ((await field.getAttribute('value')) ?? undefined) : undefined;
}

/** Answers each question from `answers` until "check your answers"; the questions asked, in order. */
async function answer(page: Page, answers: Record<string, string>, javaScript: boolean): Promise<string[]> {
  const questions: string[] = [];
  for (let question = await asked(page); question; question = await asked(page)) {
    const value = answers[question];
    if (value === undefined) throw new Error(`asked ${question}, which the journey has no answer for`);
    questions.push(question);
    const radio = page.locator(`main input[type="radio"][name="a.${question}"][value="${value}"]`);
    if (await radio.count()) await radio.check();
    else await page.fill(`main input[name="a.${question}"]`, value);
    await go(page, 'main form.guide__form button[type="submit"]', javaScript);
  }
  return questions;
}

interface Journey {
  locale: string;
  benefit: string;
  /** Where it starts: a service page (then its "Check if you can get it"), or the guide (then Start and the situation). */
  start: string;
  answers: Record<string, string>;
  /** The benefits the result says the person may get, and may not. */
  may: string[];
  mayNot?: string[];
  amount?: string;
}

const assistance = { workOrRegistered: 'yes', savings: 'no', adults: '1', children: '1', income: '5000', housingCosts: '9000' };
const JOURNEYS: Journey[] = [
  { locale: 'cs', benefit: 'unemployment', start: '/podpora-v-nezamestnanosti', answers: { insuredMonths: '18', oldAgePension: 'no', dismissedForBreach: 'no', netEarnings: '32 000' }, may: ['unemployment'], amount: 'Přibližně 25 600 Kč měsíčně' },
  { locale: 'cs', benefit: 'housingAllowance', start: '/prispevek-na-bydleni', answers: assistance, may: ['stateSocialAssistance'], mayNot: ['housingAllowance'] },
  { locale: 'cs', benefit: 'childBenefit', start: '/pridavek-na-dite', answers: assistance, may: ['stateSocialAssistance'], mayNot: ['childBenefit'] },
  { locale: 'cs', benefit: 'parentalAllowance', start: '/rodicovsky-prispevek', answers: { youngestChild: 'under2', personalCare: 'yes', nurseryHours: '40' }, may: ['parentalAllowance'], amount: 'Až 350 000 Kč celkem' },
  { locale: 'cs', benefit: 'birthGrant', start: '/porodne', answers: { youngestChild: 'under1', childOrder: 'first', adults: '2', children: '1', income: '25000' }, may: ['birthGrant'], amount: 'Přibližně 10 000 Kč jednorázově' },
  { locale: 'cs', benefit: 'careAllowance', start: '/prispevek-na-peci', answers: { needsHelp: 'yes', careAge: '80', careDegree: 'degree2' }, may: ['careAllowance'], amount: 'Přibližně 5 400 Kč měsíčně' },
  { locale: 'cs', benefit: 'stateSocialAssistance', start: '/davka-statni-socialni-pomoci', answers: assistance, may: ['stateSocialAssistance'] },
  { locale: 'cs', benefit: 'funeralGrant', start: '/pohrebne', answers: { deceased: 'parent', deceasedResident: 'yes', paidFuneral: 'yes' }, may: ['funeralGrant'], amount: 'Přibližně 5 000 Kč jednorázově' },
  { locale: 'cs', benefit: 'humanitarianBenefit', start: '/co-muzete-dostat', answers: { situation: 'refuge', temporaryProtection: 'yes', protectedOver150Days: 'yes', vulnerable: 'yes', adults: '1', children: '2', income: '3000' }, may: ['humanitarianBenefit'] },
  { locale: 'en', benefit: 'unemployment', start: '/en/unemployment-benefit', answers: { insuredMonths: '12', oldAgePension: 'no', dismissedForBreach: 'no', netEarnings: '60000' }, may: ['unemployment'], amount: 'About CZK 38,537 a month' },
  { locale: 'ru', benefit: 'parentalAllowance', start: '/ru/roditelskoe-posobie', answers: { youngestChild: 'older', personalCare: 'yes' }, may: [], mayNot: ['parentalAllowance'] },
  { locale: 'ua', benefit: 'humanitarianBenefit', start: '/ua/shcho-mozhna-otrymaty', answers: { situation: 'refuge', temporaryProtection: 'yes', protectedOver150Days: 'no', adults: '2', children: '0', income: '1000' }, may: ['humanitarianBenefit'] },
];

/** Runs `work` on each item, at most `width` at once. */
async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => { while (next < items.length) await work(items[next++]!); };
  await Promise.all(Array.from({ length: width }, worker));
}

const counts: Record<string, number> = {};
for (const javaScript of [false, true]) {
  t.test(`journeys ${javaScript ? 'with' : 'without'} JavaScript`, async (t) => {
    // Three at a time: a journey mostly waits for pages, so they overlap well on two cores.
    await inTurns(JOURNEYS, 3, async (journey) => {
      const started = Date.now();
      const name = `${journey.locale} ${journey.benefit}`;
      const page = await open(journey.start, javaScript);
      const problems = javaScript ? collectProblems(page) : [];
      await go(page, journey.answers.situation ? 'main a.guide__start' : 'main .service__check a', javaScript);
      if (journey === JOURNEYS[0]) {
        // Nothing entered: the error summary, linked to the field, and the question again.
        await go(page, 'main form.guide__form button[type="submit"]', javaScript);
        t.equal(await page.locator('main .error-summary a').getAttribute('href'), '#guide-insuredMonths', `${name}: the error summary links to the field`);
        t.match(await page.title(), /^Chyba: /, `${name}: the title says there is an error`);
      }
      const questions = await answer(page, journey.answers, javaScript);
      counts[name] = questions.length;
      t.equal(await page.locator('main dl.guide__answers > div').count(), questions.length, `${name}: every answer to check`);
      if (journey === JOURNEYS[0]) {
        await go(page, 'main .guide__back a', javaScript);
        t.equal(await page.inputValue('main input[name="a.netEarnings"]'), '32000', `${name}: Back keeps the answer`);
        await go(page, 'main form.guide__form button[type="submit"]', javaScript);
      }
      await go(page, 'main form:not(.guide__form) button[type="submit"]', javaScript);
      const may = await page.locator('main .guide__benefit--yes').evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')!.replace('guide-benefit-', '')));
      const mayNot = await page.locator('main .guide__benefit--no, main .guide__benefit--ended').evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')!.replace('guide-benefit-', '')));
      t.same(may, journey.may, `${name}: may get`);
      t.same(mayNot, journey.mayNot ?? [], `${name}: may not get`);
      // Intl writes no-break spaces between thousands and before the currency.
      if (journey.amount) t.equal((await page.locator('main .guide__amount').first().textContent())?.replace(/\s/g, ' '), journey.amount, `${name}: the rough amount`);
      t.equal(await page.locator('main .guide__guidance').count(), 1, `${name}: guidance, not a decision, with the rules' date`);
      if (javaScript) {
        t.equal(await page.evaluate(() => (window as unknown as { guideMarker?: number }).guideMarker), 1, `${name}: no page loaded again`);
        t.same(problems, [], `${name}: no console error`);
      }
      t.comment(`${name}: ${Date.now() - started} ms`);
    });
  });
}

t.test('the count of questions each journey asked', async (t) => {
  t.comment(`questions asked: ${JSON.stringify(counts)}`);
  t.ok(Object.keys(counts).length > 0);
});

t.test('axe and 320 px reflow: a question, an error, check your answers, a result', async (t) => {
  const guide = '/co-muzete-dostat';
  const pages = {
    question: `${guide}?step=questions`,
    error: `${guide}?benefit=unemployment&q=insuredMonths&a.insuredMonths=30`,
    check: `${guide}?a.situation=death&a.deceased=child&a.deceasedResident=yes&a.paidFuneral=yes`,
    result: `${guide}?a.situation=job&a.insuredMonths=18&a.oldAgePension=no&a.dismissedForBreach=no&a.netEarnings=32000&a.workOrRegistered=yes&a.savings=no&a.adults=1&a.children=0&a.income=0&a.housingCosts=9000&step=result`,
  };
  for (const [kind, url] of Object.entries(pages)) {
    const page = await open(url, true, 320);
    t.same(await seriousAxe(page), [], `${kind}: axe`);
    t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${kind}: no sideways scrolling at 320 px`);
  }
});

t.test('keyboard only: the question answered and sent with keys', async (t) => {
  const page = await open('/co-muzete-dostat?benefit=funeralGrant', true);
  await page.focus('main input[type="radio"][value="child"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Pokračovat', 'from the options Tab reaches Continue');
  const before = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  await page.waitForSelector('main input[name="a.deceasedResident"]');
  t.pass('Enter sent the answer');
});
