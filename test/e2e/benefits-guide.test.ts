/**
 * "What can I get?" (templates/PruvodceDavkami) in real Chromium: a person's journey to every benefit of the guide,
 * in each of the four languages, with and without JavaScript, to the result that lists the benefit as one they may
 * get, with its reasons in their language (and an ended benefit as ended, its replacement as one they may get).
 * The answers are those of the benefit's first case that gives it in the evaluator's table (cases.ts journeyCase):
 * no second list of answers to keep.
 *
 * Cheap by design: one browser; a context and a page per language and mode (a lane) that every journey of it reuses,
 * so the styles, fonts and the app load once a lane. A lane's first journey starts where people start it, the first
 * benefit's service page and its "Check if you can get it", shows the error summary on an answer left out and, in
 * Czech, that Back keeps the answers; the others start at the address that link leads to (with JavaScript, in the
 * app, as the browser's history moves: the app is hydrated once a lane). With JavaScript no page is loaded again.
 * Then axe and 320 px reflow on a question, an error, "check your answers" and a result, and the keyboard alone.
 */
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { translatorFor } from '../../shared/i18n.ts';
import { LOCALE_CODES } from '../../shared/locales.ts';
import { journeyCase } from '../../templates/PruvodceDavkami/cases.ts';
import { judge } from '../../templates/PruvodceDavkami/evaluate.ts';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';
import { sampleGuide, type SampleGuide } from '../helpers/sample-guide.ts';

t.setTimeout(300_000);
const base = await startPortal(t);
const browser = await launchBrowser(t);
const CHOSEN = { name: 'cookie_consent', value: 'v1.s0m0.2026-11-23' };
const GUIDES = LOCALE_CODES.map(sampleGuide);

async function newPage(javaScript: boolean, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: javaScript, reducedMotion: 'reduce' });
  t.teardown(() => context.close());
  await context.addCookies([{ ...CHOSEN, url: base }]);
  return context.newPage();
}

/** Loads a page in full (with JavaScript, until the app is live). */
async function load(page: Page, url: string, javaScript: boolean): Promise<void> {
  await page.goto(base + url, { waitUntil: 'domcontentloaded' });
  if (javaScript) await waitForHydration(page);
}

/** Waits until the page at the new address is shown: loaded, or rendered by the app once its data came. */
async function shown(page: Page, before: string, previous: string, javaScript: boolean): Promise<void> {
  // The document, not its images and fonts: what a check reads is there.
  await page.waitForURL((url) => url.href !== before, { waitUntil: 'domcontentloaded' });
  if (javaScript) await page.waitForFunction((previous) => { const main = document.querySelector('main'); return main !== null && !main.hasAttribute('aria-busy') && main.innerHTML !== previous; }, previous);
  await page.waitForSelector('main [data-template]');
}

/** Follows a link or sends a form, and waits for the page it leads to. */
async function go(page: Page, selector: string, javaScript: boolean): Promise<void> {
  const [before, previous] = [page.url(), javaScript ? await page.locator('main').innerHTML() : ''];
  await page.click(selector);
  await shown(page, before, previous, javaScript);
}

/** Moves to a page of the portal in the app, as the browser's history does (react-router follows `popstate`). */
async function moveInApp(page: Page, url: string): Promise<void> {
  const [before, previous] = [page.url(), await page.locator('main').innerHTML()];
  await page.evaluate((url) => { history.pushState(null, '', url); dispatchEvent(new PopStateEvent('popstate')); }, url);
  await shown(page, before, previous, true);
}

/** The question the page asks, by the form's `q`; undefined past the questions. */
async function asked(page: Page): Promise<string | undefined> {
  const field = page.locator('main form input[name="q"]');
  return (await field.count()) ? ((await field.getAttribute('value')) ?? undefined) : undefined;
}

const SEND = 'main form.guide__form button[type="submit"]';

/** Answers each question the page asks from `answers` until "check your answers"; the questions asked, in order. */
async function answer(page: Page, answers: Readonly<Record<string, string | number>>, javaScript: boolean): Promise<string[]> {
  const questions: string[] = [];
  for (let question = await asked(page); question; question = await asked(page)) {
    const value = answers[question];
    if (value === undefined) throw new Error(`asked ${question}, which the case has no answer for`);
    questions.push(question);
    const radio = page.locator(`main input[type="radio"][name="a.${question}"][value="${value}"]`);
    if (await radio.count()) await radio.check();
    else await page.fill(`main input[name="a.${question}"]`, String(value));
    await go(page, SEND, javaScript);
  }
  return questions;
}

/** What the result says of each benefit listed, as a person reads it. */
interface Listed { name: string; reasons: string[]; amount: string | null }

async function listed(page: Page, selector: string): Promise<Listed[]> {
  return page.locator(selector).evaluateAll((sections) => sections.map((section) => ({
    name: section.querySelector('h3')?.textContent ?? '',
    reasons: [...section.querySelectorAll('.guide__reasons li')].map((item) => item.textContent ?? ''),
    amount: section.querySelector('.guide__amount')?.textContent ?? null,
  })));
}

/** Questions each benefit's journey asked, by lane: the same in every language and mode. */
const asks: Record<string, Record<string, number>> = {};

/** One benefit's journey in a lane's page, from the guide's check of it to the result. */
async function journey(t: Test, page: Page, guide: SampleGuide, benefitId: string, javaScript: boolean, first: boolean): Promise<void> {
  const { locale, rules, texts } = guide;
  const lane = `${locale} ${javaScript ? 'with' : 'without'} JavaScript`;
  const name = `${lane}: ${benefitId}`;
  const started = Date.now();
  const chosen = journeyCase(rules, benefitId);
  const checkUrl = `${guide.path}?benefit=${benefitId}`;
  if (first) {
    await load(page, texts.benefits[benefitId]!.service.url, javaScript);
    if (javaScript) await page.evaluate(() => { (window as unknown as { guideMarker: number }).guideMarker = 1; });
    t.equal(await page.getAttribute('main .service__check a', 'href'), checkUrl, `${name}: the service page's "Check if you can get it"`);
    await go(page, 'main .service__check a', javaScript);
    // Nothing entered: the error summary, linked to the field, and the question again.
    const question = await asked(page);
    await go(page, SEND, javaScript);
    t.equal(await page.getAttribute('main .error-summary a', 'href'), `#guide-${question}`, `${name}: the error summary links to the field`);
    t.ok((await page.title()).startsWith(`${translatorFor(locale)('guide.errorTitle')}: `), `${name}: the title says there is an error`);
  } else if (javaScript) await moveInApp(page, checkUrl);
  else await load(page, checkUrl, false);

  const questions = await answer(page, chosen.answers, javaScript);
  (asks[lane] ??= {})[benefitId] = questions.length;
  t.equal(await page.locator('main dl.guide__answers > div').count(), questions.length, `${name}: every answer to check`);
  if (first && locale === 'cs') {
    const last = questions.at(-1)!;
    await go(page, 'main .guide__back a', javaScript);
    t.equal(await page.inputValue(`main input[name="a.${last}"]`), String(chosen.answers[last]), `${name}: Back keeps the answer`);
    await go(page, SEND, javaScript);
  }
  await go(page, 'main form:not(.guide__form) button[type="submit"]', javaScript);

  // The benefit listed as one they may get, with the reasons the rules give it for, in their language.
  const words = texts.benefits[chosen.may]!;
  const met = judge(rules, rules.benefits.find((benefit) => benefit.id === chosen.may)!, chosen.answers).met;
  const may = await listed(page, 'main section[aria-labelledby="guide-may"] .guide__benefit--yes');
  t.same(may.map((benefit) => [benefit.name, benefit.reasons]), [[words.name, met.map((condition) => words.conditions[condition]!.met)]], `${name}: may get ${chosen.may}, and why (${chosen.label})`);
  // The amount as written in the page's language: its digits are the case's amount.
  if (chosen.amount !== undefined) t.equal(may[0]?.amount?.replace(/\D/g, ''), String(chosen.amount), `${name}: the rough amount`);
  const ended = await listed(page, 'main .guide__benefit--ended');
  t.same(ended.map((benefit) => benefit.name), chosen.ended ? [texts.benefits[chosen.ended]!.name] : [], `${name}: an ended benefit said to be ended`);
  t.equal(await page.locator('main .guide__guidance').count(), 1, `${name}: guidance, not a decision, with the rules' date`);
  if (javaScript) t.equal(await page.evaluate(() => (window as unknown as { guideMarker?: number }).guideMarker), 1, `${name}: no page loaded again`);
  t.comment(`${name}: ${questions.length} questions, ${Date.now() - started} ms`);
}

/** Runs `work` on each item, at most `width` at once. */
async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => { while (next < items.length) await work(items[next++]!); };
  await Promise.all(Array.from({ length: width }, worker));
}

const lanes = [false, true].flatMap((javaScript) => GUIDES.map((guide) => ({ javaScript, guide })));
/** The Czech page with JavaScript, kept for the keyboard check. */
let czechApp: Page | undefined;

t.test('a journey to every benefit, in every language, with and without JavaScript', async (t) => {
  // Lanes side by side: a journey mostly waits for pages, so a few overlap well on two cores.
  await inTurns(lanes, 4, async ({ javaScript, guide }) => {
    const page = await newPage(javaScript);
    const problems = javaScript ? collectProblems(page) : [];
    for (const [index, benefit] of guide.rules.benefits.entries()) await journey(t, page, guide, benefit.id, javaScript, index === 0);
    if (javaScript) t.same(problems, [], `${guide.locale} with JavaScript: no console error`);
    if (javaScript && guide.locale === 'cs') czechApp = page;
  });
});

t.test('the count of questions each benefit asked: the same in every language and mode', async (t) => {
  const counts = Object.values(asks);
  t.equal(counts.length, lanes.length, 'every lane ran');
  for (const count of counts) t.same(count, counts[0]);
  t.comment(`questions asked from a benefit's page (then "check your answers" and the result): ${JSON.stringify(counts[0])}`);
});

t.test('axe and 320 px reflow: a question, an error, check your answers, a result', async (t) => {
  const guide = GUIDES[0]!.path;
  const pages = {
    question: `${guide}?step=questions`,
    error: `${guide}?benefit=unemployment&q=insuredMonths&a.insuredMonths=30`,
    check: `${guide}?a.situation=death&a.deceased=child&a.deceasedResident=yes&a.paidFuneral=yes`,
    result: `${guide}?a.situation=job&a.insuredMonths=18&a.oldAgePension=no&a.dismissedForBreach=no&a.netEarnings=32000&a.workOrRegistered=yes&a.savings=no&a.adults=1&a.children=0&a.income=0&a.housingCosts=9000&step=result`,
  };
  const page = await newPage(true, 320);
  for (const [kind, url] of Object.entries(pages)) {
    await load(page, url, true);
    t.same(await seriousAxe(page), [], `${kind}: axe`);
    t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${kind}: no sideways scrolling at 320 px`);
  }
});

t.test('keyboard only: the question answered and sent with keys', async (t) => {
  const page = czechApp!;
  await moveInApp(page, `${GUIDES[0]!.path}?benefit=funeralGrant`);
  await page.focus('main input[type="radio"][value="child"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.textContent), translatorFor('cs')('guide.continue'), 'from the options Tab reaches Continue');
  const before = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  await page.waitForSelector('main input[name="a.deceasedResident"]');
  t.pass('Enter sent the answer');
});
