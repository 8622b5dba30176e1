/** The /dev preview routes of docs/product.md §2: every one answers in every language from its examples. */
import t from 'tap';
import { loadConfig } from '../../server/config.ts';
import { LOCALE_CODES, LOCALES, localizePath } from '../../shared/locales.ts';
import { PREVIEW_EXAMPLE_PARAM } from '../../server/page-payload.ts';
import { previews } from '../../templates/previews.ts';
import { dom, metaOf, textOf, type CheerioAPI } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { TestBrowser } from '../helpers/auth-browser.ts';
import { buildPortal, buildTestPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

/** docs/product.md §2 "Preview pages under /dev", in its order. */
const PREVIEWS = [
  '401', 'components/card', 'components/form', 'content', 'formular', 'homepage', 'kontaktni-pracoviste', 'krajska-pobocka', 'login',
  'mapa-neformalnich-pecujicich', 'ol-list', 'organizacni-struktura', 'otazky-a-odpovedi', 'podcast', 'protected', 'rozcestnik-level-1',
  'rozcestnik-level-2', 'search/aktuality', 'search/dalsi-portaly', 'search/kalendar-akci', 'search/kariera-na-up', 'search/slovnik-pojmu',
  'search/tiskove-zpravy', 'search/vyzadane-informace', 'skeleton', 'sluzba-detail', 'tabs', 'tabulka', 'typografie', 'up', 'url', 'vyhledavani',
];
/** The previews with a status of their own: the 401 screen, and the client zone for a visitor who is not signed in. */
const STATUS: Record<string, number> = { '401': 401 };

t.test('all 32 previews answer in cs, en, ru and uk, never indexed', async (t) => {
  t.equal(PREVIEWS.length, 32);
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  for (const name of PREVIEWS) {
    for (const locale of LOCALE_CODES) {
      const url = localizePath(locale, `/dev/${name}`);
      const res = await app.inject({ url });
      if (name === 'protected') {
        t.equal(res.statusCode, 302, `${url}: sign in first`);
        continue;
      }
      t.equal(res.statusCode, STATUS[name] ?? 200, url);
      t.equal(metaOf(dom(res.body), 'robots'), 'noindex', `${url}: not indexed`);
      t.equal(embeddedPayload(res.body).locale, locale, `${url}: in its language`);
    }
  }
});

t.test('a preview whose load read the clock is kept a minute at most, as its pages are', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { CMS_CACHE_RETENTION_S: '300' } });
  const sMaxAge = async (url: string) => Number(/s-maxage=(\d+)/.exec(String((await app.inject({ url })).headers['cache-control']))?.[1]);
  t.equal(await sMaxAge('/dev/kontaktni-pracoviste'), 60, 'an office: its hours in force');
  t.equal(await sMaxAge('/dev/search/kalendar-akci'), 60, 'an events list: upcoming and past');
  t.equal(await sMaxAge('/dev/search/aktuality'), 300, 'a news list reads no clock');
});

t.test('components/card is shown without the layout', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: '/dev/components/card' });
  t.equal(res.statusCode, 200);
  t.equal(dom(res.body)('.portal-header, .portal-footer').length, 0, 'no header, no footer');
});

t.test('the previews a visitor reaches speak the page’s language; sample content in Czech is marked as Czech', async (t) => {
  const portal = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT });
  const headings: Record<string, [string, string]> = {
    cs: ['Přihlášení jménem a heslem', 'Klientská zóna'],
    en: ['Sign in with a username and password', 'Client zone'],
    ru: ['Вход по имени пользователя и паролю', 'Личный кабинет'],
    ua: ['Вхід за ім’ям користувача та паролем', 'Особистий кабінет'],
  };
  const browser = new TestBrowser(portal.app, portal.config.publicUrl);
  await browser.signIn('/dev/protected', 'demo');
  for (const locale of LOCALE_CODES) {
    const [login, zone] = headings[locale]!;
    const loginPage = await portal.app.inject({ url: localizePath(locale, '/dev/login') });
    const $login = dom(loginPage.body);
    t.equal(textOf($login('h1')), login, `${locale}: /dev/login`);
    t.equal($login('div[lang="cs-CZ"]').length, 0, `${locale}: nothing on it in another language`);
    const zonePage = dom(await (await browser.request(localizePath(locale, '/dev/protected'))).text());
    t.equal(textOf(zonePage('h1')), zone, `${locale}: /dev/protected`);
  }
  const russian = await portal.app.inject({ url: '/ru/dev/sluzba-detail?example=service' });
  const sample = dom(russian.body)('main > div[lang="cs-CZ"]').first();
  t.ok(sample.children().first().is('article.gov-container.content-page.service'), 'a Czech example named on a Russian page says it is Czech');
  const $english = dom((await portal.app.inject({ url: '/en/dev/sluzba-detail' })).body);
  t.equal($english('main div[lang]').length, 0, 'the English page shows the English example');
  t.equal(textOf($english('h1')), 'State social assistance benefit');
  t.match(textOf($english('.updated')), /^Updated \d+ [A-Z][a-z]+ \d{4}/, 'its date in English, as the label');
});

t.test('off unless asked: outside the demo the previews and their form are unknown pages', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { DEV_PREVIEWS: '' } });
  for (const url of ['/dev/content', '/en/dev/components/form', '/ua/dev/401', '/dev/components/form/_payload.json']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 404, `${url}: 404`);
  }
  const page = await app.inject({ url: '/dev/content' });
  t.equal(textOf(dom(page.body)('h1')), 'Stránka nenalezena', 'the error screen of an unknown page');
  const posted = await app.inject({ method: 'POST', url: '/dev/components/form', payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.not(posted.statusCode, 303, 'the sample form takes nothing');
  t.equal(loadConfig({ DEMO: 'true' }).devPreviews, true, 'the demo serves them');
  t.equal(loadConfig({ DEMO: 'true', DEV_PREVIEWS: 'false' }).devPreviews, false, 'unless told not to');
  t.equal(loadConfig({ HEADLESS_CMS_URL: 'https://cms.example', SECURITY_PROVIDER_URL: 'https://sp.example', DEV_PREVIEWS: 'true' }).devPreviews, true, 'production serves them when asked');
});

/** Czech month names (the nominative and the genitive of dates): a date written in Czech. */
const CZECH_MONTHS = new Set(['leden', 'ledna', 'únor', 'února', 'březen', 'března', 'duben', 'dubna', 'květen', 'května', 'červen', 'června',
  'červenec', 'července', 'srpen', 'srpna', 'září', 'říjen', 'října', 'listopad', 'listopadu', 'prosinec', 'prosince']);
/** Letters Czech has and English, Russian and Ukrainian do not. */
const CZECH_LETTERS = /[ěščřžůťďňĚŠČŘŽŮŤĎŇ]/;
/** A Latin letter with a diacritic: none in an English, Russian or Ukrainian heading. */
const ACCENTED_LATIN = /[\u00C0-\u024F]/;

/**
 * What of a preview page is not in its language: its content wrapped as another language (ui/Page.tsx), a heading
 * with Czech letters or none of its script, a date in Czech, or more than one word in fifty with letters only Czech
 * has (a proper name or a street, a Czech form's title marked `lang="cs"`, are fine). Empty when it all reads in the
 * language.
 */
function notInLanguage($: CheerioAPI, locale: 'en' | 'ru' | 'ua'): string[] {
  const found: string[] = [];
  const wrapper = $('main > div[lang]').attr('lang');
  if (wrapper) found.push(`content marked lang="${wrapper}"`);
  const main = $('main').clone();
  main.find('[lang^="cs"]').remove();
  const h1 = textOf(main.find('h1'));
  if (ACCENTED_LATIN.test(h1) || (locale !== 'en' && !/\p{Script=Cyrillic}/u.test(h1))) found.push(`h1 "${h1}"`);
  const months = textOf(main.find('time, .updated')).split(' ').filter((word) => CZECH_MONTHS.has(word.toLowerCase().replace(/[^\p{L}]/gu, '')));
  if (months.length) found.push(`Czech dates: ${months.join(', ')}`);
  const words = textOf(main).split(' ');
  const czech = words.filter((word) => CZECH_LETTERS.test(word));
  if (czech.length * 50 > words.length) found.push(`Czech words: ${czech.join(' ')}`);
  return found;
}

t.test('every preview shows its examples in the page’s own language in every language but Czech', async (t) => {
  const portal = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT });
  const browser = new TestBrowser(portal.app, portal.config.publicUrl);
  await browser.signIn('/dev/protected', 'demo');
  for (const [name, preview] of Object.entries(previews)) {
    // The client zone wants a visitor; the sign-in page is for guests.
    const page = async (url: string) => dom(name === 'protected' ? await (await browser.request(url)).text() : (await portal.app.inject({ url })).body);
    for (const locale of LOCALE_CODES.filter((code) => code !== 'cs')) {
      const examples = Object.entries(preview.examples[locale]);
      t.not(examples.length, 0, `${name}: an example in ${locale}`);
      const headings: string[] = [];
      for (const [example, view] of examples) {
        t.equal(view.language, LOCALES[locale].tag, `${name}?example=${example}: written in ${locale}`);
        const url = localizePath(locale, `/dev/${name}?${PREVIEW_EXAMPLE_PARAM}=${encodeURIComponent(example)}`);
        const $ = await page(url);
        t.same(notInLanguage($, locale), [], url);
        headings.push(textOf($('h1')));
      }
      t.equal(textOf((await page(localizePath(locale, `/dev/${name}`)))('h1')), headings[0], `${name}: the ${locale} page opens with its first`);
    }
  }
});
