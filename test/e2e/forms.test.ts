/**
 * Forms and "Is this page useful?" in Chromium: the sample form's key filters, password strength (announced, its
 * dictionaries loaded only when a password is typed) and error summary (focused, linked to the fields), with and
 * without JavaScript; the feedback widget with and without JavaScript, at 375 and 1280 px.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { Page } from 'playwright-core';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-feedback-'));
t.teardown(() => rm(dataDir, { recursive: true, force: true }));
const base = await startPortal(t, { DATA_DIR: dataDir });
const browser = await launchBrowser(t);
t.setTimeout(600_000);
const WIDTHS = [375, 1280];

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const feedbackLines = async () => (await readFile(path.join(dataDir, 'feedback.jsonl'), 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

for (const width of WIDTHS) {
  t.test(`${width} px, with JavaScript: key filters, the strength announced, the error summary focused and linked`, async (t) => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 900 } });
    t.teardown(() => context.close());
    const page = await context.newPage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(base + '/en/dev/components/form');
    await waitForHydration(page);

    await page.locator('#demo-age').pressSequentially('12a3');
    t.equal(await page.inputValue('#demo-age'), '123', 'positive integer: the letter is dropped');
    await page.locator('#demo-email').pressSequentially('jana vzorová@úřad.cz');
    t.equal(await page.inputValue('#demo-email'), 'janavzorov@ad.cz', 'e-mail characters only');
    await page.locator('#demo-amount').fill('1 250,50 Kč');
    t.equal(await page.inputValue('#demo-amount'), '1 250,50 ', 'money: a pasted text is cleaned too');
    await page.locator('#demo-username').fill('ID: abc_123');
    t.equal(await page.inputValue('#demo-username'), 'IDabc_123');

    const beforeTyping = scripts.length;
    const strength = page.locator('#demo-password-meter-strength');
    t.equal(await strength.getAttribute('aria-live'), 'polite');
    t.equal(await strength.textContent(), '', 'nothing said before anything is typed');
    await page.locator('#demo-password').fill('heslo123');
    await page.waitForFunction(() => document.querySelector('#demo-password-meter-strength strong')?.textContent === 'weak');
    t.ok(scripts.length > beforeTyping, 'the dictionaries are loaded when a password is typed, not with the page');
    await page.locator('#demo-password').fill('Zahrada-Lipa-2026!');
    await page.waitForFunction(() => document.querySelector('#demo-password-meter-strength strong')?.textContent === 'strong');
    t.match(await strength.textContent(), /Password strength\s*strong/);
    t.match(await page.getAttribute('#demo-password', 'aria-describedby'), /demo-password-meter-strength/);
    t.same(await seriousAxe(page), [], 'axe: the form');
    t.ok(await fitsWidth(page), 'no sideways scrolling');

    await page.locator('#demo-confirmation').fill('something else');
    await page.click('.demo-form button[type="submit"]');
    await page.waitForSelector('#demo-errors');
    await waitForHydration(page);
    await page.waitForFunction(() => document.activeElement?.id === 'demo-errors');
    t.equal(await activeId(page), 'demo-errors', 'focus moves to the summary');
    const links = await page.$$eval('#demo-errors a', (all) => all.map((a) => a.getAttribute('href')));
    t.same(links, ['#demo-fullName', '#demo-age', '#demo-startDate', '#demo-endDate', '#demo-confirmation'], 'one link a wrong field, in order (123 is no age)');
    t.equal(await page.inputValue('#demo-age'), '123', 'the values come back');
    t.equal(await page.inputValue('#demo-password'), '', 'the password does not');
    await page.click('#demo-errors a[href="#demo-endDate"]');
    t.equal(await activeId(page), 'demo-endDate', 'a link moves focus to its field');
    t.equal(await page.getAttribute('#demo-endDate', 'aria-invalid'), 'true');
    t.same(await seriousAxe(page), [], 'axe: the form with errors');
    t.ok(await fitsWidth(page), 'no sideways scrolling with errors');
    t.same(problems, [], 'no console error or hydration warning');
  });
}

t.test('without JavaScript: the server checks the form; the summary is there and focused; a good form passes', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'cs-CZ', viewport: { width: 375, height: 800 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/dev/components/form');
  await page.fill('#demo-age', '12a');
  await page.click('.demo-form button[type="submit"]');
  await page.waitForSelector('#demo-errors');
  t.equal(await activeId(page), 'demo-errors', 'the summary takes focus by itself (autofocus)');
  t.match(await page.textContent('#demo-errors'), /Formulář obsahuje chyby/);
  t.equal(await page.inputValue('#demo-age'), '12a', 'unfiltered without JavaScript, and shown again as typed');
  t.match(await page.textContent('#demo-age-error'), /Chyba:/);

  for (const [id, value] of Object.entries({ fullName: 'Jana Vzorová', username: 'jana_1', email: 'jana@example.cz', age: '30', startDate: '2026-10-01', endDate: '2026-11-01', password: 'Zahrada-Lipa-2026!', confirmation: 'Zahrada-Lipa-2026!' })) {
    await page.fill(`#demo-${id}`, value);
  }
  await page.click('.demo-form button[type="submit"]');
  await page.waitForURL(base + '/dev/components/form?sent=1');
  t.match(await page.textContent('.form-notice'), /Formulář prošel všemi kontrolami\./);
});

/** Whether the feedback question takes room on the screen (a visually hidden heading is a pixel, clipped). */
const visibleQuestion = (page: Page) => page.$eval('.page-feedback__question', (heading) => heading.getBoundingClientRect().height > 1);

for (const width of WIDTHS) {
  t.test(`${width} px, with JavaScript: No opens the short form; the answer is sent without a reload and the thanks announced`, async (t) => {
    const context = await browser.newContext({ locale: 'cs-CZ', viewport: { width, height: 900 } });
    t.teardown(() => context.close());
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(base + '/prispevek-na-bydleni');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { feedbackMarker: number }).feedbackMarker = 1));
    const before = (await feedbackLines()).length;
    t.notOk(await page.isVisible('#page-feedback-doing'), 'the form is closed');
    t.ok(await visibleQuestion(page), 'the question shows');
    await page.click('summary.page-feedback__button');
    t.ok(await page.isVisible('#page-feedback-doing'), 'No opens it');
    t.same(await seriousAxe(page), [], 'axe: the open widget');
    t.ok(await fitsWidth(page), 'no sideways scrolling');
    await page.fill('#page-feedback-doing', 'Hledal jsem, kolik dostanu. Pište na jana@example.cz');
    await page.fill('#page-feedback-wrong', 'Chtěl po mně RČ 855612/1234');
    await page.click('.page-feedback__form button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('.page-feedback__status')?.textContent === 'Děkujeme za zpětnou vazbu.');
    t.equal(await page.getAttribute('.page-feedback__status', 'role'), 'status', 'announced');
    t.equal(await page.evaluate(() => (window as unknown as { feedbackMarker?: number }).feedbackMarker), 1, 'no page load');
    t.notOk(await page.isVisible('.page-feedback__ask'), 'the question is answered');
    t.same(await visibleQuestion(page), false, 'and no longer shown above the thanks');
    const lines = await feedbackLines();
    t.equal(lines.length, before + 1);
    t.match(lines.at(-1), { path: '/prispevek-na-bydleni', useful: false, doing: 'Hledal jsem, kolik dostanu. Pište na [e-mail]', wrong: 'Chtěl po mně RČ [rodné číslo]' });
    t.same(problems, [], 'no console error or hydration warning');
  });
}

t.test('with JavaScript, a failed send keeps what was written to send again, says so and takes the focus there', async (t) => {
  const context = await browser.newContext({ locale: 'cs-CZ', viewport: { width: 375, height: 900 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/prispevek-na-bydleni');
  await waitForHydration(page);
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"Feedback failed."}' }));
  await page.click('summary.page-feedback__button');
  await page.fill('#page-feedback-wrong', 'Nenašel jsem formulář.');
  await page.click('.page-feedback__form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('.page-feedback__status')?.textContent !== '');
  t.equal(await page.textContent('.page-feedback__status'), await page.textContent('#feedback-failed'), 'the failure is announced');
  t.ok(await page.evaluate(() => document.activeElement?.classList.contains('page-feedback__status')), 'the focus is on what is said');
  t.equal(await page.inputValue('#page-feedback-wrong'), 'Nenašel jsem formulář.', 'what was written is kept');
  await page.unroute('**/api/feedback');
  await page.click('.page-feedback__form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('.page-feedback__status')?.textContent === 'Děkujeme za zpětnou vazbu.');
  t.match((await feedbackLines()).at(-1), { useful: false, wrong: 'Nenašel jsem formulář.' }, 'sent again, it arrives');
});

t.test('without JavaScript: Yes posts and comes back to the thanks at the page’s fragment', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'cs-CZ', viewport: { width: 375, height: 800 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/prispevek-na-bydleni');
  t.notOk(await page.isVisible('#feedback-thanks'), 'no thanks before an answer');
  const before = (await feedbackLines()).length;
  await page.click('button[aria-label="Ano, stránka byla užitečná"]');
  await page.waitForURL(base + '/prispevek-na-bydleni#feedback-thanks');
  t.ok(await page.isVisible('#feedback-thanks'), 'the thanks shows');
  t.notOk(await page.isVisible('.page-feedback__ask'), 'in place of the buttons');
  t.same(await visibleQuestion(page), false, 'and of the question');
  t.match(await feedbackLines(), Array(before).fill({}).concat([{ path: '/prispevek-na-bydleni', useful: true }]));

  await page.goto(base + '/prispevek-na-bydleni');
  await page.click('summary.page-feedback__button');
  await page.fill('#page-feedback-wrong', 'Nic.');
  await page.click('.page-feedback__form button[type="submit"]');
  await page.waitForURL(base + '/prispevek-na-bydleni#feedback-thanks');
  t.match((await feedbackLines()).at(-1), { useful: false, wrong: 'Nic.' });

  // axe runs as a script, which this context does not; the thanks is CSS alone, so a page with scripts shows it too.
  const withScripts = await browser.newContext({ locale: 'cs-CZ', viewport: { width: 375, height: 800 } });
  t.teardown(() => withScripts.close());
  const thanks = await withScripts.newPage();
  await thanks.goto(base + '/prispevek-na-bydleni#feedback-thanks');
  t.ok(await thanks.isVisible('#feedback-thanks'));
  t.same(await seriousAxe(thanks), [], 'axe: the thanks');
});
