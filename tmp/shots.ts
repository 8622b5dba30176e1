import { launchBrowser, startPortal } from '../test/helpers/browser.ts';
const teardowns: (() => unknown)[] = [];
const t = { teardown: (fn: () => unknown) => teardowns.push(fn) };
const base = await startPortal(t);
const browser = await launchBrowser(t);
const pages = (process.env.PAGES ?? '/en/housing-allowance').split(',');
const modes = (process.env.MODES ?? 'light,dark').split(',');
for (const mode of modes) for (const width of [375, 1280]) for (const path of pages) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' });
  await context.addCookies([{ name: 'colour_mode', value: mode, url: base }, ...(process.env.CONSENT ? [{ name: 'cookie_consent', value: 'v1.s0m0.2026-01-01', url: base }] : [])]);
  const page = await context.newPage();
  await page.goto(base + path);
  const name = `/tmp/c2shots/${path.replace(/\W+/g, '_')}-${mode}-${width}.png`;
  await page.screenshot({ path: name, fullPage: !!process.env.FULL });
  console.log(name);
  await context.close();
}
for (const fn of teardowns.reverse()) await fn();
process.exit(0);
