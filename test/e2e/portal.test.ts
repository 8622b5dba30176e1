/** What a person sees, in real Chromium, in each of the four languages. */
import t from 'tap';
import { seriousAxe } from '../helpers/axe.ts';
import { collectProblems, launchBrowser, startPortal, waitForHydration } from '../helpers/browser.ts';
import { samplePages } from '../helpers/sample-pages.ts';
import { DATA_ELEMENT_ID } from '../../ui/Document.tsx';

const journeys = [
  { locale: 'cs', home: '/', lang: 'cs-CZ', link: '/prispevek-na-bydleni', switchTo: 'en-GB', translated: '/en/housing-allowance', translatedLang: 'en-GB', cookie: 'en' },
  { locale: 'en', home: '/en', lang: 'en-GB', link: '/en/housing-allowance', switchTo: 'uk-UA', translated: '/ua/dopomoha-na-zhytlo', translatedLang: 'uk-UA', cookie: 'ua' },
  { locale: 'ru', home: '/ru', lang: 'ru-RU', link: '/ru/posobie-na-zhile', switchTo: 'cs-CZ', translated: '/prispevek-na-bydleni', translatedLang: 'cs-CZ', cookie: 'cs' },
  { locale: 'ua', home: '/ua', lang: 'uk-UA', link: '/ua/dopomoha-na-zhytlo', switchTo: 'ru-RU', translated: '/ru/posobie-na-zhile', translatedLang: 'ru-RU', cookie: 'ru' },
];

// One portal and one browser for the whole file: each test opens its own context.
const base = await startPortal(t);
const browser = await launchBrowser(t);

t.test('four languages in Chromium', async (t) => {

  for (const j of journeys) {
    t.test(j.locale, async (t) => {
      const context = await browser.newContext({ locale: j.lang });
      t.teardown(() => context.close());
      const page = await context.newPage();
      const problems = collectProblems(page);

      const response = await page.goto(base + j.home);
      t.equal(response?.status(), 200);
      await waitForHydration(page);
      t.equal(await page.getAttribute('html', 'lang'), j.lang, 'lang of the home page');
      t.same(problems, [], 'no console error or hydration warning on the home page');

      t.same(await seriousAxe(page), [], 'axe: home page');

      // A marker on window survives a client-side navigation and dies with a full page load.
      await page.evaluate(() => ((window as unknown as { portalMarker: number }).portalMarker = 1));
      const homeHeading = await page.textContent('h1');
      await page.click(`main a[href="${j.link}"]`);
      await page.waitForURL(base + j.link);
      await page.waitForFunction((previous) => document.querySelector('h1')?.textContent !== previous, homeHeading);
      t.equal(await page.evaluate(() => (window as unknown as { portalMarker?: number }).portalMarker), 1, 'rendered client-side, no reload');
      t.equal(await page.title(), `${await page.textContent('h1')} – ${await page.textContent('.portal-header__brand')}`, 'the title follows the page');
      t.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus moved to the main content');
      t.match(await page.textContent('[role="status"]'), /\S/, 'the new page is announced');

      t.same(await seriousAxe(page), [], 'axe: content page');

      await page.click(`.language-switcher a[hreflang="${j.switchTo}"]`);
      await page.waitForURL(base + j.translated);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, j.translatedLang);
      t.equal(await page.evaluate(() => (window as unknown as { portalMarker?: number }).portalMarker), 1, 'language switch without reload');
      const cookies = await context.cookies();
      t.equal(cookies.find((c) => c.name === 'i18n_redirected')?.value, j.cookie, 'the choice is remembered');
      t.ok((cookies.find((c) => c.name === 'i18n_redirected')?.expires ?? 0) > Date.now() / 1000 + 364 * 86400, 'for a year');

      await page.goBack();
      await page.waitForURL(base + j.link);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, j.lang);
      t.same(problems, [], 'no console error during the journey');
    });
  }
});

t.test('without JavaScript every page still works: links are plain links', async (t) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'cs-CZ' });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/');
  await page.click('main a[href="/prispevek-na-bydleni"]');
  await page.waitForURL(base + '/prispevek-na-bydleni');
  t.match(await page.textContent('h1'), /Příspěvek na bydlení/);
  await page.click('.language-switcher a[hreflang="en-GB"]');
  await page.waitForURL(base + '/en/housing-allowance');
  t.equal(await page.getAttribute('html', 'lang'), 'en-GB');
});

t.test('keyboard: the skip link is the first stop and leads to the main content', async (t) => {
  const context = await browser.newContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto(base + '/prispevek-na-bydleni');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  t.equal(await page.evaluate(() => document.activeElement?.className), 'skip-link');
  t.ok(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top >= 0), 'visible when focused');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.hash === '#main');
  await page.keyboard.press('Tab');
  t.ok(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)), 'the next stop is inside the main content');
});

t.test('an unknown page answers 404 with the error screen and no console error from the app', async (t) => {
  const context = await browser.newContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems = collectProblems(page);
  const response = await page.goto(base + '/en/no-such-page');
  t.equal(response?.status(), 404);
  await waitForHydration(page);
  t.equal(await page.textContent('h1'), 'Page not found');
  t.equal(await page.getAttribute('.error-screen__icon', 'alt'), 'Error 404 icon');
  t.same(problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p)), []);
  // The button home (the screen's search form has a button too).
  await page.click('.error-screen a.portal-button[href="/en"]');
  await page.waitForURL(base + '/en');
});

/** The templates whose components format dates or numbers as they render (the texts come with the page data). */
const FORMATTING_TEMPLATES = ['Konference', 'Odstavka', 'Podcast', 'SeznamDokumentu', 'UpCzSluzebniMisto', 'UpCzVerejnaVyhlaska', 'UpCzZaznamKalendare', 'VyzadanaInformace'];

t.test("loading a page with dates, numbers or office hours starts none of the browser's Intl formatters or collators", async (t) => {
  // The first one a page uses starts the browser's ICU data: 80–200 ms of a phone's main thread (shared/i18n.ts).
  const context = await browser.newContext();
  t.teardown(() => context.close());
  await context.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator'] as const) {
      Intl[name] = new Proxy(Intl[name], {
        construct(target, args: unknown[]) {
          used.push(`Intl.${name}`);
          return new (target as new (...a: unknown[]) => object)(...args);
        },
      }) as never;
    }
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      used.push('localeCompare');
      return localeCompare.apply(this, args);
    };
  });
  const page = await context.newPage();
  for (const path of ['/', '/prispevek-na-bydleni', '/aktuality', '/aktuality/veletrh-prace-ostrava-2026', '/kontakty/pracoviste-kraslice']) {
    const response = await page.goto(base + path);
    t.equal(response?.status(), 200, path);
    await waitForHydration(page);
    if (path.startsWith('/aktuality')) t.ok((await page.locator('main time').count()) > 0, `${path} shows dates`);
    // An office's hours name the weekdays (the day's own text, before the mark today's row carries).
    if (path.startsWith('/kontakty')) {
      const firstDay = page.locator('.office-hours__table th[scope="row"]').first();
      t.equal(await firstDay.evaluate((th) => th.firstChild?.textContent), 'pondělí', `${path} names the days`);
    }
    t.same(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed), [], `${path}: none started`);
  }
  const formatting = samplePages().filter((sample) => FORMATTING_TEMPLATES.includes(sample.key));
  t.equal(formatting.length, FORMATTING_TEMPLATES.length, 'a sample page of each template that formats');
  for (const path of formatting.flatMap((sample) => [sample.czech, sample.other.url])) {
    const response = await page.goto(base + path);
    // An outage page answers 503 and is a page all the same.
    t.ok([200, 503].includes(response?.status() ?? 0), `${path}: ${response?.status()}`);
    await waitForHydration(page);
    const formatted = await page.evaluate((id) => (JSON.parse(document.getElementById(id)!.textContent!) as { formatted?: object }).formatted, DATA_ELEMENT_ID);
    t.ok(Object.keys(formatted ?? {}).length > 0, `${path} comes with the texts it formats`);
    t.same(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed), [], `${path}: none started`);
  }
});

/**
 * React DevTools' hook, as the extension installs it: on each commit, the components (not host elements) already on
 * the page whose props or state are new since the last commit, by name (the test build keeps the names). Components
 * mounted by the commit are not counted: a menu that moves items once it has measured them shows them anew.
 */
const COUNT_RENDERS = `
  window.commits = [];
  const last = new WeakMap();
  const nameOf = (fiber) => typeof fiber.type === 'function' ? fiber.type.displayName || fiber.type.name || '?' : fiber.type && typeof fiber.type === 'object' ? fiber.type.displayName || (fiber.type.render && fiber.type.render.displayName) || '?' : null;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const rendered = [];
      const first = window.commits.length === 0;
      const visit = (fiber) => {
        for (; fiber; fiber = fiber.sibling) {
          const name = nameOf(fiber);
          if (name !== null) {
            const seen = last.get(fiber) || (fiber.alternate && last.get(fiber.alternate));
            if (first || (seen && (seen.props !== fiber.memoizedProps || seen.state !== fiber.memoizedState))) rendered.push(name);
            const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
            last.set(fiber, now);
            if (fiber.alternate) last.set(fiber.alternate, now);
          }
          visit(fiber.child);
        }
      };
      visit(root.current.child);
      window.commits.push(rendered);
    },
  };
`;

/** What surrounds every page: rendered again, it renders the whole page again. */
const PAGE_FRAME = ['ClientApp', 'Document', 'Page', 'Header', 'Footer'];

t.test('once hydrated, a page renders again only what changes as it goes live: not the page, none of its links', async (t) => {
  // Every component rendered again is script on a phone's main thread at its busiest (the blocking time in bench/).
  const context = await browser.newContext({ locale: 'cs-CZ' });
  t.teardown(() => context.close());
  await context.addInitScript({ content: COUNT_RENDERS });
  const page = await context.newPage();
  for (const path of ['/', '/prispevek-na-bydleni']) {
    await page.goto(base + path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const [hydration = [], ...after] = await page.evaluate(() => (window as unknown as { commits: string[][] }).commits);
    const again = after.flat();
    t.same(PAGE_FRAME.filter((name) => !hydration.includes(name)), [], `${path}: hydration renders the page's frame`);
    t.ok(hydration.filter((name) => name === 'Link').length > 20, `${path}: and its links`);
    t.same(again.filter((name) => PAGE_FRAME.includes(name)), [], `${path}: the frame is not rendered again`);
    t.same(again.filter((name) => name === 'Link'), [], `${path}: no link is rendered again`);
  }
});
