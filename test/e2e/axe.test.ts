/**
 * axe in every colour mode (issue 12: no serious or critical violation on every /dev preview and template sample in
 * light and dark). Light: every preview example here; the sample pages in light are templates.test.ts's. Dark
 * chosen (the `colour_mode` cookie): every preview example and sample page. `system` on a dark system reaches the
 * same design-system tokens through `prefers-color-scheme` instead of the class: the first example of each preview,
 * to show that the media query leads to the same colours (the dark round checks them all).
 */
import t from 'tap';
import { axeEveryPage, everyPage } from '../helpers/axe-every-page.ts';
import { launchBrowser, startPortal } from '../helpers/browser.ts';

// About 250 pages, each hydrated and checked by axe: some 5 minutes on an idle machine, far more on a busy one.
t.setTimeout(1_800_000);
const base = await startPortal(t, { WEBS: JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]) });
const browser = await launchBrowser(t);
const previews = everyPage().filter(({ path }) => path.startsWith('/dev/'));
const firstExamples = previews.filter(({ path }, i) => i === 0 || path.split('?')[0] !== previews[i - 1]!.path.split('?')[0]);

t.test('light chosen', (t) => axeEveryPage(t, browser, base, previews, { preference: 'light', expected: 'light' }));
t.test('dark chosen', (t) => axeEveryPage(t, browser, base, everyPage(), { preference: 'dark', expected: 'dark' }));
t.test('system, on a dark system', (t) => axeEveryPage(t, browser, base, firstExamples, { preference: 'system', expected: 'dark', context: { colorScheme: 'dark' } }));
