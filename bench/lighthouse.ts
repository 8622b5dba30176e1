/**
 * `npm run lighthouse`: Lighthouse's four scores (performance, accessibility, best practices, SEO) as a phone sees
 * them, for the built portal started as `npm run serve` starts it, on the home page, a service page and pages with
 * images. Prints them with CLS, LCP and TBT, and the audits that did not pass; writes
 * bench/results/lighthouse.json. `LIGHTHOUSE_PORT` (3920).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { runLighthouse } from './lighthouse-audit.ts';
import { HOST, startPortal, stop, waitForHttp } from '../deploy/processes.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3920);
/** The home page, a service page, and pages with images (whose width and height must keep their space: CLS 0). */
const PAGES = ['/', '/prispevek-na-bydleni', '/aktuality/veletrh-prace-ostrava-2026', '/letaky/davka-statni-socialni-pomoci', '/jedna-zadost-misto-ctyr'];

// The demo's stand-ins, in process: the sample content and the sign-in stand-ins.
const portal = startPortal('.', PORT, { LOG_LEVEL: 'warn', DEMO: 'true' });
const guard = setTimeout(() => {
  console.error('Lighthouse took too long; stopping');
  portal.kill('SIGKILL');
  process.exit(1);
}, 600_000);
try {
  const base = `http://${HOST}:${PORT}`;
  await waitForHttp(`${base}/readyz`, portal);
  for (const path of PAGES) await fetch(base + path); // the CMS answers cached, as for any visitor after the first
  const audits = await runLighthouse(PAGES.map((path) => base + path));
  console.log('\npage                                      perf  a11y  best  seo   CLS    LCP ms  TBT ms');
  for (const a of audits) {
    const s = a.scores;
    console.log(`${a.url.slice(base.length).padEnd(40)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padStart(4)).join('  ')}  ${a.cumulativeLayoutShift.toFixed(3)}  ${String(a.largestContentfulPaintMs).padStart(6)}  ${String(a.totalBlockingTimeMs).padStart(6)}`);
    for (const failure of a.failed) console.log(`    ${failure}`);
    console.log(`    main thread ms: ${Object.entries(a.mainThread.byKind).map(([kind, ms]) => `${kind} ${ms}`).join(', ')}`);
    for (const task of a.mainThread.longTasks) console.log(`    long task ${task.duration} ms at ${task.startTime} ms: ${task.url.replace(base, '')}`);
  }
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/lighthouse.json', JSON.stringify({ date: new Date().toISOString(), audits }, null, 2) + '\n');
} finally {
  clearTimeout(guard);
  await stop(portal);
}
