/**
 * The header's menus in Chromium at 375, 800 and 1280 px (docs/product.md §13.5): the overflow submenu of a long menu,
 * the phone menu and its sections, every toggle by keyboard alone, the current section, the footer's "up" control,
 * and all of it without JavaScript. The portal runs on a copy of the sample content whose Czech menu is long.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';
import { SAMPLE_CONTENT } from '../helpers/portal.ts';
import { HEADER_MENU, itemsThatFit } from '../../ui/header-menu-rules.ts';

const MORE_LABEL = 'Další položky';
const EXTRA_ITEMS = [
  // Sections far right in the bar, whose dropdowns must not run off the window.
  { label: 'Aktuality', url: '/aktuality', children: [{ label: 'Tiskové zprávy a prohlášení k aktuálním tématům', url: '/tiskove-zpravy' }] },
  { label: 'Kariéra', url: '/kariera', children: [{ label: 'Úřední deska', url: '/uredni-deska' }] },
  { label: 'Úřední deska', url: '/uredni-deska' },
  { label: 'Tiskové zprávy', url: '/tiskove-zpravy' },
  { label: 'Kalendář akcí', url: '/kalendar-akci' },
  { label: 'Rekvalifikace', url: '/rekvalifikace' },
];

/** The sample content with six more first-level items in the Czech menu and the overflow label set. */
async function contentWithLongMenu(): Promise<{ dir: string; menuLength: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-long-menu-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await cp(SAMPLE_CONTENT, dir, { recursive: true });
  const file = path.join(dir, 'up/pages/config-up.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  const data = config.translations['cs-CZ'].data;
  const menu = [...JSON.parse(data.menu), ...EXTRA_ITEMS];
  data.menu = JSON.stringify(menu);
  data.menuDalsi = MORE_LABEL;
  await writeFile(file, JSON.stringify(config, null, 2));
  return { dir, menuLength: menu.length };
}

// Some thirty page loads at three widths, with and without JavaScript: more than the default time of a test file
// on a busy machine.
t.setTimeout(360_000);
const content = await contentWithLongMenu();
const base = await startPortal(t, {}, { contentDir: content.dir });
const browser: Browser = await launchBrowser(t);

interface Teardown {
  teardown(fn: () => unknown): void;
}

const ITEMS = '#portal-nav .portal-nav__list > [data-menu-item]';
const MORE_TOGGLE = 'button[aria-controls="portal-nav-more"]';
const PHONE_TOGGLE = '.portal-header__menu-toggle';

/**
 * A page in its own context. `javaScript: false` turns JavaScript off; `'unloaded'` keeps it on but lets no script
 * load, the same server HTML without the client, where axe (which runs as a script) can still look.
 */
async function open(t: Teardown, path: string, options: { width: number; height?: number; javaScript?: boolean | 'unloaded'; reducedMotion?: 'reduce' | 'no-preference' }) {
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    locale: 'cs-CZ',
    viewport: { width: options.width, height: options.height ?? 800 },
    javaScriptEnabled: javaScript !== false,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  t.teardown(() => context.close());
  if (javaScript === 'unloaded') await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(base + path);
  if (javaScript === true) await waitForHydration(page);
  return { page, problems };
}

/** The bar as measured: the root's width, every first-level item's width, and how many are shown. */
function bar(page: Page) {
  return page.$$eval(ITEMS, (items) => ({
    rootWidth: items[0]!.parentElement!.clientWidth,
    widths: items.map((item) => item.getBoundingClientRect().width),
    shown: items.filter((item) => getComputedStyle(item).visibility === 'visible').map((item) => item.querySelector('a')!.textContent),
    tops: [...new Set(items.filter((item) => getComputedStyle(item).visibility === 'visible').map((item) => Math.round(item.getBoundingClientRect().top)))],
  }));
}

const overflowLabels = (page: Page) => page.$$eval('#portal-nav-more > li > a', (links) => links.map((link) => link.textContent));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedControls = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? '');
const chevron = (page: Page, toggle: string) => page.getAttribute(`${toggle} svg path`, 'd');

/** axe on the header alone: the rest of each page is other tests' business, and a whole page is slow to check. */
const headerAxe = (page: Page) => seriousAxe(page, { include: 'header' });

/** Waits out the 200 ms in which a second click on a toggle is ignored. */
const pastClickThrottle = (page: Page) => page.waitForTimeout(250);

t.test('at 1280 and 800 px: items that do not fit move into the overflow submenu, and back on resize', async (t) => {
  const { page, problems } = await open(t, '/sluzby', { width: 1280 });
  const wide = await bar(page);
  t.equal(wide.widths.length, content.menuLength, 'every item is in the bar, measured');
  t.equal(wide.shown.length, itemsThatFit(wide.rootWidth, wide.widths), 'as many shown as fit: root minus 120 px, each item plus 16 px');
  t.ok(wide.shown.length < content.menuLength, 'a long menu does not fit at 1280 px');
  t.equal(wide.tops.length, 1, 'the items shown stand on one line');
  t.equal(await page.textContent(MORE_TOGGLE), MORE_LABEL, 'the overflow toggle is labelled from the web config');
  t.equal(await page.getAttribute(MORE_TOGGLE, 'aria-label'), 'Zobrazit další položky');
  t.same(await overflowLabels(page), [...(await page.$$eval(`${ITEMS} > a`, (links) => links.map((link) => link.textContent)))].slice(wide.shown.length), 'the rest, in order, in the submenu');

  await page.setViewportSize({ width: 800, height: 800 });
  await page.waitForFunction((count) => document.querySelectorAll('#portal-nav-more > li').length > count, content.menuLength - wide.shown.length);
  const narrow = await bar(page);
  t.ok(narrow.shown.length < wide.shown.length, `items moved out at 800 px (${wide.shown.length} → ${narrow.shown.length})`);
  t.equal(narrow.shown.length, itemsThatFit(narrow.rootWidth, narrow.widths), 'as many shown as fit at 800 px');
  t.equal(narrow.tops.length, 1, 'still one line');
  t.equal((await overflowLabels(page)).length, content.menuLength - narrow.shown.length);
  const shownToggles = await page.$$eval('#portal-nav button[aria-controls]', (buttons) => buttons.filter((b) => b.checkVisibility({ visibilityProperty: true })).map((b) => b.getAttribute('aria-controls')!));
  for (const id of shownToggles) {
    await page.click(`button[aria-controls="${id}"]`);
    const { left, right, end } = await page.$eval(`#${id}`, (panel) => ({ ...panel.getBoundingClientRect().toJSON(), end: document.documentElement.clientWidth }));
    t.ok(left >= 0 && right <= end, `at 800 px ${id} opens within the window (${Math.round(left)}–${Math.round(right)} of ${end} px)`);
    await page.keyboard.press('Escape');
    await pastClickThrottle(page);
  }

  // At 1200 px the last section shown ends near the right edge: its dropdown opens leftwards. Which section that is
  // depends on the items' widths (the Gov DS navigation's are wider than the portal's own were).
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction((count) => document.querySelectorAll('#portal-nav-more > li').length < count, content.menuLength - narrow.shown.length);
  const last = await page.$$eval(`${ITEMS} > button[aria-controls]`, (buttons) => buttons.filter((button) => button.checkVisibility({ visibilityProperty: true })).at(-1)!.getAttribute('aria-controls')!);
  await page.click(`button[aria-controls="${last}"]`);
  const edge = await page.$eval(`#${last}`, (panel) => ({ ...panel.getBoundingClientRect().toJSON(), end: document.documentElement.clientWidth }));
  t.ok(edge.left >= 0 && edge.right <= edge.end, `a dropdown by the right edge stays within the window (${Math.round(edge.left)}–${Math.round(edge.right)} of ${edge.end} px)`);
  await page.keyboard.press('Escape');
  await pastClickThrottle(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction((count) => document.querySelectorAll('#portal-nav-more > li').length === count, content.menuLength - wide.shown.length);
  t.same((await bar(page)).shown, wide.shown, 'back at 1280 px the same items came back in');

  await page.click(MORE_TOGGLE);
  t.equal(await page.getAttribute(MORE_TOGGLE, 'aria-expanded'), 'true', 'open: aria-expanded');
  t.ok(await page.isVisible('#portal-nav-more'), 'the submenu shows');
  t.equal(await chevron(page, MORE_TOGGLE), 'M3 10l5-5 5 5', 'the chevron points up');
  t.equal(await focusedText(page), (await overflowLabels(page))[0], 'focus on its first item');
  t.same(await headerAxe(page), [], 'axe: the overflow submenu open');
  await page.mouse.click(5, 700);
  t.equal(await page.getAttribute(MORE_TOGGLE, 'aria-expanded'), 'false', 'a click outside closes it');
  t.ok(await page.isHidden('#portal-nav-more'));
  t.equal(await chevron(page, MORE_TOGGLE), 'M3 6l5 5 5-5', 'the chevron points down');
  t.same(problems, [], 'no console error or hydration warning');
});

t.test('at 1280 px by keyboard: every toggle opens, moves focus in, closes on Escape with focus back; one open at a time', async (t) => {
  const { page } = await open(t, '/sluzby', { width: 1280 });
  const toggles = await page.$$eval('#portal-nav button[aria-controls]', (buttons) => buttons.filter((b) => b.checkVisibility({ visibilityProperty: true })).map((b) => b.getAttribute('aria-controls')!));
  t.ok(toggles.length >= 3, 'section toggles and the overflow toggle');
  t.match(await page.getAttribute(`button[aria-controls="${toggles[0]}"]`, 'aria-label'), /^Zobrazit \/ Skrýt položky sekce \S/, 'a section toggle names its section');

  // From the skip link on, Tab alone reaches the first toggle.
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40 && (await focusedControls(page)) !== toggles[0]; i++) await page.keyboard.press('Tab');
  t.equal(await focusedControls(page), toggles[0], 'Tab reaches the first section toggle');

  for (const [index, id] of toggles.entries()) {
    const toggle = `button[aria-controls="${id}"]`;
    await page.focus(toggle);
    await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
    t.equal(await page.getAttribute(toggle, 'aria-expanded'), 'true', `${id}: opened by ${index % 2 ? 'Space' : 'Enter'}`);
    t.equal(await page.evaluate((panel) => document.getElementById(panel)!.contains(document.activeElement), id), true, `${id}: focus moved into it`);
    t.equal(await page.evaluate((panel) => document.activeElement === document.getElementById(panel)!.querySelector('a'), id), true, `${id}: on its first link`);
    const { left, right, end } = await page.$eval(`#${id}`, (panel) => ({ ...panel.getBoundingClientRect().toJSON(), end: document.documentElement.clientWidth }));
    t.ok(left >= 0 && right <= end, `${id}: within the window (${Math.round(left)}–${Math.round(right)} of ${end} px)`);
    await page.keyboard.press('Escape');
    t.equal(await page.getAttribute(toggle, 'aria-expanded'), 'false', `${id}: Escape closes`);
    t.equal(await focusedControls(page), id, `${id}: focus back on its toggle`);
    await pastClickThrottle(page);
  }

  const [first, second] = toggles.map((id) => `button[aria-controls="${id}"]`);
  await page.click(first!);
  await pastClickThrottle(page);
  await page.click(second!);
  t.equal(await page.getAttribute(first!, 'aria-expanded'), 'false', 'opening one closes the other');
  t.equal(await page.getAttribute(second!, 'aria-expanded'), 'true');
  await pastClickThrottle(page);
  await page.$eval(second!, (button) => {
    (button as HTMLButtonElement).click();
    (button as HTMLButtonElement).click();
  });
  t.equal(await page.getAttribute(second!, 'aria-expanded'), 'false', 'of two clicks within 200 ms only the first counts');
});

t.test('at 375 px: the phone menu behind a toggle, second-level items as sections, a compact header', async (t) => {
  const { page, problems } = await open(t, '/prispevek-na-peci', { width: 375, height: 667 });
  const header = await page.$eval('header', (element) => element.getBoundingClientRect().height);
  t.ok(header <= 0.2 * 667, `the closed header takes at most a fifth of the first screen (${header} px)`);
  t.ok(await page.isHidden('#portal-nav'), 'the navigation is hidden');
  t.ok(await page.isHidden('.language-switcher'), 'so are the languages');
  t.ok(await page.isVisible('.header-search'), 'the search box stays');
  t.equal(await page.getAttribute(PHONE_TOGGLE, 'aria-label'), 'Zobrazit / Skrýt menu');
  t.equal(await page.getAttribute(PHONE_TOGGLE, 'aria-expanded'), 'false');
  const closedIcon = await chevron(page, PHONE_TOGGLE);

  await page.click(PHONE_TOGGLE);
  t.equal(await page.getAttribute(PHONE_TOGGLE, 'aria-expanded'), 'true', 'open');
  t.not(await chevron(page, PHONE_TOGGLE), closedIcon, 'the list icon turned into a close icon');
  t.ok(await page.isVisible('#portal-nav'), 'the navigation shows');
  t.ok(await page.isVisible('.language-switcher'), 'the languages show');
  t.equal(await page.evaluate(() => document.activeElement === document.querySelector('#portal-nav a')), true, 'focus on its first link');
  t.equal(await page.locator(`${ITEMS}:visible`).count(), content.menuLength, 'every first-level item, none moved into an overflow submenu');
  t.ok(await page.isHidden(MORE_TOGGLE), 'no overflow toggle on a phone');
  t.equal(await page.getAttribute('#portal-nav a[href="/sluzby"]', 'aria-current'), 'true', 'the section of this page is marked');

  const sectionToggle = 'button[aria-label="Zobrazit / Skrýt položky sekce Dávky"]';
  const sectionId = (await page.getAttribute(sectionToggle, 'aria-controls'))!;
  t.ok(await page.isHidden(`#${sectionId}`), 'sections start closed');
  await pastClickThrottle(page);
  await page.click(sectionToggle);
  t.ok(await page.isVisible(`#${sectionId}`), 'a section opens in place');
  t.equal(await page.getAttribute(`#${sectionId} a[href="/prispevek-na-peci"]`, 'aria-current'), 'page', 'the page itself is marked');
  t.equal(await page.getAttribute(PHONE_TOGGLE, 'aria-expanded'), 'true', 'the menu stays open around it');
  t.same(await headerAxe(page), [], 'axe: phone menu and a section open');
  await page.keyboard.press('Escape');
  t.ok(await page.isHidden(`#${sectionId}`), 'Escape closes the section first');
  t.equal(await page.evaluate((s) => document.activeElement === document.querySelector(s), sectionToggle), true, 'focus back on the section toggle');
  await page.keyboard.press('Escape');
  t.equal(await page.getAttribute(PHONE_TOGGLE, 'aria-expanded'), 'false', 'then the menu');
  t.equal(await page.evaluate((s) => document.activeElement === document.querySelector(s), PHONE_TOGGLE), true, 'focus back on the menu toggle');
  t.ok(await page.isHidden('#portal-nav'));

  await pastClickThrottle(page);
  await page.focus(PHONE_TOGGLE);
  await page.keyboard.press('Enter');
  t.ok(await page.isVisible('#portal-nav'), 'by keyboard too');
  await page.click('main h1');
  t.ok(await page.isHidden('#portal-nav'), 'a click outside the header closes it');

  await pastClickThrottle(page);
  await page.click(PHONE_TOGGLE);
  await page.click('#portal-nav a[href="/kontakty"]');
  await page.waitForURL(base + '/kontakty');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Příspěvek na péči');
  await page.waitForFunction(() => !document.querySelector('#portal-nav')!.checkVisibility());
  t.pass('the menu closes when another page is shown');
  t.same(problems, [], 'no console error or hydration warning');
});

t.test('the setup delay: a change between phone and bar closes the menus once settled for 500 ms, not before', async (t) => {
  const { page, problems } = await open(t, '/sluzby', { width: 375, height: 667 });
  const expanded = () => page.getAttribute(PHONE_TOGGLE, 'aria-expanded');
  await page.click(PHONE_TOGGLE);
  t.equal(await expanded(), 'true', 'the phone menu open');
  // A foldable half-opening: across 768 px and back within the delay.
  await page.setViewportSize({ width: 900, height: 667 });
  await page.waitForTimeout(100);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.waitForTimeout(HEADER_MENU.mobileMenuSetupDelayMs + 300);
  t.equal(await expanded(), 'true', 'back on the phone layout within the delay: still open');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(200);
  t.equal(await expanded(), 'true', 'not before the delay');
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', PHONE_TOGGLE, { timeout: 2000 });
  t.pass('set up afresh for the bar after the delay');
  await page.click(MORE_TOGGLE);
  t.equal(await page.getAttribute(MORE_TOGGLE, 'aria-expanded'), 'true', 'the overflow submenu open in the bar');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.waitForTimeout(HEADER_MENU.mobileMenuSetupDelayMs + 300);
  t.ok(await page.isHidden('#portal-nav'), 'on the phone the menu starts closed');
  t.equal(await expanded(), 'false');
  t.same(problems, [], 'no console error');
});

t.test('the current section is marked in the bar (aria-current)', async (t) => {
  const { page } = await open(t, '/prispevek-na-peci', { width: 1280 });
  t.equal(await page.getAttribute('#portal-nav .portal-nav__link[href="/sluzby"]', 'aria-current'), 'true', 'the section');
  t.equal(await page.locator('#portal-nav .portal-nav__link[aria-current]').count(), 1, 'only it');
  await page.click('#portal-nav .portal-nav__link[href="/sluzby"]');
  await page.waitForURL(base + '/sluzby');
  await page.waitForFunction(() => document.querySelector('#portal-nav .portal-nav__link[href="/sluzby"]')?.getAttribute('aria-current') === 'page');
  t.pass('after a client-side navigation the page itself is marked');
});

t.test('the footer "up" control scrolls to the top over about 500 ms and moves focus there', async (t) => {
  const { page } = await open(t, '/sluzby', { width: 1280, height: 600 });
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const start = await page.evaluate(() => window.scrollY);
  t.ok(start > 500, 'scrolled down');
  await page.click('.portal-footer__up');
  await page.waitForTimeout(200);
  const midway = await page.evaluate(() => window.scrollY);
  t.ok(midway > 0 && midway < start, `on its way up after 200 ms (${midway} of ${start})`);
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 2000 });
  t.equal(await page.evaluate(() => document.activeElement?.id), 'top', 'focus at the top');
  t.equal(new URL(page.url()).hash, '', 'no fragment added to the address');

  const reduced = await open(t, '/sluzby', { width: 1280, height: 600, reducedMotion: 'reduce' });
  await reduced.page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await reduced.page.click('.portal-footer__up');
  t.equal(await reduced.page.evaluate(() => window.scrollY), 0, 'at once for a visitor who asks for reduced motion');
  t.equal(await reduced.page.evaluate(() => document.activeElement?.id), 'top');
});

t.test('without JavaScript: every item reachable at 1280 px, the phone menu opens and closes through links at 375 px', async (t) => {
  const wide = await open(t, '/sluzby', { width: 1280, javaScript: false });
  const all = await bar(wide.page);
  t.equal(all.shown.length, content.menuLength, 'every first-level item shows');
  t.ok(all.tops.length > 1, 'wrapped onto more lines');
  // The sections' toggles are in the HTML (so hydration moves nothing) but hidden until JavaScript runs them.
    t.equal(await wide.page.locator('#portal-nav button:visible').count(), 0, 'no visible toggle that would need JavaScript');
  t.ok(await wide.page.isHidden('#portal-nav .portal-nav__submenu a'), 'sections closed');
  await wide.page.focus('#portal-nav .portal-nav__link[href="/sluzby"]');
  t.ok(await wide.page.isVisible('#portal-nav a[href="/prispevek-na-peci"]'), 'a section opens while its item has focus');
  await wide.page.keyboard.press('Tab');
  t.equal(await focusedText(wide.page), 'Dávka státní sociální pomoci', 'and Tab walks into it');

  const phone = await open(t, '/sluzby', { width: 375, height: 667, javaScript: false });
  t.ok(await phone.page.isHidden('#portal-nav'), 'the navigation starts hidden');
  t.equal(await phone.page.getAttribute(PHONE_TOGGLE, 'href'), '#portal-nav', 'the toggle is a link to it');
  await phone.page.click(PHONE_TOGGLE);
  t.ok(await phone.page.isVisible('#portal-nav'), 'the navigation shows');
  t.ok(await phone.page.isVisible('.language-switcher'), 'with the languages');
  t.ok(await phone.page.isVisible('#portal-nav a[href="/prispevek-na-peci"]'), 'with the sections open');
  t.equal(await phone.page.locator(`${ITEMS}:visible`).count(), content.menuLength, 'every item');
  t.ok(await phone.page.isHidden('.portal-header__menu-open'), 'the open link makes way');
  t.equal(await phone.page.getAttribute('.portal-header__menu-close', 'aria-label'), 'Zavřít menu', 'for the link that closes it');
  await phone.page.click('.portal-header__menu-close');
  t.equal(new URL(phone.page.url()).hash, '#top', 'to the header');
  t.ok(await phone.page.isHidden('#portal-nav'), 'the navigation closed');
  t.ok(await phone.page.isHidden('.language-switcher'), 'and the tools with it');
  t.ok(await phone.page.isVisible('.portal-header__menu-open'), 'the link to open it back');
  t.ok(await phone.page.isHidden('.portal-header__menu-close'));
  await phone.page.click('.portal-header__menu-open');
  t.ok(await phone.page.isVisible('#portal-nav'), 'and it opens again');
});

t.test('without the client script: axe on the phone menu opened through its link', async (t) => {
  const { page } = await open(t, '/sluzby', { width: 375, height: 667, javaScript: 'unloaded' });
  t.notOk(await page.getAttribute('html', 'data-hydrated'), 'not hydrated');
  await page.click(PHONE_TOGGLE);
  t.ok(await page.isVisible('#portal-nav'), 'the phone menu open');
  t.same(await headerAxe(page), [], 'axe: the phone menu');
});
