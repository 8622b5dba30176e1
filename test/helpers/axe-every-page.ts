/**
 * axe on every /dev preview (each of its examples) and every sample content page (in Czech and another language),
 * in one colour mode (docs/product.md §13.7: no serious or critical violation in light and dark). One browser context
 * and one page for the whole round: signed in once, since the client zone's preview and sample page want a visitor.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Test } from 'tap';
import { COLOUR_MODE_COOKIE, type ColourPreference } from '../../shared/colour-mode.ts';
import { PREVIEW_EXAMPLE_PARAM } from '../../server/page-payload.ts';
import { previews } from '../../templates/previews.ts';
import { COLOUR_RULES, MODERATE, seriousAxe } from './axe.ts';
import { waitForHydration } from './browser.ts';
import { samplePages, sampleStatus } from './sample-pages.ts';

/** The sign-in page is for guests: the signed-in visitor of this round is sent on (axe checks where they land). */
const PREVIEW_STATUS: Record<string, number> = { login: 302 };

export interface PageToCheck {
  path: string;
  status: number;
  /** A /dev preview, or a sample content page in Czech or in another language. */
  kind: 'preview' | 'czech' | 'other';
}

/** Every preview example and sample page, as paths of the portal on localhost, with the status each answers. */
export function everyPage(): PageToCheck[] {
  // The Czech examples: the others differ in their words only (test/app/previews.test.ts reads them all).
  const previewPages = Object.entries(previews).flatMap(([name, preview]) =>
    Object.keys(preview.examples.cs).map((example) => ({ path: `/dev/${name}?${PREVIEW_EXAMPLE_PARAM}=${encodeURIComponent(example)}`, status: PREVIEW_STATUS[name] ?? 200, kind: 'preview' as const })));
  const samplePaths = samplePages().flatMap((sample) => [
    { path: sample.czech, status: sampleStatus(sample.key), kind: 'czech' as const },
    { path: sample.other.url, status: sampleStatus(sample.key), kind: 'other' as const },
  ]);
  return [...previewPages, { path: '/dev/401', status: 401, kind: 'preview' }, ...samplePaths];
}

/** The mode the page is painted in: its body's background dark (every channel below a third) or not. */
function paintedMode(page: Page): Promise<'light' | 'dark'> {
  return page.evaluate(() => {
    const channels = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    return channels.every((channel) => channel < 85) ? 'dark' : 'light';
  });
}

/** Signs in at the CAS stand-in through the client zone's preview (the user `demo`). */
async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(base + '/dev/protected');
  await page.waitForURL(/\/cas\/login\?/);
  await page.fill('#username', 'demo');
  await page.fill('#password', 'demo');
  await page.click('button[type="submit"]');
  await page.waitForURL(base + '/dev/protected');
}

/**
 * Visits the pages (of `everyPage()`) with the `colour_mode` cookie at `preference` (and the context's options: a dark system for
 * `system`), checks that the page is in `expected` mode, and asserts axe finds nothing serious or critical: every
 * rule in light, the colour rules in dark (the markup is the light page's with one class more).
 */
export async function axeEveryPage(
  t: Test,
  browser: Browser,
  base: string,
  pages: PageToCheck[],
  options: { preference: ColourPreference; expected: 'light' | 'dark'; context?: BrowserContextOptions },
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options.context });
  t.teardown(() => context.close());
  await context.addCookies([{ name: COLOUR_MODE_COOKIE, value: options.preference, url: base }]);
  const page = await context.newPage();
  await signIn(page, base);
  for (const { path, status } of pages) {
    const [response] = await Promise.all([page.waitForResponse((res) => res.request().isNavigationRequest() && res.url() === base + path), page.goto(base + path)]);
    t.equal(response.status(), status, `${path}: status`);
    await waitForHydration(page);
    t.equal(await paintedMode(page), options.expected, `${path}: painted ${options.expected}`);
    // Light: every rule, moderate findings too (a banner outside the landmarks, two landmarks of one name).
    const rules = options.expected === 'dark' ? COLOUR_RULES : undefined;
    const impacts = options.expected === 'light' ? MODERATE : undefined;
    t.same(await seriousAxe(page, { rules, impacts }), [], `${path}: axe in ${options.expected} (${options.preference})`);
  }
}
