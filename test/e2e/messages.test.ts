/**
 * Messages, loading, deployments and errors in Chromium (docs/product.md §13.6): toasts announced, held and closed; the
 * global error toast and the server's log; the progress bar and aria-busy of a slow navigation; the full load
 * after a new deployment and its guard; prefetched payloads.
 */
import t, { type Test } from 'tap';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';
import { captureLogs } from '../helpers/portal.ts';

// Four viewports' worth of toasts, timers that must run out, slow pages: more than the default time of a file.
t.setTimeout(420_000);
const { lines, logger } = captureLogs('warn');
const base = await startPortal(t, {}, { logger });
const browser = await launchBrowser(t);

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];
const SERVICE = '/prispevek-na-bydleni';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page of a context of its own; with `clock`, the page's timers run on Playwright's clock, which the test moves. */
async function open(t: Test, path: string, options: BrowserContextOptions = {}, clock = false): Promise<Page> {
  const context = await browser.newContext({ locale: 'cs-CZ', ...options });
  t.teardown(() => context.close());
  if (clock) await context.clock.install();
  const page = await context.newPage();
  await page.goto(base + path);
  await waitForHydration(page);
  return page;
}

/** Shows a toast through the window event scripts outside the bundle use. */
function toast(page: Page, detail: Record<string, unknown>) {
  return page.evaluate((message) => window.dispatchEvent(new CustomEvent('portal:toast', { detail: message })), detail);
}

const count = (page: Page, selector: string) => page.$$eval(selector, (found) => found.length);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { portalMarker?: number }).portalMarker);
const setMarker = (page: Page, value: number) => page.evaluate((v) => ((window as unknown as { portalMarker: number }).portalMarker = v), value);

t.test('the live regions are in the server HTML, empty', async (t) => {
  const html = await (await fetch(base + SERVICE)).text();
  t.match(html, '<div aria-live="polite" class="toasts__region"></div><div aria-live="assertive" class="toasts__region"></div>');
});

for (const viewport of VIEWPORTS) {
  t.test(`toasts at ${viewport.width} px: announced, held while hovered or focused, closed by keyboard`, async (t) => {
    // A toast's life runs on the page's clock: the test moves it past a life instead of waiting one out.
    const page = await open(t, SERVICE, { viewport }, true);
    const problems = collectProblems(page);

    await toast(page, { severity: 'success', summary: 'Žádost odeslána.', detail: ['číslo 123', 'dnes'], life: 0 });
    await toast(page, { severity: 'error', summary: 'Nelze odeslat.', life: 0 });
    const polite = '.toasts [aria-live="polite"]';
    await page.waitForSelector(`${polite} .toast--success`);
    t.equal((await page.textContent(polite))?.replace('×', '').trim(), 'Hotovo: Žádost odeslána. číslo 123, dnes', 'in the polite region: severity, summary, detail joined with commas');
    t.equal((await page.textContent('.toasts [aria-live="assertive"]'))?.replace('×', '').trim(), 'Chyba: Nelze odeslat.', 'an error in the assertive region');
    t.same(await seriousAxe(page), [], 'axe: toasts shown');
    await page.screenshot({ path: `/tmp/messages-toast-${viewport.width}.png` });
    for (const button of await page.$$('.toast__close')) await button.click();
    t.equal(await count(page, '.toast'), 0, 'closed by their buttons');
    await page.mouse.move(0, 0); // a toast appearing under the pointer would be held

    await toast(page, { severity: 'success', summary: 'Short', life: 800 });
    await page.waitForSelector('.toast');
    await page.clock.runFor(800);
    await page.waitForSelector('.toast', { state: 'detached', timeout: 3000 });
    t.pass('gone after its life');

    await toast(page, { severity: 'info', summary: 'Held', life: 800 });
    await page.hover('.toast');
    await page.clock.runFor(1500);
    t.ok(await page.isVisible('.toast'), 'still there while hovered, past its life');
    await page.mouse.move(0, 0);
    await page.clock.runFor(800);
    await page.waitForSelector('.toast', { state: 'detached', timeout: 3000 });
    t.pass('gone once the pointer left');

    await toast(page, { severity: 'error', summary: 'Nelze uložit.', life: 800 });
    await page.waitForSelector('.toasts [aria-live="assertive"] .toast--error');
    // The toasts are the page's last stop: Tab from the last control before them (the footer's, or the cookie
    // bar's while no choice is made) reaches them.
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('footer a, footer button, .cookie-bar a, .cookie-bar button')].at(-1)!.focus());
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Zavřít oznámení', 'the close button is reachable by keyboard');
    await page.clock.runFor(1500);
    t.ok(await page.isVisible('.toast--error'), 'still there while focused, past its life');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.toast', { state: 'detached', timeout: 1000 });
    t.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus goes to the main content, not lost');

    await toast(page, { severity: 'warn', summary: 'Escape closes', life: 0 });
    await page.focus('.toast__close');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.toast', { state: 'detached', timeout: 1000 });
    t.pass('Escape inside a toast closes it');

    await toast(page, { severity: 'bogus', summary: 'never' });
    await toast(page, { severity: 'info', summary: 42 });
    await sleep(100);
    t.equal(await count(page, '.toast'), 0, 'a malformed event shows nothing');
    t.same(problems, [], 'no console error');
  });
}

t.test('an unexpected error: the error toast in the page language, and a report in the server log', async (t) => {
  const cs = await open(t, SERVICE);
  const problems = collectProblems(cs);
  await cs.evaluate(() => setTimeout(() => {
    throw new Error('thrown on purpose by the test');
  }));
  await cs.waitForSelector('.toasts [aria-live="assertive"] .toast--error');
  t.match(await cs.textContent('.toasts [aria-live="assertive"]'), 'Nastala neočekávaná chyba.');
  t.match(problems, [/thrown on purpose by the test/], 'the error itself (and nothing else) on the console');
  for (let i = 0; i < 50 && !lines.some((l) => l.msg === 'unexpected error in the browser'); i++) await sleep(100);
  const logged = lines.find((l) => l.msg === 'unexpected error in the browser') as Record<string, any> | undefined;
  t.match(logged, { level: 40, reqId: /^[0-9a-f-]{36}$/, clientError: { kind: 'error', message: 'Error: thrown on purpose by the test', stack: /thrown on purpose/, url: SERVICE } }, 'logged with the request id');

  await cs.evaluate(() => setTimeout(() => {
    throw new Error('a second one');
  }));
  await sleep(300);
  t.equal((await cs.$$('.toast--error')).length, 1, 'a second error replaces the toast, not stacks it');

  const en = await open(t, '/en/housing-allowance');
  await en.evaluate(() => void Promise.reject(new Error('rejected on purpose by the test')));
  await en.waitForSelector('.toasts [aria-live="assertive"] .toast--error');
  t.match(await en.textContent('.toasts [aria-live="assertive"]'), 'Unexpected error occured.');
  for (let i = 0; i < 50 && !lines.some((l) => (l.clientError as { kind?: string } | undefined)?.kind === 'unhandledrejection'); i++) await sleep(100);
  t.match(lines.find((l) => (l.clientError as { kind?: string } | undefined)?.kind === 'unhandledrejection'), { clientError: { message: 'Error: rejected on purpose by the test', url: '/en/housing-allowance' } });

  for (const [path, text] of [['/ru/posobie-na-zhile', 'Произошла непредвиденная ошибка.'], ['/ua/dopomoha-na-zhytlo', 'Сталася неочікувана помилка.']] as const) {
    const page = await open(t, path);
    await page.evaluate(() => setTimeout(() => {
      throw new Error('thrown on purpose by the test');
    }));
    await page.waitForSelector('.toast--error');
    t.match(await page.textContent('.toasts [aria-live="assertive"]'), text, path);
  }
});

t.test('a render error: the view gives way to the error screen, the error toast and the log; the next page renders', async (t) => {
  const page = await open(t, '/aktuality');
  // The news article's template, as the browser gets it, fails to render.
  await page.route('**/chunks/Aktualita-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "export default function Aktualita() { throw new Error('render failed on purpose by the test'); }" }),
  );
  await setMarker(page, 1);
  await page.click('main .content-list__item a[href^="/aktuality/"]');
  await page.waitForSelector('main #error-headline');
  t.match(await page.textContent('main #error-headline'), /\S/, 'the error screen in main');
  t.ok(await page.isVisible('.portal-header__brand'), 'the page around it stays');
  t.equal(await marker(page), 1, 'no reload');
  await page.waitForSelector('.toasts [aria-live="assertive"] .toast--error');
  t.match(await page.textContent('.toasts [aria-live="assertive"]'), 'Nastala neočekávaná chyba.');
  for (let i = 0; i < 50 && !lines.some((l) => /render failed on purpose/.test(String((l.clientError as { message?: string } | undefined)?.message))); i++) await sleep(100);
  t.ok(lines.some((l) => /render failed on purpose/.test(String((l.clientError as { message?: string } | undefined)?.message))), 'logged on the server');

  await page.click(`.portal-header__brand`);
  await page.waitForURL(base + '/');
  await page.waitForFunction(() => !document.querySelector('main #error-headline'));
  t.equal(await count(page, 'main h1'), 1, 'the next page renders again');
  t.equal(await marker(page), 1, 'still no reload');
});

t.test('a slow navigation: the progress bar after a moment and aria-busy on main, both gone when the page is shown', async (t) => {
  const page = await open(t, '/');
  const problems = collectProblems(page);
  await page.route('**/_payload.json*', async (route) => {
    await sleep(1500);
    await route.continue();
  });
  await setMarker(page, 1);
  t.equal(await count(page, '.navigation-progress'), 0, 'no progress bar while nothing loads');
  // When main became busy and when the bar appeared, as the page saw it (a loaded machine only adds delay).
  await page.evaluate(() => {
    const seen: { busy?: number; bar?: number } = ((window as unknown as { seen: object }).seen = {});
    new MutationObserver(() => {
      seen.busy ??= document.querySelector('main[aria-busy="true"]') ? performance.now() : undefined;
      seen.bar ??= document.querySelector('.navigation-progress') ? performance.now() : undefined;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.click(`main a[href="${SERVICE}"]`);
  const bar = await page.waitForSelector('.navigation-progress[role="progressbar"]', { timeout: 1400 });
  t.equal(await bar.getAttribute('aria-label'), 'Načítání stránky', 'the bar is named');
  const seen = await page.evaluate(() => (window as unknown as { seen: { busy?: number; bar?: number } }).seen);
  t.ok(seen.busy !== undefined, 'main was busy');
  t.ok(seen.bar! - seen.busy! >= 95, `the bar ${Math.round(seen.bar! - seen.busy!)} ms later, not at once: a fast page would only flicker`);
  await page.screenshot({ path: '/tmp/messages-progress.png' });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Příspěvek na bydlení'));
  await page.waitForSelector('.navigation-progress', { state: 'detached', timeout: 1000 });
  t.pass('the bar is gone');
  t.equal(await page.getAttribute('main', 'aria-busy'), null, 'main is no longer busy');
  t.equal(await marker(page), 1, 'a client navigation');
  t.same(problems, [], 'no console error');
});

t.test('a new deployment: the next navigation loads the page in full, and never twice within 10 s', async (t) => {
  const page = await open(t, '/');
  const problems = collectProblems(page);
  // The server now reports another build than the one the page runs.
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-new-build' }, headers: { 'cache-control': 'no-cache' } }));
  await setMarker(page, 1);
  await page.click(`main a[href="${SERVICE}"]`);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Příspěvek na bydlení'));
  t.equal(await marker(page), 1, 'before the new build is noticed, navigation stays in the app');

  const asked = page.waitForResponse('**/builds/latest.json');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await asked;
  t.pass('focus asks for the latest build');
  const reloaded = page.waitForEvent('load');
  await page.click('.portal-header__brand');
  await reloaded;
  await page.waitForURL(base + '/');
  await waitForHydration(page);
  t.equal(await marker(page), undefined, 'the next navigation is a full page load');
  t.ok(await page.evaluate(() => Number(sessionStorage.getItem('portal.reloadedAt')) > 0), 'the reload is remembered for the guard');

  // The new page is told of yet another build at once: within 10 s of the last reload it navigates in the app.
  await setMarker(page, 2);
  const askedAgain = page.waitForResponse('**/builds/latest.json');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await askedAgain;
  await page.click(`main a[href="${SERVICE}"]`);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Příspěvek na bydlení'));
  t.equal(await marker(page), 2, 'the guard: no second reload within 10 s');
  t.same(problems, [], 'no console error');
});

t.test('prefetch: links in view and hovered fetch their payload, five at once, each once, used by the navigation', async (t) => {
  const context = await browser.newContext({ locale: 'cs-CZ', viewport: { width: 1280, height: 800 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems = collectProblems(page);
  const requested: string[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  await page.route('**/_payload.json*', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    mostAtOnce = Math.max(mostAtOnce, ++inFlight);
    await sleep(300);
    await route.continue();
    inFlight--;
  });
  await page.goto(base + '/');
  await waitForHydration(page);
  await setMarker(page, 1);
  for (let i = 0; i < 50 && requested.length < 6; i++) await sleep(100);
  await sleep(1000);
  t.ok(requested.length >= 6, `the links in view are prefetched (${requested.length})`);
  t.equal(mostAtOnce, 5, 'at most five at once');
  t.equal(new Set(requested).size, requested.length, 'each payload once');
  t.notOk(requested.includes('/_payload.json'), 'not the page shown');

  // A link below the fold has not been fetched; the pointer resting on it fetches it.
  const payloadPath = (href: string) => (href === '/' ? '' : href) + '/_payload.json';
  const footerLinks = await page.$$eval('footer a[href^="/"]:not([hreflang])', (links) => links.map((a) => a.getAttribute('href')!));
  const unseen = footerLinks.find((href) => !href.includes('?') && !href.includes('.') && !requested.includes(payloadPath(href)));
  t.ok(unseen, `a footer link not prefetched yet (${footerLinks.join(' ')})`);
  await page.hover(`footer a[href="${unseen}"]`);
  for (let i = 0; i < 30 && !requested.includes(payloadPath(unseen!)); i++) await sleep(100);
  t.ok(requested.includes(payloadPath(unseen!)), 'a hovered link is prefetched');

  const target = payloadPath(SERVICE);
  await page.hover(`main a[href="${SERVICE}"]`);
  for (let i = 0; i < 30 && !requested.includes(target); i++) await sleep(100);
  await page.click(`main a[href="${SERVICE}"]`);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Příspěvek na bydlení'));
  t.equal(await marker(page), 1, 'a client navigation');
  t.equal(requested.filter((path) => path === target).length, 1, 'hovering and following a prefetched link asks nothing again: the navigation used it');
  t.same(problems, [], 'no console error (no prefetched page failed)');
});

for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }]) {
  t.test(`prefetch: none on ${connection.saveData ? 'save-data' : '2G'}`, async (t) => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    t.teardown(() => context.close());
    await context.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_payload.json')) requested.push(request.url());
    });
    await page.goto(base + '/');
    await waitForHydration(page);
    await page.hover(`main a[href="${SERVICE}"]`);
    await sleep(1800);
    t.same(requested, [], 'no payload fetched ahead');
    await page.click(`main a[href="${SERVICE}"]`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Příspěvek na bydlení'));
    t.equal(requested.length, 1, 'the navigation itself still fetches its payload');
  });
}
