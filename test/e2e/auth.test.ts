/**
 * Sign-in as a person does it, in real Chromium against the portal with the CAS and security provider stand-ins
 * (docs/product.md §11.1): per language, a protected page leads through the CAS form and back, the
 * session survives a reload, sign-out ends it, and "sign in as a different user" changes who is signed in.
 * Inactivity with Playwright's fake clock: the warning, Continue, and the sign-out in every open tab.
 */
import type { BrowserContext, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { localizePath, type LocaleCode } from '../../shared/locales.ts';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

const journeys: { locale: LocaleCode; tag: string; signIn: string; signedOut: RegExp }[] = [
  { locale: 'cs', tag: 'cs-CZ', signIn: 'Přihlásit se', signedOut: /Byli jste odhlášeni z důvodu nečinnosti\./ },
  { locale: 'en', tag: 'en-GB', signIn: 'Sign in', signedOut: /Logged out due to inactivity\./ },
  { locale: 'ru', tag: 'ru-RU', signIn: 'Войти', signedOut: /Вы вышли из системы из-за бездействия\./ },
  { locale: 'ua', tag: 'uk-UA', signIn: 'Увійти', signedOut: /Ви вийшли із системи через неактивність\./ },
];

// One portal and one browser for the whole file: each test opens its own context.
const base = await startPortal(t);
const browser = await launchBrowser(t);

/** On the CAS stand-in's form (in the page's language): signs in and waits to be back on the portal at `back`. */
async function signInAtCas(t: Test, page: Page, username: string, back: string, tag: string) {
  await page.waitForURL(/\/cas\/login\?/);
  t.equal(await page.getAttribute('html', 'lang'), tag, `the CAS form in ${tag}`);
  await page.fill('#username', username);
  await page.fill('#password', username);
  await page.click('button[type="submit"]');
  await page.waitForURL(back);
}

async function profileName(page: Page): Promise<string | null> {
  await waitForHydration(page);
  return page.textContent('[data-field="name"]');
}

async function newContext(tag: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: tag });
  t.teardown(() => context.close());
  return context;
}

t.test('sign-in, reload, sign-out and another user, in four languages', async (t) => {
  for (const j of journeys) {
    t.test(j.locale, async (t) => {
      const context = await newContext(j.tag);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const onPortal = (path: string) => base + localizePath(j.locale, path);
      const protectedPage = onPortal('/dev/protected');

      await page.goto(protectedPage);
      await signInAtCas(t, page, 'demo', protectedPage, j.tag);
      t.equal(await profileName(page), 'Jana Nováková', 'back on the protected page, signed in');
      t.match(await page.textContent('.portal-header__account'), /Jana Nováková/, 'the header names the user');
      if (j.locale === 'cs') t.same(await seriousAxe(page), [], 'axe: the signed-in profile page');

      await page.reload();
      t.equal(await profileName(page), 'Jana Nováková', 'a reload keeps the session');

      await page.click('.portal-header__account a');
      await page.waitForURL(onPortal('/'));
      await waitForHydration(page);
      t.equal(await page.textContent('.portal-header__account a'), j.signIn, 'signed out: on the logout URL, the header offers to sign in');
      await page.goto(onPortal('/') + '?signedOut=inactivity');
      await page.getByRole('alert').waitFor();
      t.match(await page.getByRole('alert').textContent(), j.signedOut, 'after an inactivity sign-out the page says so in its language');
      t.equal(new URL(page.url()).search, '', 'once: the address forgets it');

      await page.goto(protectedPage);
      await signInAtCas(t, page, 'demo', protectedPage, j.tag);
      t.equal(await profileName(page), 'Jana Nováková', 'the protected page asked to sign in again');

      await page.goto(onPortal('/error/403'));
      await waitForHydration(page);
      await page.click(`a[href="${localizePath(j.locale, '/auth/cleanup')}?renew=true"]`);
      // renew: CAS asks for a password although its single sign-on session is alive.
      await signInAtCas(t, page, 'druhy', protectedPage, j.tag);
      t.equal(await profileName(page), 'Petr Dvořák', 'signed in as a different user');
      t.same(
        problems.filter((p) => !/status of 403/.test(p)),
        [],
        'no console error or hydration warning',
      );
    });
  }
});

t.test('without JavaScript, sign-in and sign-out are plain links', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'cs-CZ' });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/prispevek-na-bydleni');
  await page.click('.portal-header__account a');
  await signInAtCas(t, page, 'demo', base + '/prispevek-na-bydleni', 'cs-CZ');
  t.match(await page.textContent('.portal-header__account'), /Jana Nováková/, 'back on the page, signed in');
  await page.click('.portal-header__account a');
  await page.waitForURL(base + '/');
  t.equal(await page.textContent('.portal-header__account a'), 'Přihlásit se', 'signed out');
});

t.test('inactivity: the warning with its countdown, Continue, and the sign-out of every open tab', async (t) => {
  const context = await newContext('en-GB');
  await context.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
  const first = await context.newPage();
  const protectedPage = base + '/en/dev/protected';
  await first.goto(protectedPage);
  await signInAtCas(t, first, 'demo', protectedPage, 'en-GB');
  t.equal(await profileName(first), 'Jana Nováková', 'signed in');
  const second = await context.newPage();
  await second.goto(base + '/en/housing-allowance');
  await waitForHydration(second);
  t.match(await second.textContent('.portal-header__account'), /Jana Nováková/, 'the second tab is signed in too');

  await context.clock.pauseAt(new Date('2026-11-20T09:10:00Z'));
  const dialog = first.getByRole('alertdialog');
  // 10 minutes since the last activity: no warning yet.
  await context.clock.runFor(60_000);
  t.equal(await dialog.count(), 0, 'no warning after 11 minutes');

  await context.clock.fastForward('15:00');
  await dialog.waitFor();
  t.match(await dialog.textContent(), /You are about to be signed out.*signed out in [34]:\d\d\./s, 'the warning counts down minutes and seconds');
  const centred = await first.evaluate(() => {
    const box = document.querySelector('.session-dialog')!.getBoundingClientRect();
    return { left: box.left, right: window.innerWidth - box.right, top: box.top, bottom: window.innerHeight - box.bottom };
  });
  // Across, the page keeps its scrollbar's place (scrollbar-gutter: stable): the middle of what is left of it.
  t.ok(Math.abs(centred.left - centred.right) <= 16 && Math.abs(centred.top - centred.bottom) <= 2, `the dialog is in the middle of the window, not in a corner: ${JSON.stringify(centred)}`);
  t.equal(await first.evaluate(() => document.activeElement?.textContent), 'Continue', 'focus on Continue');
  await first.keyboard.press('Tab');
  t.equal(await first.evaluate(() => document.activeElement?.textContent), 'Sign out', 'Tab: to Sign out');
  await first.keyboard.press('Tab');
  t.equal(await first.evaluate(() => document.activeElement?.textContent), 'Continue', 'focus stays in the dialog');
  await second.getByRole('alertdialog').waitFor();
  t.pass('the other tab warns too');

  await first.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await second.getByRole('alertdialog').waitFor({ state: 'detached' });
  t.pass('Escape continues, in every tab');

  await context.clock.fastForward('26:00');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
  await first.reload();
  t.equal(await profileName(first), 'Jana Nováková', 'Continue keeps the session');

  await context.clock.fastForward('31:00');
  for (const page of [first, second]) {
    await page.waitForURL(base + '/en');
    await page.getByRole('alert').waitFor();
    t.match(await page.getByRole('alert').textContent(), /Logged out due to inactivity\./, 'signed out, and told why');
    t.equal(await page.textContent('.portal-header__account a'), 'Sign in', 'the header offers to sign in');
  }
  await first.goto(protectedPage);
  await first.waitForURL(/\/cas\/login\?/);
  t.pass('the protected page asks to sign in again');
});

t.test('a refresh on window focus that finds the session ended signs out locally and says so', async (t) => {
  const context = await newContext('cs-CZ');
  const page = await context.newPage();
  await page.goto(base + '/dev/protected');
  await signInAtCas(t, page, 'demo', base + '/dev/protected', 'cs-CZ');
  t.equal(await profileName(page), 'Jana Nováková');
  // The provider's session ends elsewhere (its cleanup); the page learns it when the window gets focus again.
  await page.evaluate(() => fetch('/security-provider/auth/cas/cleanup', { redirect: 'manual' }));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByRole('alert').waitFor();
  t.match(await page.getByRole('alert').textContent(), /Vaše přihlášení skončilo/);
  t.equal(await page.textContent('.portal-header__account a'), 'Přihlásit se', 'the header offers to sign in');
});

t.test('the browser says sign-in, refresh and sign-out as portal:session events with lastRefreshedAt', async (t) => {
  const context = await newContext('cs-CZ');
  // Collected across page loads: each page's events are added to what the tab kept.
  await context.addInitScript(() => {
    window.addEventListener('portal:session', (event) => {
      const kept = JSON.parse(sessionStorage.getItem('test.events') ?? '[]') as unknown[];
      sessionStorage.setItem('test.events', JSON.stringify([...kept, (event as CustomEvent).detail]));
    });
  });
  const page = await context.newPage();
  const events = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('test.events') ?? '[]') as { type: string; login: string; lastRefreshedAt: string | null }[]);
  await page.goto(base + '/prispevek-na-bydleni');
  await waitForHydration(page);
  t.same(await events(), [], 'an anonymous page says nothing');
  await page.goto(base + '/dev/protected');
  await signInAtCas(t, page, 'demo', base + '/dev/protected', 'cs-CZ');
  await waitForHydration(page);
  const [signIn] = await events();
  t.equal(signIn?.type, 'signIn');
  t.equal(signIn?.login, 'demo');
  t.ok(Date.parse(signIn?.lastRefreshedAt ?? '') > Date.now() - 60_000, 'with the time of the last refresh');
  await page.reload();
  await waitForHydration(page);
  t.equal((await events()).length, 1, 'a reload is no new sign-in');

  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForFunction(() => (JSON.parse(sessionStorage.getItem('test.events') ?? '[]') as unknown[]).length === 2);
  const refresh = (await events())[1]!;
  t.equal(refresh.type, 'refresh');
  t.ok(Date.parse(refresh.lastRefreshedAt!) >= Date.parse(signIn!.lastRefreshedAt!), 'a newer refresh time');

  await page.click('.portal-header__account a');
  await page.waitForURL(base + '/');
  await waitForHydration(page);
  t.same((await events()).at(-1), { type: 'signOut', login: 'demo', lastRefreshedAt: null });
});
