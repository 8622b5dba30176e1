/** Cookie consent (issue 12) in real Chromium: with JavaScript (no reload, the client API and its event) and without. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import t from 'tap';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

// One portal and one browser for the whole file: each test opens its own context.
const base = await startPortal(t);
const browser = await launchBrowser(t);
const SHOTS = process.env.CONSENT_SHOTS;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a page with a fresh context and records `portal:consent` events in window.consentEvents. */
async function open(width: number, path = '/en/housing-allowance') {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 800 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { consentEvents: unknown[] }).consentEvents = events;
    window.addEventListener('portal:consent', (event) => events.push((event as CustomEvent).detail));
  });
  await page.goto(base + path);
  await waitForHydration(page);
  return { context, page, problems };
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents);
const getConsent = (page: Page) => page.evaluate(() => window.portalConsent?.get() ?? null);

t.test('with JavaScript: agree to all without a reload, by keyboard', async (t) => {
  const { context, page, problems } = await open(1280);
  t.ok(await page.isVisible('.cookie-bar'), 'the bar on the first visit');
  t.same(await getConsent(page), null, 'no choice yet: nothing statistical or marketing may run');
  t.same(await seriousViolations(page), [], 'axe with the bar');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-bar-1280.png` });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.focus('.cookie-bar button[value="all"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.cookie-bar', { state: 'detached' });
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no reload');
  t.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus goes to the main content');
  const all = { necessary: true, statistical: true, marketing: true };
  t.same(await getConsent(page), all, 'the client API answers the choice');
  t.same(await events(page), [all], 'portal:consent fired once with the choice');
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  t.match(cookie?.value, /^v1\.s1m1\.\d{4}-\d{2}-\d{2}$/);
  t.equal(cookie?.sameSite, 'Lax');
  t.ok((cookie?.expires ?? 0) > Date.now() / 1000 + 364 * 86400, 'for a year');

  await page.click('main a[href^="/en/"]');
  await page.waitForFunction(() => location.pathname !== '/en/housing-allowance');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'a client-side navigation');
  t.equal(await page.locator('.cookie-bar').count(), 0, 'the bar stays away on the next page');

  await page.reload();
  await waitForHydration(page);
  t.equal(await page.locator('.cookie-bar').count(), 0, 'the bar does not return');
  t.same(problems, [], 'no console error');
});

t.test('with JavaScript: decline all, and settings with one category', async (t) => {
  const declined = await open(1280);
  await declined.page.click('.cookie-bar button[value="none"]');
  await declined.page.waitForSelector('.cookie-bar', { state: 'detached' });
  t.same(await getConsent(declined.page), { necessary: true, statistical: false, marketing: false });

  const { page, problems } = await open(375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-bar-375.png` });
  await page.focus('.cookie-bar summary');
  await page.keyboard.press('Enter');
  t.ok(await page.isVisible('.cookie-bar input[name="statistical"]'), 'Settings opens the switches');
  t.ok(await page.isDisabled('.cookie-bar fieldset input[disabled]'), 'necessary cannot be switched off');
  t.ok(await page.isChecked('.cookie-bar fieldset input[disabled]'));
  await page.keyboard.press('Tab'); // the disabled switch takes no focus: the next stop is statistical
  await page.keyboard.press('Space');
  t.ok(await page.isChecked('.cookie-bar input[name="statistical"]'), 'switched by keyboard');
  t.same(await seriousViolations(page), [], 'axe with the settings open');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-settings-375.png` });
  await page.click('.cookie-bar button[value="custom"]');
  await page.waitForSelector('.cookie-bar', { state: 'detached' });
  const custom = { necessary: true, statistical: true, marketing: false };
  t.same(await getConsent(page), custom);
  t.same(await events(page), [custom]);
  t.same(problems, [], 'no console error');
});

t.test('without JavaScript: the form posts and comes back to the same page', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/en/housing-allowance');
  t.ok(await page.isVisible('.cookie-bar'));
  await page.click('.cookie-bar summary');
  await page.check('.cookie-bar input[name="marketing"]');
  const [response] = await Promise.all([page.waitForNavigation(), page.click('.cookie-bar button[value="custom"]')]);
  t.equal(page.url(), base + '/en/housing-allowance', 'back on the page it came from');
  t.equal(response?.request().redirectedFrom()?.method(), 'POST', 'through the POST and its redirect');
  t.equal(await page.locator('.cookie-bar').count(), 0, 'no bar once chosen');
  t.match((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value, /^v1\.s0m1\./);
});
