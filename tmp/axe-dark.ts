import AxeBuilder from '@axe-core/playwright';
import { launchBrowser, startPortal } from '../test/helpers/browser.ts';
import { samplePages } from '../test/helpers/sample-pages.ts';
import { previews } from '../templates/previews.ts';
const teardowns: (() => unknown)[] = [];
const t = { teardown: (fn: () => unknown) => teardowns.push(fn) };
const base = await startPortal(t, { WEBS: JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]) });
const browser = await launchBrowser(t);
const mode = process.env.MODE ?? 'dark';
const all = [...samplePages().filter((p) => p.key !== 'KlientskaZona').map((p) => p.czech), ...Object.keys(previews).map((k) => `/dev/${k}`), '/cookie-settings', '/error/404'];
const [from, to] = (process.env.RANGE ?? '0,999').split(',').map(Number);
const urls = process.env.URLS ? process.env.URLS.split(',') : all.slice(from, to);
console.log('total', all.length);
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: (process.env.SCHEME as 'dark') ?? 'light' });
await context.addCookies([{ name: 'colour_mode', value: mode, url: base }]);
const seen = new Map<string, string[]>();
for (const url of urls) {
  const page = await context.newPage();
  let axe;
  try { await page.goto(base + url); axe = await new AxeBuilder({ page }).analyze(); } catch (e) { console.log('FAILED', url, String(e).slice(0, 100)); await page.close().catch(() => {}); continue; }
  await page.close();
  console.log('done', url, axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id).join(' '));
  for (const v of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    for (const n of v.nodes.slice(0, 4)) {
      const key = `${v.id}: ${n.target.join(' ')} ${n.any[0]?.message?.slice(0, 140) ?? ''}`;
      seen.set(key, [...(seen.get(key) ?? []), url]);
    }
  }
}
for (const [k, u] of seen) console.log(k, '\n    ', u.slice(0, 3).join(' '), u.length);
console.log('pages', urls.length, 'problems', seen.size);
for (const fn of teardowns.reverse()) await fn();
process.exit(0);
