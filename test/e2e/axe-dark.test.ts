/**
 * axe in dark mode chosen (the colour_mode cookie; issue 12: "Dark mode passes WCAG AA contrast"): every /dev
 * preview example and every sample content page, no serious or critical violation. `system` on a dark system:
 * axe-system-dark.test.ts; light: axe-light.test.ts.
 */
import t from 'tap';
import { axeEveryPage } from '../helpers/axe-every-page.ts';
import { launchBrowser, startPortal } from '../helpers/browser.ts';

// A hundred-odd pages, each hydrated and checked by axe: about 3 minutes on an idle machine, far more on a busy one.
t.setTimeout(1_200_000);
const base = await startPortal(t, { WEBS: JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]) });
const browser = await launchBrowser(t);

t.test('dark chosen', (t) => axeEveryPage(t, browser, base, { preference: 'dark', expected: 'dark' }));
