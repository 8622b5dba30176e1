/**
 * Cookie consent (docs/product.md §13.1) in real Chromium: with JavaScript (no reload, the client API and its event)
 * and without.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

// One portal and one browser for the whole file: each test opens its own context. Axe on the settings page, which
// needs scripts to run, is in test/e2e/colour-mode.test.ts; here it runs with the bar and the dialog.
t.setTimeout(360_000);
const base = await startPortal(t);
const browser = await launchBrowser(t);
const SHOTS = process.env.CONSENT_SHOTS;

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
  t.same(await seriousAxe(page), [], 'axe with the bar');
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

t.test('with JavaScript: decline all; the settings dialog by keyboard (focus kept inside, Escape), from the bar and the footer', async (t) => {
  const declined = await open(1280);
  await declined.page.click('.cookie-bar button[value="none"]');
  await declined.page.waitForSelector('.cookie-bar', { state: 'detached' });
  t.same(await getConsent(declined.page), { necessary: true, statistical: false, marketing: false });

  const { page, problems } = await open(375);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-bar-375.png` });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.focus('.cookie-bar__settings');
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog.consent-dialog[open]');
  await dialog.waitFor();
  t.equal(await page.evaluate(() => location.pathname), '/en/housing-allowance', 'a dialog, not the settings page');
  const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent || '');
  t.equal(await focused(), 'statistical', 'focus on the first switch that can change');
  t.ok(await dialog.locator('input[disabled]').isChecked(), 'necessary: on');
  t.ok(await dialog.locator('input[disabled]').isDisabled(), 'and cannot be switched off');
  await page.keyboard.press('Space');
  t.ok(await dialog.locator('input[name="statistical"]').isChecked(), 'switched by keyboard');
  const stops: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused());
  }
  t.same(stops, ['marketing', 'Save', 'Close', 'statistical'], 'Tab goes round inside the dialog');
  await page.keyboard.press('Shift+Tab');
  t.equal(await focused(), 'Close', 'Shift+Tab goes round backwards');
  t.same(await seriousAxe(page), [], 'axe with the dialog open');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-dialog-375.png` });

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  t.equal(await page.evaluate(() => document.activeElement?.className), 'cookie-bar__settings', 'Escape closes; focus back on Settings');
  t.same(await getConsent(page), null, 'nothing saved by Escape');
  t.ok(await page.isVisible('.cookie-bar'), 'the bar still asks');

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  t.notOk(await dialog.locator('input[name="statistical"]').isChecked(), 'opened again: the unsaved switch is off');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForSelector('.cookie-bar', { state: 'detached' });
  const custom = { necessary: true, statistical: true, marketing: false };
  t.same(await getConsent(page), custom, 'Save stores the switches');
  t.same(await events(page), [custom]);
  t.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'the bar is gone: focus on the main content');

  await page.click('footer a[href^="/en/cookie-settings"]');
  await dialog.waitFor();
  t.ok(await dialog.locator('input[name="statistical"]').isChecked(), 'the footer link reopens the settings with the choice');
  await dialog.locator('input[name="statistical"]').uncheck();
  await dialog.locator('input[name="marketing"]').check();
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });
  const changed = { necessary: true, statistical: false, marketing: true };
  t.same(await getConsent(page), changed, 'the choice changed');
  t.same(await events(page), [custom, changed], 'portal:consent fired for each change');
  t.match(await page.evaluate(() => document.activeElement?.getAttribute('href')), /^\/en\/cookie-settings/, 'focus back on the footer link');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'never a reload');
  t.same(problems, [], 'no console error');
});

t.test('without JavaScript: the bar posts and comes back; the settings are a page of their own', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/en/housing-allowance');
  t.ok(await page.isVisible('.cookie-bar'));
  await page.click('.cookie-bar__settings');
  await page.waitForURL(/\/en\/cookie-settings\?redirect=%2Fen%2Fhousing-allowance$/);
  t.equal(await page.textContent('h1'), 'Cookie settings', 'the settings page');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/consent-settings-page.png` });
  await page.check('input[name="marketing"]');
  const [response] = await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
  t.equal(page.url(), base + '/en/housing-allowance', 'back on the page it came from');
  t.equal(response?.request().redirectedFrom()?.method(), 'POST', 'through the POST and its redirect');
  t.equal(await page.locator('.cookie-bar').count(), 0, 'no bar once chosen');
  t.match((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value, /^v1\.s0m1\./);

  await page.click('footer a[href^="/en/cookie-settings"]');
  t.ok(await page.isChecked('input[name="marketing"]'), 'the footer link leads to the settings, with the choice');

  const fresh = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  t.teardown(() => fresh.close());
  const other = await fresh.newPage();
  await other.goto(base + '/en/contacts');
  await Promise.all([other.waitForNavigation(), other.click('.cookie-bar button[value="all"]')]);
  t.equal(other.url(), base + '/en/contacts', 'Agree to all: back on the same page');
  t.match((await fresh.cookies()).find((c) => c.name === 'cookie_consent')?.value, /^v1\.s1m1\./);
});
