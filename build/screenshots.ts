/**
 * `npm run screenshots`: the portal on the sample content, and what a visitor sees of the home page, a service, a
 * list, the 404 page, the nearest office found for a municipality typed without diacritics (and a district), a page with Markdown
 * answers (the questions page), the benefits guide's steps, a step-by-step journey and a page that is a step of it (with its
 * translation older than the Czech page), a stale Russian translation and withdrawn content (410), in Czech and English (and
 * Russian), on a phone (375 px) and a desktop (1280 px), as PNGs in docs/screenshots/ (the whole page). The office finder also
 * at chosen moments of the portal's clock: an office open now, one closed until tomorrow, and a name three municipalities share.
 * `npm run screenshots -- guide --out=<dir>` takes only the pages whose names start with the words given, into `<dir>`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, startPortal, waitForHydration } from '../test/helpers/browser.ts';
import { samplePages } from '../test/helpers/sample-pages.ts';

const args = process.argv.slice(2);
const OUT = path.resolve(args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length) ?? 'docs/screenshots');
const WANTED = args.filter((arg) => !arg.startsWith('--'));
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
  // The benefits guide: a question, an answer that does not fit, "check your answers" and a result.
  'guide-question': '/co-muzete-dostat?step=questions',
  'guide-error': '/co-muzete-dostat?benefit=unemployment&q=insuredMonths&a.insuredMonths=30',
  'guide-check': '/co-muzete-dostat?a.situation=death&a.deceased=child&a.deceasedResident=yes&a.paidFuneral=yes',
  'guide-result': '/co-muzete-dostat?a.situation=job&a.insuredMonths=18&a.oldAgePension=no&a.dismissedForBreach=no&a.netEarnings=32000&a.workOrRegistered=yes&a.savings=no&a.adults=1&a.children=0&a.income=0&a.housingCosts=9000&step=result',
  journey: '/en/step-by-step/i-lost-my-job',
  'journey-step': '/en/unemployment-benefit',
  'stale-translation': '/ru/posobie-po-bezrabotitse',
  gone: '/prispevek-na-energie-2023',
};

/** Pages shown at a moment of the portal's clock (Europe/Prague): whether an office is open depends on it. */
const AT_A_MOMENT: Record<string, [moment: string, url: string]> = {
  'office-open-now': ['2026-12-07T10:00:00+01:00', '/kontaktni-pracoviste?obec=Vla%C5%A1im'],
  'office-closed-until-tomorrow': ['2026-12-07T17:30:00+01:00', '/kontaktni-pracoviste?obec=v%20Brn%C4%9B'],
  'office-ambiguous': ['2026-12-07T10:00:00+01:00', '/kontaktni-pracoviste?obec=Adamov'],
};

const teardowns: (() => unknown)[] = [];
const scope = { teardown: (fn: () => unknown) => void teardowns.push(fn) };
try {
  await mkdir(OUT, { recursive: true });
  const base = await startPortal(scope);
  const moments = new Map<string, string>();
  for (const [moment] of Object.values(AT_A_MOMENT)) {
    if (!moments.has(moment)) moments.set(moment, await startPortal(scope, {}, { now: () => Date.parse(moment) }));
  }
  const shots: [name: string, url: string][] = [
    ...Object.entries(PAGES).map(([name, url]) => [name, base + url] as [string, string]),
    ...Object.entries(AT_A_MOMENT).map(([name, [moment, url]]) => [name, moments.get(moment)! + url] as [string, string]),
  ].filter(([name]) => WANTED.length === 0 || WANTED.some((prefix) => name.startsWith(prefix)));
  const browser = await launchBrowser(scope);
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'cs-CZ', reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [name, url] of shots) {
      // Twice: the fonts are `font-display: optional`, so a first visit may paint in the fallback before they are
      // cached; the picture shows what a returning visitor sees.
      for (let visit = 0; visit < 2; visit += 1) {
        await page.goto(url);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
      }
      // The answers open, so the picture shows the Markdown ones.
      if (name.startsWith('markdown')) await page.$$eval('.content-page details', (all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      const file = path.join(OUT, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${path.relative(process.cwd(), file)}  ${new URL(url).pathname}${new URL(url).search}`);
    }
    await context.close();
  }
} finally {
  for (const fn of teardowns.reverse()) await fn();
}
