/**
 * Chromium follows the portal's speculation rules (server/speculation-rules.ts): on an anonymous page not yet hydrated
 * (here: without JavaScript) a link the pointer rests on has its page fetched ahead, and the click is served from it;
 * once the client has hydrated, the rules no longer match and only the client's own prefetcher fetches (page data).
 * Chromium's own account of each fetch ahead is read through the DevTools protocol (its Preload domain).
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

const PAGE = '/prispevek-na-bydleni';

/** Chromium's fetches ahead of navigations on this page: the URL and the latest status of each. */
async function watchPrefetches(page: Page): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const session = await page.context().newCDPSession(page);
  session.on('Preload.prefetchStatusUpdated', (event: { prefetchUrl: string; status: string }) => void seen.set(new URL(event.prefetchUrl).pathname, event.status));
  await session.send('Preload.enable');
  return seen;
}

/** A link in the page's main content to another page of the portal, as the rules would fetch it. */
async function linkToAnotherPage(page: Page): Promise<string> {
  const href = await page.$$eval('main a[href^="/"]', (anchors, here) =>
    anchors.map((a) => a.getAttribute('href')!).find((href) => !href.includes('.') && !href.startsWith(here) && !href.startsWith('/auth/')), PAGE);
  if (!href) throw new Error('no link to another page in the main content');
  return href;
}

// One portal and one browser for both: each test its own browser context (cookies, cache, prefetches).
const base = await startPortal(t);
const browser = await launchBrowser(t);

t.test('without JavaScript: a hovered link’s page is fetched ahead, and the click uses it', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const prefetches = await watchPrefetches(page);
  const answer = await page.goto(`${base}${PAGE}`);
  t.equal(await answer!.headerValue('speculation-rules'), '"/speculation-rules.json"');
  const href = await linkToAnotherPage(page);
  await page.hover(`main a[href="${href}"]`);
  for (let i = 0; i < 100 && prefetches.get(href.split('?')[0]!) !== 'Ready'; i++) await page.waitForTimeout(100);
  t.equal(prefetches.get(href.split('?')[0]!), 'Ready', `${href} fetched ahead on hover`);
  // The navigation is served from the fetch ahead: Chromium says so in the navigation's timing (deliveryType).
  await Promise.all([page.waitForURL(`${base}${href}`), page.click(`main a[href="${href}"]`)]);
  const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
  t.equal(delivery, 'navigational-prefetch', 'the page shown is the one fetched ahead');
});

t.test('hydrated: the rules no longer match, the client prefetches the page data instead', async (t) => {
  const page = await (await browser.newContext()).newPage();
  const prefetches = await watchPrefetches(page);
  const payloads: string[] = [];
  page.on('request', (request) => void (request.url().includes('/_payload.json') && payloads.push(new URL(request.url()).pathname)));
  await page.goto(`${base}${PAGE}`);
  await waitForHydration(page);
  const href = await linkToAnotherPage(page);
  await page.hover(`main a[href="${href}"]`);
  for (let i = 0; i < 30 && !payloads.some((path) => path.startsWith(href.split('?')[0]!)); i++) await page.waitForTimeout(100);
  t.ok(payloads.some((path) => path.startsWith(href.split('?')[0]!)), 'the client fetched the page data ahead');
  // Chromium's moderate eagerness starts after 200 ms on a link: a second is well past it.
  await page.waitForTimeout(1000);
  t.same([...prefetches.keys()], [], 'no page fetched ahead by the rules');
});
