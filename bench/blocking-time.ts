/**
 * `node --import tsx bench/blocking-time.ts`: the main thread's blocking time of cold page loads in Chromium at 4×
 * CPU slowdown, from navigation until the page is hydrated and has settled: the sum over long tasks of what exceeds
 * 50 ms (Total Blocking Time's rule), and the script time (Chromium's `ScriptDuration`). The built portal is started
 * as `npm run serve` starts it, on the home page, a service page and a news item; with `BLOCKING_BASELINE_DIR` (another
 * checkout, built) its portal too, and the two are loaded in turn, page by page, so a machine's drift hits both
 * alike. `BLOCKING_LOADS` (7) loads of each page on each; medians printed. `BLOCKING_PORT` (3930; the baseline +5).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../test/helpers/browser.ts';
import { stop, waitForHttp } from '../deploy/processes.ts';
import { demoPortals, median } from './compare.ts';

const PORT = Number(process.env.BLOCKING_PORT ?? 3930);
const LOADS = Number(process.env.BLOCKING_LOADS ?? 7);
const BASELINE_DIR = process.env.BLOCKING_BASELINE_DIR;
const PAGES = ['/', '/prispevek-na-bydleni', '/aktuality/veletrh-prace-ostrava-2026'];
const CPU_SLOWDOWN = 4;

const portals = demoPortals(PORT, BASELINE_DIR).map((portal) => ({ ...portal, blocking: new Map<string, number[]>(), script: new Map<string, number[]>() }));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });

async function load(url: string): Promise<{ blocking: number; script: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'cs-CZ' });
  try {
    await context.addInitScript(() => {
      const blocked: number[] = [];
      (window as unknown as { blocked: number[] }).blocked = blocked;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) blocked.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const durations = await page.evaluate(() => (window as unknown as { blocked: number[] }).blocked);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    const script = (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
    return { blocking: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0), script };
  } finally {
    await context.close();
  }
}

try {
  for (const portal of portals) {
    await waitForHttp(`${portal.base}/readyz`, portal.child);
    for (const path of PAGES) await load(`${portal.base}${path}`); // warm: CMS answers cached, code compiled
  }
  for (let round = 0; round < LOADS; round++) {
    for (const path of PAGES) {
      for (const portal of portals) {
        const { blocking, script } = await load(`${portal.base}${path}`);
        portal.blocking.set(path, [...(portal.blocking.get(path) ?? []), blocking]);
        portal.script.set(path, [...(portal.script.get(path) ?? []), script]);
      }
    }
  }
  console.log(`${new Date().toISOString()}: ${LOADS} cold loads a page, ${CPU_SLOWDOWN}x CPU slowdown, medians (ms)`);
  for (const portal of portals) {
    console.log(portal.name);
    for (const path of PAGES) {
      const blocking = portal.blocking.get(path)!;
      console.log(`  ${path.padEnd(40)} blocking ${String(Math.round(median(blocking))).padStart(5)}  script ${String(Math.round(median(portal.script.get(path)!))).padStart(5)}  (blocking: ${blocking.map(Math.round).join(', ')})`);
    }
  }
} finally {
  await browser.close();
  for (const portal of portals) await stop(portal.child);
}
