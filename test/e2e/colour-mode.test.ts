/**
 * Colour mode and breakpoint (docs/product.md §13.2, §13.3) in real Chromium: the switch with JavaScript (no reload)
 * and without (POST, 303), the mode in the first paint (the HTML as served carries it; nothing flashes), `system`
 * following prefers-color-scheme, axe in light and dark at 375 and 1280 px, and the breakpoint cookie following the
 * width.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import t from 'tap';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

// Axe on a dozen pages: more than the default time of a test file.
t.setTimeout(480_000);
const base = await startPortal(t);
const browser = await launchBrowser(t);
const SHOTS = process.env.COLOUR_SHOTS;
/** A choice made: no bar over the pages axe looks at. */
const CONSENT = { name: 'cookie_consent', value: 'v1.s0m0.2026-01-01' };
const PAGE = '/en/housing-allowance';

async function open(options: BrowserContextOptions & { mode?: string } = {}) {
  const { mode, ...contextOptions } = options;
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 }, ...contextOptions });
  t.teardown(() => context.close());
  await context.addCookies([{ ...CONSENT, url: base }, ...(mode ? [{ name: 'colour_mode', value: mode, url: base }] : [])]);
  const page = await context.newPage();
  return { context, page, problems: collectProblems(page) };
}

const htmlMode = (page: Page) => page.evaluate(() => ({ className: document.documentElement.className.match(/colour-mode-\w+/)?.[0], theme: document.documentElement.dataset.theme }));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Dark enough to be the dark mode's page: every channel below a third. */
const isDark = (rgb: string) => (rgb.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 85);

/** The <html> start tag exactly as the server sent it: what the browser paints first. */
async function servedHtmlTag(page: Page, url: string): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse((res) => res.url() === url && res.request().resourceType() === 'document'), page.goto(url)]);
  return /<html[^>]*>/.exec(await response.text())?.[0] ?? '';
}

t.test('with JavaScript: the switch changes the mode at once, and the next first paint has it', async (t) => {
  const { context, page, problems } = await open();
  await page.goto(base + PAGE);
  await waitForHydration(page);
  t.same(await htmlMode(page), { className: 'colour-mode-system', theme: 'auto' }, 'no preference: the system decides');
  t.notOk(isDark(await background(page)), 'the system is light here');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await page.click('.colour-mode-switch button[value="dark"]');
  await page.waitForFunction(() => document.documentElement.classList.contains('colour-mode-dark'));
  t.same(await htmlMode(page), { className: 'colour-mode-dark', theme: 'dark' });
  t.ok(isDark(await background(page)), 'dark at once');
  t.equal(await page.getAttribute('.colour-mode-switch button[value="dark"]', 'aria-pressed'), 'true', 'the switch shows it');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no reload');
  const cookie = (await context.cookies()).find((c) => c.name === 'colour_mode');
  t.equal(cookie?.value, 'dark');
  t.equal(cookie?.path, '/');
  t.ok((cookie?.expires ?? 0) > Date.now() / 1000 + 364 * 86400, 'for a year');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/colour-dark-1280.png` });

  await page.click('main a[href^="/en/"]');
  await page.waitForFunction(() => location.pathname !== '/en/housing-allowance');
  t.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'a client-side navigation');
  t.equal((await htmlMode(page)).className, 'colour-mode-dark', 'still dark on the next page');

  const tag = await servedHtmlTag(page, base + PAGE);
  t.match(tag, /class="[^"]*\bcolour-mode-dark\b/, 'the first paint is dark: the served HTML says so');
  t.match(tag, /data-theme="dark"/);
  await waitForHydration(page);
  t.equal((await htmlMode(page)).className, 'colour-mode-dark', 'and hydration keeps it');

  await page.click('.colour-mode-switch button[value="system"]');
  await page.waitForFunction(() => document.documentElement.classList.contains('colour-mode-system'));
  t.notOk(isDark(await background(page)), 'back to the system');
  t.same(problems, [], 'no console error or hydration warning');
});

t.test('system follows prefers-color-scheme; a preference wins over it', async (t) => {
  const dark = await open({ colorScheme: 'dark' });
  await dark.page.goto(base + PAGE);
  t.ok(isDark(await background(dark.page)), 'a dark system: dark');
  const light = await open({ colorScheme: 'dark', mode: 'light' });
  await light.page.goto(base + PAGE);
  t.notOk(isDark(await background(light.page)), 'light chosen on a dark system: light');
});

t.test('without JavaScript: the switch posts and comes back in the chosen mode', async (t) => {
  const { context, page } = await open({ javaScriptEnabled: false });
  await page.goto(base + PAGE);
  const [response] = await Promise.all([page.waitForNavigation(), page.click('.colour-mode-switch button[value="dark"]')]);
  t.equal(response?.request().redirectedFrom()?.method(), 'POST', 'through the POST and its redirect');
  t.equal(page.url(), base + PAGE, 'back on the same page');
  t.same(await htmlMode(page), { className: 'colour-mode-dark', theme: 'dark' });
  t.ok(isDark(await background(page)));
  t.equal((await context.cookies()).find((c) => c.name === 'colour_mode')?.value, 'dark');
});

t.test('axe: no serious or critical violation in light and dark, at 375 and 1280 px', async (t) => {
  for (const mode of ['light', 'dark']) {
    for (const width of [375, 1280]) {
      const { page } = await open({ mode, viewport: { width, height: 800 } });
      // Every page at the full width; at the phone's, the service page and the settings form.
      for (const path of width === 1280 ? [PAGE, '/en/contacts', '/cookie-settings', '/dev/content'] : [PAGE, '/cookie-settings']) {
        await page.goto(base + path);
        t.same(await seriousAxe(page), [], `${mode} ${width} ${path}`);
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/colour-${mode}-${width}.png`, fullPage: true });
    }
  }
});

t.test('the breakpoint cookie follows the width', async (t) => {
  const { context, page, problems } = await open({ viewport: { width: 375, height: 800 } });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { breakpoints: string[] }).breakpoints = seen;
    window.addEventListener('portal:breakpoint', (event) => seen.push((event as CustomEvent<string>).detail));
  });
  await page.goto(base + PAGE);
  await waitForHydration(page);
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'breakpoint');
  const first = await cookie();
  t.equal(first?.value, 'mobile', 'narrower than 390 px is still a phone');
  t.equal(first?.sameSite, 'Strict');
  t.equal(first?.path, '/');
  t.ok((first?.expires ?? 0) > Date.now() / 1000 + 364 * 86400, 'for a year');
  for (const [width, name] of [[800, 'foldable'], [1000, 'tablet'], [1300, 'desktop'], [400, 'mobile']] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForFunction((expected) => document.cookie.includes(`breakpoint=${expected}`), name);
    t.equal((await cookie())?.value, name, `${width} px: ${name}`);
  }
  t.same(await page.evaluate(() => (window as unknown as { breakpoints: string[] }).breakpoints), ['foldable', 'tablet', 'desktop', 'mobile'], 'portal:breakpoint on each change');
  t.same(problems, []);
});
