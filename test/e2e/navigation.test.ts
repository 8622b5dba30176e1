/**
 * react-router in Chromium: the scroll comes back with Back, also after a reload; a reload keeps its place; every
 * GET form (GetForm) navigates in the app to the URL its page writes for that state.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';
import { samplePages } from '../helpers/sample-pages.ts';

const base = await startPortal(t);
const browser = await launchBrowser(t);

const marker = (page: Page) => page.evaluate(() => (window as unknown as { navigationMarker?: number }).navigationMarker);
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { navigationMarker: number }).navigationMarker = 1));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function openPage(path: string, viewport = { width: 1280, height: 600 }) {
  const context = await browser.newContext({ locale: 'cs-CZ', viewport });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + path);
  await waitForHydration(page);
  return page;
}

/** Scrolls the page so that the link to `href` in main is in view, and returns where the page then is. */
async function scrollToLink(page: Page, href: string): Promise<number> {
  await page.evaluate((selector) => {
    const link = document.querySelector(selector)!;
    window.scrollTo({ top: window.scrollY + link.getBoundingClientRect().top - 200, behavior: 'instant' });
  }, `main a[href="${href}"]`);
  // The position is remembered from scroll events.
  await page.waitForTimeout(200);
  return scrollY(page);
}

t.test('Back restores where the visitor was, in the app and after a reload of the next page', async (t) => {
  const page = await openPage('/aktuality');
  const problems = collectProblems(page);
  const href = await page.getAttribute('main .content-list__item:last-child a', 'href');
  const y = await scrollToLink(page, href!);
  t.ok(y > 300, `the list scrolled down (${y})`);
  await setMarker(page);
  await page.click(`main a[href="${href}"]`);
  await page.waitForURL(base + href);
  // The stylesheet scrolls smoothly: the page is on its way to the top, then there.
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  t.pass('the new page starts at the top');
  t.equal(await marker(page), 1, 'a client navigation');

  await page.goBack();
  await page.waitForURL(base + '/aktuality');
  await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, y, { timeout: 5000 });
  t.pass('back: where the list was');
  t.equal(await marker(page), 1, 'still no page load');

  await page.goForward();
  await page.waitForURL(base + href);
  // Reloaded once the page is shown, as a visitor would: a reload while the app still traverses reloads the last one.
  await page.waitForSelector('main:not([aria-busy])');
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
  await page.reload();
  await waitForHydration(page);
  await page.goBack();
  await page.waitForURL(base + '/aktuality');
  await waitForHydration(page);
  await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, y, { timeout: 5000 });
  t.pass('back after a reload of the next page: where the list was');
  t.same(problems, [], 'no console error');
});

t.test('a reload keeps the place on the page', async (t) => {
  const page = await openPage('/aktuality');
  const href = await page.getAttribute('main .content-list__item:last-child a', 'href');
  const y = await scrollToLink(page, href!);
  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, y, { timeout: 5000 });
  t.pass(`at ${y} again`);
});

const pathOf = (key: string) => samplePages().find((sample) => sample.key === key)!.czech;

t.test('GET forms navigate in the app to the URL the page writes: the default order and empty fields left out', async (t) => {
  const documents = pathOf('SeznamDokumentu');
  const page = await openPage(documents);
  const problems = collectProblems(page);
  await setMarker(page);
  const form = 'main form.list-filter';
  const options = await page.$$eval(`${form} select[name="sort"] option`, (all) => all.map((option) => (option as HTMLOptionElement).value));
  await page.selectOption(`${form} select[name="sort"]`, options[1]!);
  await page.click(`${form} button[type="submit"]`);
  await page.waitForURL(`${base}${documents}?sort=${encodeURIComponent(options[1]!)}`);
  await page.waitForFunction((sort) => document.querySelector('select[name="sort"] option[selected]')?.getAttribute('value') === sort, options[1]);
  await page.selectOption(`${form} select[name="sort"]`, options[0]!);
  await page.click(`${form} button[type="submit"]`);
  await page.waitForURL(base + documents);
  t.equal(await marker(page), 1, 'the document list sorted in the app; the default order is the bare path');

  const glossary = pathOf('SlovnikPojmu');
  await page.goto(base + glossary);
  await waitForHydration(page);
  await setMarker(page);
  await page.fill('main form.glossary__search input[name="q"]', 'dávka');
  await page.press('main form.glossary__search input[name="q"]', 'Enter');
  await page.waitForURL(`${base}${glossary}?q=${encodeURIComponent('dávka')}`);
  await page.waitForFunction(() => /\?q=/.test(location.search) && document.querySelector('.glossary .list-count')?.textContent?.startsWith('Nalezen'));
  await page.fill('main form.glossary__search input[name="q"]', '  ');
  await page.press('main form.glossary__search input[name="q"]', 'Enter');
  await page.waitForURL(base + glossary);
  t.equal(await marker(page), 1, 'the glossary searched in the app; an empty search is the whole glossary');
  t.same(problems, [], 'no console error');
});
