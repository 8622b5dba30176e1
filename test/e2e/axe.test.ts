/**
 * axe in every colour mode (docs/product.md §13.7: no serious or critical violation on every /dev preview and template
 * sample in light and dark). Light: every preview example here; the sample pages in light, in Czech and another
 * language, are templates.test.ts's. Dark chosen (the `colour_mode` cookie): every preview example and every sample
 * page in Czech (colours do not change with the language; the other language's layout is checked in light). `system` on
 * a dark system reaches the same design-system tokens through `prefers-color-scheme` instead of the class: the first
 * example of each preview, to show that the media query leads to the same colours (the dark round checks them all).
 */
import t from 'tap';
import { axeEveryPage, everyPage } from '../helpers/axe-every-page.ts';
import { launchBrowser, startPortal } from '../helpers/browser.ts';
import { testClientBuild } from '../helpers/client-build.ts';

// About 215 pages, each hydrated and checked by axe. React's production build, as visitors get it: axe reads what
// is painted, and hydration warnings (the development build's) are the other browser tests' to hear.
t.setTimeout(1_800_000);
const WEBS = JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]);
const base = await startPortal(t, { WEBS }, { clientBuild: await testClientBuild('production') });
const browser = await launchBrowser(t);
const pages = everyPage();
const previews = pages.filter(({ kind }) => kind === 'preview');
const firstExamples = previews.filter(({ path }, i) => i === 0 || path.split('?')[0] !== previews[i - 1]!.path.split('?')[0]);

t.test('light chosen', (t) => axeEveryPage(t, browser, base, previews, { preference: 'light', expected: 'light' }));
t.test('dark chosen', (t) => axeEveryPage(t, browser, base, pages.filter(({ kind }) => kind !== 'other'), { preference: 'dark', expected: 'dark' }));
t.test('system, on a dark system', (t) => axeEveryPage(t, browser, base, firstExamples, { preference: 'system', expected: 'dark', context: { colorScheme: 'dark' } }));
