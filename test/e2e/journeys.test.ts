/**
 * What a citizen meets, in real Chromium at 320, 375 and 1280 px: office pages readable on a phone, templates whose
 * headings and lists have their spacing, the region map named, the cookie bar early and never over what has
 * focus, a submenu that closes when focus leaves it, targets of 24 px, print without the cookie bar, the nearest
 * office found with and without JavaScript, a step-by-step journey followed from a page of it, a 404 page that searches.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';

t.setTimeout(600_000);
const base = await startPortal(t);
const browser = await launchBrowser(t);
const CHOSEN = { name: 'cookie_consent', value: 'v1.s0m0.2026-11-23' };

async function open(width: number, url: string, options: { javaScript?: boolean; consent?: boolean } = {}): Promise<Page> {
  // Reduced motion: focus scrolls into view at once, not in an animation a check would catch halfway.
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: options.javaScript ?? true, reducedMotion: 'reduce' });
  t.teardown(() => context.close());
  if (options.consent ?? true) await context.addCookies([{ ...CHOSEN, url: base }]);
  const page = await context.newPage();
  await page.goto(base + url);
  return page;
}

/** List bullets drawn left of the content column, and headings touching what is above or below them, in the page. */
function unfinished(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main [data-template]')!;
    const column = main.classList.contains('gov-container') ? main : (main.querySelector('.gov-container') ?? main);
    const contentLeft = column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft);
    for (const item of main.querySelectorAll('li')) {
      const bullet = getComputedStyle(item, '::before');
      if (bullet.content === 'none' || bullet.content === 'normal' || bullet.display === 'none') continue;
      const left = item.getBoundingClientRect().left + parseFloat(bullet.left || '0');
      if (left < contentLeft - 1) found.push(`a bullet at ${Math.round(left)} px, left of the column (${Math.round(contentLeft)}): ${item.textContent!.slice(0, 30)}`);
    }
    for (const heading of main.querySelectorAll('h2, h3')) {
      const box = heading.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      let node: Element | null = heading;
      while (node && node !== main && !node.previousElementSibling) node = node.parentElement;
      let above = node && node !== main ? node.previousElementSibling : null;
      while (above && above.getBoundingClientRect().height <= 2) above = above.previousElementSibling;
      const below = heading.nextElementSibling;
      if (above && box.top - above.getBoundingClientRect().bottom < 8) found.push(`nothing between "${heading.textContent!.slice(0, 30)}" and what is above`);
      if (below && below.getBoundingClientRect().height > 2 && below.getBoundingClientRect().top - box.bottom < 4) found.push(`nothing between "${heading.textContent!.slice(0, 30)}" and what follows`);
    }
    return found;
  });
}

t.test('office pages on a phone: facts one under another, nothing a column of letters, numbers and addresses whole', async (t) => {
  const pages = ['/kontakty/krajska-pobocka-liberec', '/ru/kontakty/kraevoy-filial-liberets', '/ua/kontakty/kraiova-filiia-liberets', '/en/contacts/office-praha-4', '/ru/kontaktnye-otdeleniya', '/ua/kontaktni-viddilennia'];
  for (const width of [320, 375]) {
    for (const url of pages) {
      const page = await open(width, url, { javaScript: false });
      const facts = await page.evaluate(() =>
        [...document.querySelectorAll('.office-contacts__list dd, .workplace__facts dd')].map((dd) => ({ text: dd.textContent!.slice(0, 30), width: dd.getBoundingClientRect().width })));
      t.ok(facts.length > 0, `${width} ${url}: facts`);
      const narrow = facts.filter((fact) => fact.width < width * 0.6);
      t.same(narrow, [], `${width} ${url}: every value as wide as the column`);
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('main a[href^="tel:"], main a[href^="mailto:"]')].filter((link) => link.getClientRects().length > 1).map((link) => link.textContent));
      t.same(broken, [], `${width} ${url}: phone numbers and e-mail addresses on one line`);
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${width} ${url}: no sideways scrolling`);
    }
  }
});

t.test('the templates that looked unfinished: headings spaced, no bullet hanging at the page’s edge', async (t) => {
  const pages = ['/objednani-na-pracoviste', '/kontakty/krajska-pobocka-liberec', '/kontakty/pracoviste-praha-4', '/mapa-pobocek', '/letaky/prace-s-docasnou-ochranou', '/kalendar-akci/veletrh-prace-hradec-kralove-2027', '/mapa-podpory-pro-pecujici', '/aktuality/veletrh-prace-brno-2026', '/kontaktni-pracoviste'];
  for (const width of [375, 1280]) {
    for (const url of pages) t.same(await unfinished(await open(width, url, { javaScript: false })), [], `${width} ${url}`);
  }
});

t.test('the region map names its regions on it, and each region is a named link', async (t) => {
  const page = await open(1280, '/mapa-pobocek', { javaScript: false });
  const names = await page.$$eval('.region-map text', (texts) => texts.map((text) => ({ name: text.textContent, visible: text.getBoundingClientRect().width > 10 })));
  t.equal(names.length, 14, 'fourteen names');
  t.ok(names.every((name) => name.visible), 'each drawn');
  t.ok(names.some((name) => name.name === 'Liberecký') && names.some((name) => name.name === 'Praha'), 'the regions’ short names');
  const links = await page.$$eval('.region-map a', (anchors) => anchors.map((anchor) => anchor.getAttribute('aria-label')));
  t.ok(links.length === 14 && links.every((label) => label && label.includes(':')), 'each link named by region and branch');
  const english = await open(1280, '/en/map-of-regional-branches', { javaScript: false });
  t.ok((await english.$$eval('.region-map text', (texts) => texts.map((text) => text.textContent))).includes('Liberec'), 'in the page’s language');
});

t.test('the cookie bar: reached right after the skip link, in the page’s flow, never over what has focus', async (t) => {
  const page = await open(1280, '/podpora-v-nezamestnanosti', { consent: false });
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.className), 'skip-link');
  await page.keyboard.press('Tab');
  t.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.cookie-bar'))), 'the bar next');
  t.not(await page.$eval('.cookie-bar', (bar) => getComputedStyle(bar).position), 'fixed');
  t.not(await page.$eval('.cookie-bar', (bar) => getComputedStyle(bar).position), 'sticky');
  const covered: string[] = [];
  for (let stop = 0; stop < 60; stop++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      return top && (top === focused || focused.contains(top) || top.contains(focused)) ? null : `${focused.tagName} "${focused.textContent?.slice(0, 20)}" at ${Math.round(x)},${Math.round(y)} under ${top?.tagName}.${top?.className}`;
    });
    if (hidden) covered.push(hidden);
  }
  t.same(covered, [], 'sixty stops, each fully in view');
});

t.test('an open submenu closes when focus moves on; the inactivity dialog is the session test’s (centred there)', async (t) => {
  const page = await open(1280, '/');
  await waitForHydration(page);
  const toggle = page.locator('.portal-nav__toggle').first();
  await toggle.click();
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await panel.waitFor({ state: 'visible' });
  const links = await panel.locator('a').count();
  // Opening put focus on its first link: Tab to its last, then once more out of it.
  for (let i = 1; i < links; i++) await page.keyboard.press('Tab');
  t.ok(await panel.isVisible(), 'open while focus is inside');
  await page.keyboard.press('Tab');
  await panel.waitFor({ state: 'hidden' });
  t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'closed once focus left it');
});

t.test('targets a finger can hit: standing links of 24 px at least', async (t) => {
  const page = await open(375, '/aktuality?tema=pece&year=2024', { javaScript: false });
  const clear = await page.locator('.list-clear').boundingBox();
  t.ok(clear && clear.height >= 24, `"Zrušit filtry" is ${clear?.height} px high`);
  const office = await open(375, '/kontakty/pracoviste-praha-4', { javaScript: false });
  const map = await office.locator('.map-link').boundingBox();
  t.ok(map && map.height >= 24, `the map link is ${map?.height} px high`);
  const list = await open(375, '/aktuality', { javaScript: false });
  for (const box of await list.locator('.feed-links a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) t.ok(box >= 24, `a feed link is ${box} px high`);
});

t.test('printed before a cookie choice: no cookie bar and no toasts on paper', async (t) => {
  const page = await open(1280, '/podpora-v-nezamestnanosti', { consent: false });
  await waitForHydration(page);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('portal:toast', { detail: { severity: 'info', summary: 'Uloženo' } })));
  await page.emulateMedia({ media: 'print' });
  t.equal(await page.$eval('.cookie-bar', (bar) => getComputedStyle(bar).display), 'none');
  t.equal(await page.$eval('.toasts', (toasts) => getComputedStyle(toasts).display), 'none');
  await page.emulateMedia({ media: 'screen' });
  t.not(await page.$eval('.cookie-bar', (bar) => getComputedStyle(bar).display), 'none', 'on screen it is there');
});

t.test('the client zone’s sign-in in Russian fits a 320 px screen', async (t) => {
  const page = await open(320, '/ru/lichnyy-kabinet', { javaScript: false });
  await page.waitForURL(/\/cas\/login/);
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'no sideways scrolling');
});

t.test('the nearest office: typed on the home page, chosen among places of that name, found on the list, with JavaScript and without', async (t) => {
  for (const javaScript of [true, false]) {
    const page = await open(375, '/en', { javaScript });
    const problems = collectProblems(page);
    if (javaScript) await waitForHydration(page);
    await page.getByLabel('The municipality where you have permanent residence').fill('benesov');
    await page.getByRole('button', { name: 'Find your office' }).click();
    await page.waitForURL(/\/en\/contact-offices\?obec=benesov/);
    // Two municipalities are called Benešov: the visitor chooses theirs by its district.
    const choices = page.locator('.office-finder-result__choices li');
    await choices.first().waitFor();
    t.match(await choices.first().textContent(), 'Benešov (district of Benešov, Středočeský kraj)', `${javaScript ? 'with' : 'without'} JavaScript: a choice`);
    await choices.first().getByRole('link').click();
    await page.waitForURL(/\/en\/contact-offices\?obec=529303/);
    // With JavaScript the address changes before the page shows the office: wait for what a person reads.
    const result = page.locator('.office-finder-result', { hasText: 'Your office for Benešov' });
    await result.waitFor();
    t.match(await result.textContent(), /Your office for Benešov/, `${javaScript ? 'with' : 'without'} JavaScript`);
    t.match(await result.locator('.found-office a').first().getAttribute('href'), '/en/contacts/office-benesov');
    t.match(await result.textContent(), /Today \(\w+\): /, 'today’s hours');
    t.match(await result.textContent(), /(Open now|Closed now)/, 'whether it is open now');
    if (javaScript) t.same(problems, [], 'no console problems');
  }
});

/** The top of an element's box in the page, or null where it is not shown. */
const topOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 && getComputedStyle(element).visibility !== 'hidden' ? box.top + window.scrollY : null;
});

// test/app/guidance.test.ts reads these in the HTML; here as a person sees them.
t.test('a step-by-step journey on a phone without JavaScript: a stale translation said, "Part of" above the heading, the steps followed', async (t) => {
  const page = await open(375, '/en/unemployment-benefit', { javaScript: false });
  const behind = await topOf(page, 'main .behind-czech');
  const part = await topOf(page, 'main nav.journey-part');
  const h1 = await topOf(page, 'main h1');
  t.ok(behind !== null && part !== null && h1 !== null && behind < part && part < h1, `the stale translation's notice, then "Part of", then the heading (${behind}, ${part}, ${h1})`);
  t.ok(await page.getByRole('link', { name: 'Read it in Czech' }).isVisible(), 'the way to the Czech page seen');
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'nothing wider than the phone');
  t.equal(await page.locator('.journey-part__of').innerText(), 'Part of: I lost my job, step 2 of 5: Apply for unemployment benefit');

  await page.locator('.journey-part__next a').click();
  await page.waitForURL(`${base}/en/portals/jobs-gov-cz`);
  const lostJob = page.locator('nav.journey-part[aria-label="Step by step: I lost my job"]');
  t.match(await lostJob.locator('.journey-part__of').innerText(), /step 3 of 5/, 'the next step, and where it stands');
  await lostJob.locator('.journey-part__of a').click();
  await page.waitForURL(`${base}/en/step-by-step/i-lost-my-job`);
  t.equal(await page.locator('.journey__number:visible').count(), 5, 'the journey: its five steps seen');
});

t.test('with JavaScript, a step followed by client navigation keeps "Part of"', async (t) => {
  const page = await open(1280, '/en/unemployment-benefit');
  const problems = collectProblems(page);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator('.journey-part__previous a').click();
  await page.waitForURL(`${base}/en/forms/application-for-job-placement`);
  // The new page is painted once its heading is the form's.
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent !== 'Unemployment benefit');
  t.match(await page.locator('nav.journey-part[aria-label="Step by step: I lost my job"] .journey-part__of').innerText(), /step 1 of 5/);
  t.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, 'no full load: the client navigated');
  t.same(problems, []);
});

t.test('404 without JavaScript: its search box finds the page, the most used tasks are there', async (t) => {
  const page = await open(375, '/en/no-such-page', { javaScript: false });
  t.equal(await page.locator('main .error-screen__tasks a:visible').count(), 5, 'five tasks seen');
  const box = page.locator('main').getByRole('searchbox', { name: 'Search the portal' });
  t.ok(await box.isVisible(), 'the page\'s own search box seen');
  await box.fill('parental allowance');
  await box.press('Enter');
  await page.waitForURL(/\/en\/search\?q=parental\+allowance/);
  t.ok(await page.locator('main').getByRole('link', { name: 'Parental allowance', exact: true }).first().isVisible(), 'the page searched for is found');
});
