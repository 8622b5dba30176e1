/**
 * `npm run screenshots`: the portal on the sample content, and what a visitor sees of the home page, a service, a
 * list, the 404 page, the nearest office found for a municipality typed without diacritics (and a district), a page with Markdown
 * answers (the questions page), a step-by-step journey and a page that is a step of it (with its translation older than
 * the Czech page), a stale Russian translation and withdrawn content (410), in Czech and English (and Russian), on a phone (375 px) and a desktop (1280 px), as PNGs in
 * docs/screenshots/ (the whole page).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, startPortal, waitForHydration } from '../test/helpers/browser.ts';
import { samplePages } from '../test/helpers/sample-pages.ts';

const OUT = path.resolve('docs/screenshots');
const WIDTHS = [375, 1280];

function samplePage(key: string): string {
  const found = samplePages().find((page) => page.key === key);
  if (!found) throw new Error(`the sample content has no page of ${key}`);
  return found.czech;
}

const PAGES: Record<string, string> = {
  home: '/',
  service: samplePage('Sluzba'),
  list: '/kariera',
  'not-found': '/tato-stranka-neexistuje',
  'nearest-office': '/kontaktni-pracoviste?obec=ceska+lipa',
  'nearest-office-en': '/en/contact-offices?obec=Praha+4',
  markdown: '/caste-otazky',
  'markdown-en': '/en/frequently-asked-questions',
  journey: '/en/step-by-step/i-lost-my-job',
  'journey-step': '/en/unemployment-benefit',
  'stale-translation': '/ru/posobie-po-bezrabotitse',
  gone: '/prispevek-na-energie-2023',
};

const teardowns: (() => unknown)[] = [];
const scope = { teardown: (fn: () => unknown) => void teardowns.push(fn) };
try {
  await mkdir(OUT, { recursive: true });
  const base = await startPortal(scope);
  const browser = await launchBrowser(scope);
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'cs-CZ', reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [name, url] of Object.entries(PAGES)) {
      // Twice: the fonts are `font-display: optional`, so a first visit may paint in the fallback before they are
      // cached; the picture shows what a returning visitor sees.
      for (let visit = 0; visit < 2; visit += 1) {
        await page.goto(base + url);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
      }
      // The answers open, so the picture shows the Markdown ones.
      if (name.startsWith('markdown')) await page.$$eval('.content-page details', (all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      const file = path.join(OUT, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${path.relative(process.cwd(), file)}  ${url}`);
    }
    await context.close();
  }
} finally {
  for (const fn of teardowns.reverse()) await fn();
}
