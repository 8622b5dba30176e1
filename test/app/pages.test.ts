import t from 'tap';
import { attrsOf, dom, hreflangs, links, linksTo, metaOf, outline, textOf, textsOf } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal } from '../helpers/portal.ts';

t.test('the home page in each language: lang, title, theme, alternates', async (t) => {
  const app = await buildPortal(t);
  const cases = [
    { url: '/', tag: 'cs-CZ', heading: 'Úřad práce České republiky', title: 'Úřad práce České republiky' },
    { url: '/en', tag: 'en-GB', heading: 'Labour Office of the Czech Republic', title: 'Labour Office of the Czech Republic' },
    { url: '/ru', tag: 'ru-RU', heading: 'Управление по труду ЧР', title: 'Управление по труду ЧР' },
    { url: '/ua', tag: 'uk-UA', heading: 'Управління праці ЧР', title: 'Управління праці ЧР' },
  ];
  for (const c of cases) {
    const res = await app.inject({ url: c.url });
    t.equal(res.statusCode, 200, c.url);
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/);
    // The doctype is bytes, not a node: a page without it renders in quirks mode.
    t.ok(res.body.startsWith('<!DOCTYPE html><html'), `${c.url}: the doctype first`);
    const $ = dom(res.body);
    t.same(
      [$('html').attr('class'), $('html').attr('data-theme')],
      ['theme-up colour-mode-system', 'auto'],
      "the web's theme, and the system's colour mode without a preference",
    );
    t.equal($('html').attr('lang'), c.tag, `${c.url} lang`);
    t.equal(textOf($('h1')), c.heading);
    t.equal($('title').text(), c.title);
    t.same(hreflangs($).map(([hreflang]) => hreflang), ['cs-CZ', 'en-GB', 'ru-RU', 'uk-UA', 'x-default'], 'an alternate for every language');
  }
});

t.test('a content page: site name from nazevWebu, canonical, description, Open Graph, menu from a JSON string', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/prispevek-na-bydleni' });
  t.equal(res.statusCode, 200);
  const $ = dom(res.body);
  t.same(
    {
      title: $('title').text(),
      description: metaOf($, 'description'),
      canonical: $('link[rel="canonical"]').attr('href'),
      type: metaOf($, 'og:type'),
      image: metaOf($, 'og:image'),
      locale: metaOf($, 'og:locale'),
    },
    {
      title: 'Příspěvek na bydlení – Úřad práce České republiky',
      description: 'Pomoc s náklady na bydlení.',
      canonical: 'https://portal.example/prispevek-na-bydleni',
      type: 'article',
      image: 'https://portal.example/assets/share/up.png',
      locale: 'cs_CZ',
    },
    'the head: title, description, canonical, Open Graph',
  );
  const nav = $('nav#portal-nav');
  t.same([nav.attr('class'), nav.attr('aria-label')], ['gov-header__navigation portal-nav', 'Hlavní menu']);
  t.ok(linksTo($, '/o-nas', 'O nás', '#portal-nav'), 'the menu from the JSON string');
  t.same([textOf($('a.skip-link')), $('a.skip-link').attr('href')], ['Přejít k hlavnímu obsahu', '#main'], 'the skip link');
  t.equal($('main#main').attr('tabindex'), '-1');
  t.equal($('footer.gov-footer.portal-footer').length, 1);
  t.match($('script[type="module"]').attr('src'), /^\/assets\/client-[A-Z0-9]{8}\.js$/);
  t.match($('link[rel="stylesheet"]').attr('href'), /^\/assets\/styles-[A-Z0-9]{8}\.css$/);
  t.match(res.headers['cache-control'], /^public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400$/);
});

t.test('the language switcher leads to the translation, or to the Czech page offered in a language without one', async (t) => {
  const app = await buildPortal(t);
  const cs = embeddedPayload((await app.inject({ url: '/prispevek-na-bydleni' })).body);
  t.same(cs.alternates, [
    { locale: 'cs', href: '/prispevek-na-bydleni', translated: true },
    { locale: 'en', href: '/en/housing-allowance', translated: true },
    { locale: 'ru', href: '/ru/prispevek-na-bydleni', translated: false },
    { locale: 'ua', href: '/ua/prispevek-na-bydleni', translated: false },
  ]);
  const en = await app.inject({ url: '/en/housing-allowance' });
  const $en = dom(en.body);
  const switcher = links($en, '.language-switcher');
  t.same(switcher.slice(0, 2), [
    { text: 'Česky', href: '/prispevek-na-bydleni?chosen-language' },
    { text: 'Русский (this page is not available in this language)', href: '/ru/prispevek-na-bydleni?chosen-language' },
  ]);
  t.same(attrsOf($en, '.language-switcher a', 'lang').slice(0, 2), ['cs-CZ', 'ru-RU'], 'each link in its own language');
  t.same(attrsOf($en, '.language-switcher a', 'hreflang').slice(0, 2), ['cs-CZ', 'ru-RU']);
  t.equal($en('.language-switcher a[hreflang="ru-RU"] .visually-hidden').attr('lang'), 'en-GB', "the note in the page's language");
  const current = $en('.language-switcher [aria-current="true"]');
  t.same([textOf(current), current.prop('tagName'), current.attr('lang'), current.attr('class')], ['English', 'SPAN', 'en-GB', 'language-switcher__current'], 'the current language, not a link');

  const russian = await app.inject({ url: '/ru/prispevek-na-bydleni' });
  t.equal(russian.statusCode, 200, 'a page in Czech only, asked for in Russian');
  const $ru = dom(russian.body);
  t.equal($ru('html').attr('lang'), 'ru-RU');
  t.equal(textOf($ru('h1')), 'Эта страница доступна только на чешском языке');
  const czech = $ru('main a[hreflang]');
  t.same([textOf(czech), czech.attr('href'), czech.attr('lang'), czech.attr('hreflang')], ['Příspěvek na bydlení', '/prispevek-na-bydleni', 'cs-CZ', 'cs-CZ'], 'the Czech page offered');
  t.equal(metaOf($ru, 'robots'), 'noindex');
  t.equal($ru('link[rel="canonical"]').attr('href'), 'https://portal.example/prispevek-na-bydleni');
  const json = await app.inject({ url: `/ru/prispevek-na-bydleni/_payload.json?${embeddedPayload(russian.body).buildId}` });
  t.same(json.json(), embeddedPayload(russian.body), 'client navigation gets the same page');
  const english = await app.inject({ url: '/en/prispevek-na-bydleni' });
  t.equal(english.statusCode, 301, 'the Czech slug in a language the page has leads to its translation');
  t.equal(english.headers.location, '/en/housing-allowance');
  t.same(hreflangs($en), [
    ['cs-CZ', 'https://portal.example/prispevek-na-bydleni'],
    ['en-GB', 'https://portal.example/en/housing-allowance'],
    ['x-default', 'https://portal.example/prispevek-na-bydleni'],
  ]);
});

t.test('CMS HTML is sanitized and the page data cannot close its script element', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/prispevek-na-bydleni' });
  // The point is the bytes: neither the markup nor the page data beside it may carry what the CMS smuggled in.
  t.notMatch(res.body, /<script>alert/);
  t.notMatch(res.body, /javascript:/);
  t.notMatch(res.body, /onerror/);
  const $ = dom(res.body);
  t.ok(outline($).includes('h2 Kdo má nárok'), "the CMS text's own heading kept");
  t.ok(linksTo($, '/o-nas', 'O nás'), 'and its link');
  t.notMatch($('script#portal-data[type="application/json"]').text(), /[<>]/, 'no raw angle brackets inside the data element');
  t.equal(embeddedPayload(res.body).view.kind, 'content');
});

t.test('layout: ?layout=false and data.layout.layoutKey render without header and footer', async (t) => {
  const app = await buildPortal(t);
  const bare = await app.inject({ url: '/prispevek-na-bydleni?layout=false' });
  t.equal(bare.statusCode, 200);
  const $bare = dom(bare.body);
  t.equal($bare('.portal-header, .portal-footer, .skip-link').length, 0, 'no header, footer or skip link');
  t.equal($bare('main#main').length, 1);
  const fromData = await app.inject({ url: '/chybna-vlozena' });
  t.equal(dom(fromData.body)('.portal-header').length, 0);
  const unknown = await app.inject({ url: '/prispevek-na-bydleni?layout=fancy' });
  t.equal(dom(unknown.body)('.portal-header').length, 1, 'an unknown layout falls back to the default one');
});

t.test('embedded content is rendered; a missing one leaves the page standing; unknown structure keys use Default', async (t) => {
  const app = await buildPortal(t);
  const withEmbedded = await app.inject({ url: '/o-nas' });
  const $ = dom(withEmbedded.body);
  t.same(outline($, 'section.embedded'), ['h2 Kontakty'], 'the embedded content under its heading');
  t.match(textOf($('section.embedded')), /Call centrum: 950 180 180/);
  const missing = await app.inject({ url: '/chybna-vlozena' });
  t.equal(missing.statusCode, 200);
  t.equal(dom(missing.body)('.embedded').length, 0);
  const view = embeddedPayload(missing.body).view;
  t.equal(view.kind === 'content' && view.template, 'Default');
});

t.test('the page data as JSON for client-side navigation', async (t) => {
  const app = await buildPortal(t);
  const html = embeddedPayload((await app.inject({ url: '/en/housing-allowance' })).body);
  const res = await app.inject({ url: `/en/housing-allowance/_payload.json?${html.buildId}` });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  const payload = res.json();
  t.same(payload, html, 'the same page data as in the HTML');
  const root = await app.inject({ url: `/_payload.json?${html.buildId}` });
  t.equal(root.json().view.template, 'HlavniStranka');
  const withQuery = await app.inject({ url: `/prispevek-na-bydleni/_payload.json?${html.buildId}&layout=false` });
  t.equal(withQuery.json().layout, false, 'the page query rides after the build id');
  const missing = await app.inject({ url: `/nic/_payload.json?${html.buildId}` });
  t.equal(missing.statusCode, 404);
  t.same(missing.json().view, { kind: 'error', status: 404, message: 'Page not found: /nic' });
});

t.test('a second web is reached by its friendly-URL prefix', async (t) => {
  const app = await buildPortal(t);
  const page = await app.inject({ url: '/mpsv/dotace' });
  t.equal(page.statusCode, 200);
  const $ = dom(page.body);
  t.equal($('html').attr('class'), 'theme-ministerstvo-prace-a-socialnich-veci colour-mode-system');
  t.equal($('title').text(), 'Dotace – Ministerstvo práce a sociálních věcí');
  const home = await app.inject({ url: '/mpsv' });
  t.equal(textOf(dom(home.body)('h1')), 'Ministerstvo práce a sociálních věcí');
  t.equal(embeddedPayload(home.body).site.rootPath, '/mpsv');
  t.equal(embeddedPayload(home.body).head.canonical, 'https://portal.example/mpsv');
});

t.test('not found: unknown, unpublished, the config item, a malformed URL', async (t) => {
  const app = await buildPortal(t);
  for (const url of ['/neexistuje', '/koncept', '/config-up', '/%E0%A4%A', '/en/neexistuje']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 404, url);
    t.match(res.headers['content-type'], /text\/html/);
    const icon = dom(res.body)('img.error-screen__icon');
    t.equal(icon.attr('src'), '/assets/errors/404.svg', url);
    t.match(icon.attr('alt'), /^(Ikona chyby|Error) 404( icon)?$/);
  }
  const res = await app.inject({ url: '/neexistuje?x=1' });
  const $ = dom(res.body);
  t.equal(textOf($('h1#error-headline')), 'Stránka nenalezena');
  t.same(attrsOf($, 'a.portal-button', 'href'), ['/'], 'the way home');
  const view = embeddedPayload(res.body).view;
  t.equal(view.kind === 'error' && view.message, 'Page not found: /neexistuje?x=1');
  t.match(res.headers['cache-control'], 's-maxage=10');
  const en = await app.inject({ url: '/en/missing' });
  const $en = dom(en.body);
  t.equal($en('html').attr('lang'), 'en-GB');
  t.equal($en('img.error-screen__icon').attr('alt'), 'Error 404 icon');
  t.same(attrsOf($en, 'a.portal-button', 'href'), ['/en']);
});

t.test('error pages in four languages with their real status', async (t) => {
  const app = await buildPortal(t);
  const headlines: Record<string, Record<number, string>> = {
    '': { 403: 'Nemáte oprávnění', 404: 'Stránka nenalezena', 500: 'Nastala neznámá chyba' },
    '/en': { 403: 'Insufficient permission', 404: 'Page not found', 500: 'An unknown error occurred' },
    '/ru': { 403: 'Недостаточно прав', 404: 'Страница не найдена', 500: 'Произошла неизвестная ошибка' },
    '/ua': { 403: 'Недостатньо прав', 404: 'Сторінку не знайдено', 500: 'Сталася невідома помилка' },
  };
  for (const [prefix, byStatus] of Object.entries(headlines)) {
    for (const [status, headline] of Object.entries(byStatus)) {
      const res = await app.inject({ url: `${prefix}/error/${status}` });
      t.equal(res.statusCode, Number(status), `${prefix}/error/${status}`);
      const $ = dom(res.body);
      t.equal(textOf($('h1#error-headline')), headline);
      t.equal($('img.error-screen__icon').attr('src'), `/assets/errors/${status}.svg`);
      t.equal(metaOf($, 'robots'), 'noindex');
    }
  }
  t.equal((await app.inject({ url: '/error/418' })).statusCode, 404, 'only the listed error pages exist');
});

t.test('maintenance switched on in the web config gives 503 with the maintenance texts', async (t) => {
  const dir = t.testdir({ webs: { 'up.json': JSON.stringify({ id: 'up', name: { 'cs-CZ': 'ÚP' }, defaultLanguage: 'cs-CZ', friendlyURL: '/up' }) }, up: { pages: {
    'config-up.json': JSON.stringify({ id: '9', structure: 'Default', translations: { 'cs-CZ': { name: 'config-up', friendlyURL: '/config-up', data: { home: '/uvod', maintenance: 'true' } } } }),
  } } });
  const app = await buildPortal(t, { contentDir: dir });
  const res = await app.inject({ url: '/' });
  t.equal(res.statusCode, 503);
  t.match(textOf(dom(res.body)('body')), 'Aplikace je právě v údržbě. Zkuste to prosím později.');
  t.equal(res.headers['cache-control'], 'no-store');
});

t.test('a page validation: its own status, by default 404 "Page Not Found: {full path}"', async (t) => {
  const { z } = await import('zod');
  const { serverTemplates } = await import('../../templates/server-registry.ts');
  const strict = {
    ...serverTemplates.BeznaStranka!,
    query: z.object({ page: z.string().regex(/^\d+$/).optional() }),
    validate: (_content: unknown, query: { page?: string }) => (query.page === '99' ? { statusCode: 410, statusMessage: 'Gone for good' } : (true as const)),
  };
  const app = await buildPortal(t, { templates: { ...serverTemplates, BeznaStranka: strict } });
  t.equal((await app.inject({ url: '/o-nas?page=2' })).statusCode, 200);
  const unfit = await app.inject({ url: '/o-nas?page=abc' });
  t.equal(unfit.statusCode, 404, 'a query that does not fit the schema');
  const view = embeddedPayload(unfit.body).view;
  t.equal(view.kind === 'error' && view.message, 'Page Not Found: /o-nas?page=abc');
  const refused = await app.inject({ url: '/o-nas?page=99' });
  t.equal(refused.statusCode, 410, "the page's own status");
  const refusedView = embeddedPayload(refused.body).view;
  t.equal(refusedView.kind === 'error' && refusedView.message, 'Gone for good');
});

t.test('a page made with the search is made anew for each request; one of CMS answers alone is remembered', async (t) => {
  const { serverTemplates } = await import('../../templates/server-registry.ts');
  let loads = 0;
  const counting = (asksSearch: boolean) => ({
    ...serverTemplates.BeznaStranka!,
    load: async (context: { search: unknown }) => {
      if (asksSearch) void context.search;
      return { load: ++loads };
    },
  });
  const loadShown = (body: string) => {
    const view = embeddedPayload(body).view;
    return view.kind === 'content' ? (view.data as { load: number }).load : undefined;
  };
  for (const asksSearch of [false, true]) {
    loads = 0;
    // Without the page cache, which would answer the second request before any page is made.
    const app = await buildPortal(t, { templates: { ...serverTemplates, BeznaStranka: counting(asksSearch) }, env: { PAGE_CACHE_MAX_MB: '0' } });
    const shown = [loadShown((await app.inject({ url: '/o-nas' })).body), loadShown((await app.inject({ url: '/o-nas' })).body)];
    t.same(shown, asksSearch ? [1, 2] : [1, 1], asksSearch ? 'with the search: made anew' : 'of CMS answers alone: the remembered page');
  }
});

t.test('/dev previews show a template with its named examples; an unknown example fails validation', async (t) => {
  const app = await buildPortal(t);
  const home = await app.inject({ url: '/dev/homepage' });
  t.equal(home.statusCode, 200);
  const $ = dom(home.body);
  t.equal(textOf($('h1')), 'Úřad práce České republiky');
  t.equal(metaOf($, 'robots'), 'noindex');
  t.equal(textOf(dom((await app.inject({ url: '/en/dev/content?example=plain' })).body)('h1')), 'Prohlášení o přístupnosti');
  const missing = await app.inject({ url: '/dev/homepage?example=nope' });
  t.equal(missing.statusCode, 404);
  const view = embeddedPayload(missing.body).view;
  t.equal(view.kind === 'error' && view.message, 'Page Not Found: /dev/homepage?example=nope');
});

t.test('the bare root follows the remembered language, then Accept-Language; other URLs are authoritative', async (t) => {
  const app = await buildPortal(t);
  const byCookie = await app.inject({ url: '/', headers: { cookie: 'i18n_redirected=ua', 'accept-language': 'en' } });
  t.equal(byCookie.statusCode, 302);
  t.equal(byCookie.headers.location, '/ua');
  const byHeader = await app.inject({ url: '/', headers: { 'accept-language': 'de-DE,ru;q=0.8,en;q=0.5' } });
  t.equal(byHeader.headers.location, '/ru');
  t.equal(byHeader.headers['cache-control'], 'private, no-store');
  const czech = await app.inject({ url: '/', headers: { 'accept-language': 'de' } });
  t.equal(czech.statusCode, 200);
  t.match(czech.headers.vary, /Accept-Language/);
  const remembered = await app.inject({ url: '/', headers: { cookie: 'i18n_redirected=cs', 'accept-language': 'en' } });
  t.equal(remembered.statusCode, 200, 'a remembered Czech wins over the browser');
  const other = await app.inject({ url: '/prispevek-na-bydleni', headers: { cookie: 'i18n_redirected=en', 'accept-language': 'en' } });
  t.equal(other.statusCode, 200, 'no redirect away from an explicit URL');
  const fromSwitcher = await app.inject({ url: '/', headers: { 'accept-language': 'en', referer: 'http://localhost:3000/en/housing-allowance', host: 'localhost:3000' } });
  t.equal(fromSwitcher.statusCode, 200, 'a link on this site to the Czech home is followed, not redirected');
  const fromElsewhere = await app.inject({ url: '/', headers: { 'accept-language': 'en', referer: 'https://www.google.com/', host: 'localhost:3000' } });
  t.equal(fromElsewhere.headers.location, '/en');
});

t.test('trailing slashes redirect to the one URL of a page, never off the site', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/en/housing-allowance/?a=1' });
  t.equal(res.statusCode, 301);
  t.equal(res.headers.location, '/en/housing-allowance?a=1');
  const evil = await app.inject({ url: '//evil.example/' });
  t.equal(evil.headers.location, '/evil.example');
});

t.test('crawlers get the whole document at once; HEAD works', async (t) => {
  const app = await buildPortal(t);
  const bot = await app.inject({ url: '/o-nas', headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  t.equal(bot.statusCode, 200);
  t.ok(bot.body.endsWith('</html>'), 'the document ends in the one answer (bytes: a parser would close it anyway)');
  const head = await app.inject({ method: 'HEAD', url: '/o-nas' });
  t.equal(head.statusCode, 200);
});

t.test('hostile query strings and paths never crash the portal', async (t) => {
  const app = await buildPortal(t);
  const urls = ['/?layout[]=x&layout=false', '/o-nas?%00=%FF', '/o-nas?' + 'a=1&'.repeat(2000), '/<script>', '/..%2F..%2Fetc%2Fpasswd', '/en/../../etc/passwd', '/o-nas?layout=%3Cscript%3E'];
  for (const url of urls) {
    const res = await app.inject({ url });
    t.ok(res.statusCode < 500, `${url.slice(0, 40)} → ${res.statusCode}`);
    // Bytes of whatever answered (a page or JSON): no stack trace anywhere, in markup or in data.
    t.notMatch(res.body, /at .*\.ts:\d+|Error: /, 'no stack trace');
  }
});

t.test('undecodable URLs and queries answer 404 with the error screen, never a crash or a raw 500', async (t) => {
  const app = await buildPortal(t);
  for (const url of ['/%ZZ/_payload.json?%E0', '/%E0%A4%A?%E0']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 404, url);
    t.notMatch(res.body, /URI malformed|"statusCode":500/, 'nor a raw error, in markup or in data');
  }
  const garbledBuild = await app.inject({ url: '/o-nas/_payload.json?%E0' });
  t.equal(garbledBuild.statusCode, 200, 'an unknown build id is the client\'s to notice');
  t.not(garbledBuild.json().buildId, '%E0');
  t.equal((await app.inject({ url: '/' })).statusCode, 200, 'the server still answers');
});

t.test('names of Object.prototype are not previews, examples or templates', async (t) => {
  const app = await buildPortal(t);
  t.equal((await app.inject({ url: '/dev/constructor' })).statusCode, 404);
  t.equal((await app.inject({ url: '/dev/content?example=constructor' })).statusCode, 404);
  t.equal((await app.inject({ url: '/dev/content?example=__proto__' })).statusCode, 404);
});

t.test('HEAD answers the headers of the page without a body', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ method: 'HEAD', url: '/prispevek-na-bydleni' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /text\/html/);
  t.equal(res.body, '');
});

t.test('a web reached by its own host has canonical URLs on that host', async (t) => {
  const app = await buildPortal(t, { env: { WEBS: JSON.stringify([{ url: '/up', name: 'ÚP' }, { url: '/mpsv', name: 'MPSV', host: 'mpsv.example' }]) } });
  const res = await app.inject({ url: '/dotace', headers: { host: 'mpsv.example' } });
  t.equal(dom(res.body)('link[rel="canonical"]').attr('href'), 'https://mpsv.example/dotace');
});

t.test('X-Forwarded-Host does not choose the web unless a proxy is trusted', async (t) => {
  const app = await buildPortal(t, { env: { WEBS: JSON.stringify([{ url: '/up', name: 'ÚP' }, { url: '/mpsv', name: 'MPSV', host: 'mpsv.example' }]) } });
  const spoofed = await app.inject({ url: '/', headers: { 'x-forwarded-host': 'mpsv.example' } });
  t.equal(dom(spoofed.body)('html').attr('class'), 'theme-up colour-mode-system');
  const trusted = await buildPortal(t, { env: { TRUST_PROXY: 'true', WEBS: JSON.stringify([{ url: '/up', name: 'ÚP' }, { url: '/mpsv', name: 'MPSV', host: 'mpsv.example' }]) } });
  const proxied = await trusted.inject({ url: '/', headers: { 'x-forwarded-host': 'mpsv.example' } });
  t.equal(textOf(dom(proxied.body)('h1')), 'Ministerstvo práce a sociálních věcí');
});

t.test('broken CMS data: unsafe link targets and an unparsable image URL are left out, the page stands', async (t) => {
  const dir = t.testdir({
    webs: { 'up.json': JSON.stringify({ id: 'up', name: { 'cs-CZ': 'ÚP' }, defaultLanguage: 'cs-CZ', friendlyURL: '/up' }) },
    up: { pages: {
      'config-up.json': JSON.stringify({ id: '9', structure: 'Default', translations: { 'cs-CZ': { name: 'config-up', friendlyURL: '/config-up', data: {
        home: '/uvod',
        vychoziObrazek: { url: 'http://[broken' },
        menu: [{ label: 'Zlý', url: 'javascript:alert(1)' }, { label: 'Jinam', url: '//evil.example/x' }, { label: 'Zpětné lomítko', url: '/\\evil.example' }, { label: 'Dobrý', url: '/uvod' }],
      } } } }),
      'uvod.json': JSON.stringify({ id: '1', structure: 'HlavniStranka', translations: { 'cs-CZ': { name: 'Úvod', friendlyURL: '/uvod', data: { image: { url: 'http://[x' }, tiles: [{ title: 'Data', url: 'data:text/html,x' }] } } } }),
    } },
  });
  const app = await buildPortal(t, { contentDir: dir });
  const res = await app.inject({ url: '/' });
  t.equal(res.statusCode, 200);
  const $ = dom(res.body);
  const targets = [...attrsOf($, '[href]', 'href'), ...attrsOf($, '[src]', 'src'), ...attrsOf($, '[content]', 'content')];
  t.same(targets.filter((target) => /javascript:|evil\.example|data:text/.test(target ?? '')), [], 'no such link in the markup (the page data keeps the raw CMS values as inert JSON)');
  t.notMatch(textOf($('body')), /javascript:|evil\.example|data:text/, 'nor as text');
  t.ok(textsOf($, 'a').includes('Dobrý'), 'the good link stays');
  t.equal(metaOf($, 'og:image'), undefined);
});
