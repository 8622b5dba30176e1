/**
 * `npm run lighthouse`: Lighthouse's four scores (performance, accessibility, best practices, SEO) as a phone sees
 * them, for the built portal started as `npm run serve` starts it, on the home page, a service page and pages with
 * images, or one page of every template (`LIGHTHOUSE_PAGES=templates`). `LIGHTHOUSE_RUNS` (5) runs of each page, taken in turn; prints each page's medians (its scores, FCP, LCP,
 * TBT; CLS the worst run's), the audits that did not pass and where the main thread's time went in the median run;
 * writes every run to bench/results/lighthouse.json. With `LIGHTHOUSE_BASELINE_DIR` (another checkout, built) its
 * portal too, page by page in turn with this one's, so a machine's drift hits both alike. `LIGHTHOUSE_PORT` (3920;
 * the baseline +5).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { runLighthouse, type LighthouseAudit } from './lighthouse-audit.ts';
import { stop, waitForHttp } from '../deploy/processes.ts';
import { demoPortals, median } from './compare.ts';
import { samplePages } from '../test/helpers/sample-pages.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3920);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const BASELINE_DIR = process.env.LIGHTHOUSE_BASELINE_DIR;
/**
 * The home page, a service page, and pages with images (whose width and height must keep their space: CLS 0); with
 * `LIGHTHOUSE_PAGES=templates`, one Czech sample page of every template instead (test/helpers/sample-pages.ts).
 */
const PAGES =
  process.env.LIGHTHOUSE_PAGES === 'templates'
    ? samplePages().map((page) => page.czech)
    : ['/', '/prispevek-na-bydleni', '/aktuality/veletrh-prace-ostrava-2026', '/letaky/davka-statni-socialni-pomoci', '/jedna-zadost-misto-ctyr'];

const portals = demoPortals(PORT, BASELINE_DIR).map((portal) => ({ ...portal, audits: new Map<string, LighthouseAudit[]>() }));
const guard = setTimeout(
  () => {
    console.error('Lighthouse took too long; stopping');
    for (const portal of portals) portal.child.kill('SIGKILL');
    process.exit(1);
  },
  // Ten minutes to start, and 36 s a run (a run takes 10–20 s).
  (10 + 0.6 * PAGES.length * RUNS * portals.length) * 60_000,
);

try {
  for (const portal of portals) {
    await waitForHttp(`${portal.base}/readyz`, portal.child);
    // The CMS answers cached, as for any visitor after the first; a page this portal does not answer 200 within a
    // few seconds (a web it is not configured with, an outage under way; not a start's load shedding) is left out,
    // and said so.
    for (const path of [...PAGES]) {
      let status = 0;
      for (let tries = 0; tries < 20 && status !== 200; tries++) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        status = (await fetch(portal.base + path)).status;
      }
      if (status === 200) continue;
      console.log(`# ${path}: ${status} from ${portal.name}, left out`);
      PAGES.splice(PAGES.indexOf(path), 1);
    }
  }
  const started = { date: new Date().toISOString(), loadAverage: loadavg()[0]! };
  for (let run = 0; run < RUNS; run++) {
    for (const path of PAGES) {
      for (const portal of portals) {
        const [audit] = await runLighthouse([portal.base + path]);
        portal.audits.set(path, [...(portal.audits.get(path) ?? []), audit!]);
      }
    }
  }
  console.log(`\n${started.date} to ${new Date().toISOString()}, load average ${started.loadAverage.toFixed(2)} to ${loadavg()[0]!.toFixed(2)}: ${RUNS} runs a page, medians`);
  for (const portal of portals) {
    console.log(`\n${portal.name}\npage                                      perf  a11y  best  seo   CLS    FCP ms  LCP ms  TBT ms  (perf of each run)`);
    for (const path of PAGES) {
      const audits = portal.audits.get(path)!;
      const scores = (category: keyof LighthouseAudit['scores']) => median(audits.map((a) => a.scores[category] ?? NaN));
      const performance = audits.map((a) => a.scores.performance ?? NaN);
      const figures = [scores('performance'), scores('accessibility'), scores('best-practices'), scores('seo')].map((n) => String(n).padStart(4)).join('  ');
      const timings = [median(audits.map((a) => a.firstContentfulPaintMs)), median(audits.map((a) => a.largestContentfulPaintMs)), median(audits.map((a) => a.totalBlockingTimeMs))];
      console.log(`${path.padEnd(40)} ${figures}  ${Math.max(...audits.map((a) => a.cumulativeLayoutShift)).toFixed(3)}  ${timings.map((ms) => String(ms).padStart(6)).join('  ')}  (${performance.join(', ')})`);
      // The run whose performance score is nearest the median: what to look at when it is short.
      const distance = (a: LighthouseAudit) => Math.abs((a.scores.performance ?? NaN) - scores('performance'));
      const typical = audits.reduce((best, a) => (distance(a) < distance(best) ? a : best));
      for (const failure of typical.failed) console.log(`    ${failure}`);
      console.log(`    main thread ms: ${Object.entries(typical.mainThread.byKind).map(([kind, ms]) => `${kind} ${ms}`).join(', ')}`);
      for (const task of typical.mainThread.longTasks) console.log(`    long task ${task.duration} ms at ${task.startTime} ms: ${task.url.replace(portal.base, '')}`);
    }
  }
  await mkdir('bench/results', { recursive: true });
  const results = portals.map((portal) => ({ portal: portal.name, audits: Object.fromEntries(portal.audits) }));
  await writeFile('bench/results/lighthouse.json', JSON.stringify({ ...started, runs: RUNS, results }, null, 2) + '\n');
} finally {
  clearTimeout(guard);
  for (const portal of portals) await stop(portal.child);
}
