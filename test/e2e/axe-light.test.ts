/**
 * axe in light mode chosen (issue 12): every /dev preview example and every sample content page, no serious or critical
 * violation. Dark: axe-dark.test.ts and axe-system-dark.test.ts.
 */
import t from 'tap';
import { axeEveryPage } from '../helpers/axe-every-page.ts';
import { launchBrowser, startPortal } from '../helpers/browser.ts';

// A hundred-odd pages, each hydrated and checked by axe: about 3 minutes on an idle machine, far more on a busy one.
t.setTimeout(1_200_000);
const base = await startPortal(t, { WEBS: JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]) });
const browser = await launchBrowser(t);

t.test('light chosen', (t) => axeEveryPage(t, browser, base, { preference: 'light', expected: 'light' }));
