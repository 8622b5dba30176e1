/**
 * Anonymous pages are kept in the browser's back/forward cache: going back to one shows it as it was, at once,
 * without asking the server again (nothing on them forbids it: no `Cache-Control: no-store`, no unload handler).
 */
import { chromium } from 'playwright-core';
import t from 'tap';
import { CHROMIUM, startPortal } from '../helpers/browser.ts';

t.test('back to an anonymous page: restored from the back/forward cache, hydrated as it was', async (t) => {
  const base = await startPortal(t);
  // Playwright turns the cache off by default (--disable-back-forward-cache); a visitor's browser has it on.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  t.teardown(() => browser.close());
  const page = await browser.newPage();
  await page.goto(`${base}/prispevek-na-bydleni`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // State only this document has: a page loaded again would not have it.
  await page.evaluate(() => {
    (window as Window & { restored?: boolean }).restored = false;
    window.addEventListener('pageshow', (event) => void ((window as Window & { restored?: boolean }).restored = event.persisted));
  });
  // A document load of another page (not the client's own navigation, which keeps the document).
  await page.goto(`${base}/o-nas`);
  // A page restored from the cache fires no 'load' (its 'pageshow' says so): wait only for the navigation itself.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => (window as Window & { restored?: boolean }).restored !== undefined, undefined, { timeout: 10_000 }).catch(() => undefined);
  const { restored, reasons } = await page.evaluate(() => ({
    restored: (window as Window & { restored?: boolean }).restored,
    // Chromium says why a page was not restored (a page loaded again has a new navigation entry).
    reasons: JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null),
  }));
  t.equal(restored, true, `restored from the back/forward cache (Chromium's reasons otherwise: ${reasons})`);
  t.equal(new URL(page.url()).pathname, '/prispevek-na-bydleni');
});
