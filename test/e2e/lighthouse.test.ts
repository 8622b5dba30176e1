/**
 * Pages with images, as Lighthouse sees them on a phone: no layout shift at all (every image has its width and
 * height) and an accessibility score of 100. Scores that depend on the machine's speed are not asserted here; `npm
 * run lighthouse` reports them for the production build.
 */
import t from 'tap';
import { startPortal } from '../helpers/browser.ts';
import { runLighthouse } from '../helpers/lighthouse.ts';

const base = await startPortal(t);
t.setTimeout(600_000);

const PAGES_WITH_IMAGES = ['/', '/aktuality/veletrh-prace-ostrava-2026', '/letaky/davka-statni-socialni-pomoci', '/jedna-zadost-misto-ctyr'];

for (const audit of await runLighthouse(PAGES_WITH_IMAGES.map((path) => base + path), ['performance', 'accessibility'])) {
  t.test(audit.url.slice(base.length), async (t) => {
    t.equal(audit.cumulativeLayoutShift, 0, 'no layout shift');
    t.equal(audit.scores.accessibility, 100, `accessibility 100 (${audit.failed.filter((f) => f.startsWith('accessibility')).join('; ') || 'nothing failed'})`);
  });
}
