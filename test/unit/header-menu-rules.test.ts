/** The header menu's pure rules: what fits the bar, which item marks the current section, the throttle. */
import t from 'tap';
import { currentOf, HEADER_MENU, itemsThatFit, throttled } from '../../ui/header-menu-rules.ts';

t.test('itemsThatFit: the root minus 120 px, each item plus 16 px', async (t) => {
  t.equal(itemsThatFit(1000, []), 0, 'no items');
  t.equal(itemsThatFit(1000, [100, 100, 100]), 3, 'all fit: 348 of 880');
  // 880 available: 5 × (160 + 16) = 880 fits exactly, the sixth does not.
  t.equal(itemsThatFit(1000, [160, 160, 160, 160, 160, 160]), 5, 'exactly full, then no more');
  t.equal(itemsThatFit(1000, [865, 10]), 0, 'one item too wide with its spacing');
  t.equal(itemsThatFit(1000, [864, 10]), 1, 'one item that just fits');
  t.equal(itemsThatFit(100, [10]), 0, 'a root narrower than the reserve holds nothing');
  t.equal(itemsThatFit(500, [50, 400, 10]), 1, 'items stay in order: a small one after a wide one moves out too');
});

t.test('currentOf: the page itself, the section on its trail, the item listing it', async (t) => {
  const home = { label: 'Úvod', url: '/' };
  const item = { label: 'Dávky', url: '/sluzby', children: [{ label: 'Příspěvek na péči', url: '/prispevek-na-peci' }] };
  const other = { label: 'Kontakty', url: '/kontakty' };
  const homeItem = { label: 'Úvod', url: '/' };
  t.equal(currentOf(item, [home, { label: 'Dávky', url: '/sluzby' }]), 'page');
  t.equal(currentOf(item, [home, { label: 'Příspěvek na péči', url: '/prispevek-na-peci' }]), 'true', 'a child of the item');
  t.equal(currentOf(item, [home, { label: 'Dávky', url: '/sluzby' }, { label: 'X', url: '/sluzby/x' }]), 'true', 'below the item by URL');
  t.equal(currentOf(other, [home, { label: 'Dávky', url: '/sluzby' }]), undefined, 'another section');
  t.equal(currentOf(homeItem, [home, { label: 'Dávky', url: '/sluzby' }]), undefined, 'the home page is on every trail, and marks none');
  t.equal(currentOf(homeItem, [home]), 'page', 'the home page itself');
  t.equal(currentOf(item, []), undefined, 'no trail (an error screen)');
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

t.test('throttled: at once, then one trailing call with the last state', async (t) => {
  let calls = 0;
  const run = throttled(() => calls++, HEADER_MENU.resizeThrottleMs);
  run();
  t.equal(calls, 1, 'the first call runs at once');
  run();
  run();
  run();
  t.equal(calls, 1, 'calls within the interval wait');
  await wait(HEADER_MENU.resizeThrottleMs + 30);
  t.equal(calls, 2, 'folded into one call at the end of the interval');
  await wait(HEADER_MENU.resizeThrottleMs + 10);
  run();
  t.equal(calls, 3, 'a whole interval later, at once again');
  run();
  run.cancel();
  await wait(HEADER_MENU.resizeThrottleMs + 30);
  t.equal(calls, 3, 'cancelled: nothing trails');
});
