/**
 * Every page type in Chromium (docs/product.md §10): a sample page of each structure key, in Czech and in another
 * language, renders its own template, hydrates without a warning, passes axe without serious or critical violations,
 * and nothing moves as it loads (cumulative layout shift 0, as Chromium's layout-shift entries count it; images keep
 * their space through their width and height).
 */
import t from 'tap';
import { templateFor } from '../../templates/module.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { MODERATE, seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';
import { samplePages, sampleStatus } from '../helpers/sample-pages.ts';

// Both webs of the sample content: the ministry's home page is a HlavniStranka.
// Seventy-odd pages, each hydrated and checked by axe: more than the default time of a test file.
t.setTimeout(600_000);
const base = await startPortal(t, { WEBS: JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]) });
const browser = await launchBrowser(t);
// The client zone wants a signed-in visitor; test/e2e/auth.test.ts walks through it.
const pages = samplePages().filter((page) => page.key !== 'KlientskaZona');
/**
 * Layout shift allowed: what Lighthouse shows as 0 (it rounds to three places). Measured: 0 on every page but the
 * conference (0.00004, now and then on a loaded machine) and the podcast, whose shift is inside Chromium's own
 * audio controls (their time and timeline rearrange once the player is ready: 0.00125); the page does not move.
 */
const SHIFT_SHOWN_AS_ZERO = 0.0005;
const SHIFT_ALLOWED: Record<string, number> = { Podcast: 0.005 };

t.test('every structure key of the sample content has a template of its own', async (t) => {
  t.same(pages.filter((page) => templateFor(page.key, serverTemplates).key !== page.key).map((page) => page.key), []);
});

for (const sample of pages) {
  t.test(sample.key, async (t) => {
    const context = await browser.newContext();
    t.teardown(() => context.close());
    const page = await context.newPage();
    for (const url of [sample.czech, sample.other.url]) {
      const problems = collectProblems(page);
      const response = await page.goto(base + url);
      t.equal(response?.status(), sampleStatus(sample.key), `${url}: status`);
      await waitForHydration(page);
      t.ok(await page.$(`[data-template="${templateFor(sample.key, serverTemplates).key}"]`), `${url}: data-template`);
      // The total, and what moved (by its class) so that a failure says where to look.
      const { shift, moved } = await page.evaluate(
        () =>
          new Promise<{ shift: number; moved: string[] }>((resolve) => {
            let shift = 0;
            const moved = new Set<string>();
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Shift[]) {
                if (entry.hadRecentInput) continue;
                shift += entry.value;
                for (const { node } of entry.sources) moved.add(node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : String(node?.nodeName));
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ shift, moved: [...moved] }), 200);
          }),
      );
      t.ok(shift < (SHIFT_ALLOWED[sample.key] ?? SHIFT_SHOWN_AS_ZERO), `${url}: layout shift ${shift}`, { moved });
      t.same(await seriousAxe(page, { impacts: MODERATE }), [], `${url}: axe, moderate findings too`);
      const unexpected = problems.filter((problem) => !/Failed to load resource: the server responded with a status of 503/.test(problem));
      t.same(unexpected, [], `${url}: no console error or hydration warning`);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}
