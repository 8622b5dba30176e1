/**
 * The page around the content, as the server answers it: the language switcher remembers a choice without
 * JavaScript, contacts in the footer are links, fonts are preloaded and cached, /dev previews say what they are, and
 * the header, navigation and footer are the Gov DS templates' markup.
 */
import t from 'tap';
import { LOCALE_CHOICE_PARAM, LOCALE_COOKIE } from '../../shared/locales.ts';
import { attrsOf, dom, linksTo, metaOf, templateOf, textOf, type CheerioAPI } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

t.test('a language picked in the switcher is remembered by the server, and the page itself sets no cookie', async (t) => {
  const home = await app.inject({ url: '/en' });
  t.equal(home.statusCode, 200);
  t.notOk(home.headers['set-cookie'], 'an ordinary page sets no cookie');
  const czech = dom(home.body)('.language-switcher a[hreflang="cs-CZ"]');
  t.same([textOf(czech), czech.attr('lang'), czech.attr('href')], ['Česky', 'cs-CZ', `/?${LOCALE_CHOICE_PARAM}`], "the switcher's Czech link carries the marker");

  const chosen = await app.inject({ url: `/?${LOCALE_CHOICE_PARAM}`, headers: { cookie: `${LOCALE_COOKIE}=en`, 'accept-language': 'en' } });
  t.equal(chosen.statusCode, 303, 'answered with a redirect, so a reload does not choose again');
  t.equal(chosen.headers.location, '/', 'to the clean URL');
  t.equal(chosen.headers['cache-control'], 'private, no-store');
  const cookie = String(chosen.headers['set-cookie']);
  t.match(cookie, new RegExp(`^${LOCALE_COOKIE}=cs;`), "the page's language becomes the choice");
  t.match(cookie, /Max-Age=31536000/);
  t.match(cookie, /Path=\//);
  t.match(cookie, /SameSite=Lax/);

  const next = await app.inject({ url: '/', headers: { cookie: `${LOCALE_COOKIE}=cs`, 'accept-language': 'en' } });
  t.equal(next.statusCode, 200, 'the next visit to / stays in Czech though the browser asks for English');

  const other = await app.inject({ url: `/en/benefits?page=2&${LOCALE_CHOICE_PARAM}` });
  t.equal(other.statusCode, 303);
  t.equal(other.headers.location, '/en/benefits?page=2', 'the rest of the query stays');
  t.match(String(other.headers['set-cookie']), new RegExp(`^${LOCALE_COOKIE}=en;`));

  const sneaky = await app.inject({ url: `//evil.example/?${LOCALE_CHOICE_PARAM}` });
  t.equal(sneaky.headers.location, '/evil.example', 'never a protocol-relative URL');
});

t.test("the footer's e-mail addresses and phone numbers are links; other numbers stay text", async (t) => {
  const $ = dom((await app.inject({ url: '/' })).body);
  t.ok(linksTo($, 'mailto:podatelna.gr@uradprace.cz', 'podatelna.gr@uradprace.cz', 'footer'), 'an e-mail address');
  t.ok(linksTo($, 'tel:800779900', '800 779 900', 'footer'), 'a phone number');
  t.match(textOf($('footer a[href="tel:800779900"]').parent()), '800 779 900 (zdarma)', 'the words after it stay text');
  t.ok(linksTo($, 'tel:844844803', '844 844 803', 'footer'));
  t.notOk(attrsOf($, 'a', 'href').includes('tel:72496991'), 'an IČO is no phone number');
  t.ok(linksTo(dom((await app.inject({ url: '/en' })).body), 'tel:+420800779900', '+420 800 779 900', 'footer'), 'with the country code');
});

t.test('the fonts above the fold are preloaded in the script of the language, and served immutable', async (t) => {
  const cs = await app.inject({ url: '/' });
  const fonts = 'link[rel="preload"][as="font"][type="font/woff2"][crossorigin=""]';
  const $cs = dom(cs.body);
  const preloads = attrsOf($cs, fonts, 'href').map(String);
  t.equal(preloads.length, 4, 'body and headings, each in two subsets');
  t.ok(preloads.every((href) => /^\/assets\/roboto-latin(-ext)?-(400|500)-normal-[A-Z0-9]{8}\.woff2$/.test(href)), preloads.join(' '));
  t.ok(preloads.some((href) => href.includes('latin-ext-400')), 'Czech letters with diacritics are in latin-ext');
  const ru = await app.inject({ url: '/ru' });
  const russian = attrsOf(dom(ru.body), fonts, 'href');
  t.ok(russian.some((href) => /^\/assets\/roboto-cyrillic-400-normal-[A-Z0-9]{8}\.woff2$/.test(href ?? '')), 'Cyrillic for Russian');
  t.ok(russian.some((href) => /^\/assets\/roboto-latin-400-normal-[A-Z0-9]{8}\.woff2$/.test(href ?? '')), 'and Latin for its digits and punctuation');

  const font = await app.inject({ url: preloads[0]! });
  t.equal(font.statusCode, 200);
  t.equal(font.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(font.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2', 'a woff2 file');
  const css = await app.inject({ url: $cs('link[rel="stylesheet"]').attr('href')! });
  t.match(css.body, /font-family:"?Roboto"?;font-style:normal;font-weight:500;font-display:optional;src:url\("?\.\/roboto-latin-500-normal-[A-Z0-9]{8}\.woff2"?\) format\("woff2"\)/);
  t.notMatch(css.body, /\.woff"?\)/, 'woff2 only');
});

t.test('a /dev preview says it is one; content pages do not', async (t) => {
  const banner = ($: CheerioAPI) => ({ role: $('p.preview-banner').attr('role'), text: textOf($('p.preview-banner')) });
  const $preview = dom((await app.inject({ url: '/dev/tabulka' })).body);
  t.match(banner($preview), { role: 'note', text: /^Náhled pro vývoj:/ });
  t.equal(metaOf($preview, 'robots'), 'noindex');
  t.match(banner(dom((await app.inject({ url: '/en/dev/401' })).body)), { role: 'note', text: /^Development preview:/ });
  t.equal(dom((await app.inject({ url: '/' })).body)('.preview-banner').length, 0);
});

t.test('content pages offer printing; tables in CMS text scroll in a labelled region of their own', async (t) => {
  const print = dom((await app.inject({ url: '/davka-statni-socialni-pomoci' })).body)('button.print-action__button');
  t.same([print.attr('type'), print.attr('class'), textOf(print)], ['button', 'portal-button portal-button--secondary print-action__button', 'Vytisknout stránku']);
  const $page = dom((await app.inject({ url: '/kontakty' })).body);
  const tables = $page('table').toArray();
  t.ok(tables.length > 0, 'the sample page has a table in its text');
  const region = { tag: 'DIV', class: 'table-scroll', role: 'region', tabindex: '0', label: 'Tabulka', children: 1 };
  t.same(
    tables.map((table) => {
      const parent = $page(table).parent();
      return { tag: parent.prop('tagName'), class: parent.attr('class'), role: parent.attr('role'), tabindex: parent.attr('tabindex'), label: parent.attr('aria-label'), children: parent.children().length };
    }),
    tables.map(() => region),
    'every one alone in its labelled, focusable region',
  );
  t.equal(dom((await app.inject({ url: '/neexistuje' })).body)('.print-action').length, 0, 'not on an error screen');
  const home = await app.inject({ url: '/' });
  t.equal(home.statusCode, 200);
  const $home = dom(home.body);
  t.equal(templateOf($home), 'UpCzHlavniStranka');
  t.equal($home('.print-action').length, 0, 'not on a home page\'s tiles and links');
});

t.test('the header, navigation and footer are the Gov DS templates\' markup, with no web component', async (t) => {
  const $ = dom((await app.inject({ url: '/' })).body);
  const header = $('header.gov-header');
  t.equal(header.length, 1, 'gov-header');
  t.equal(header.find('> .gov-header__divider > .gov-header__content > a.gov-header__logo').length, 1, 'its logo, the link home');
  t.equal(header.find('.gov-header__content > .gov-header__action .header-search').length, 1, 'search among its actions');
  const nav = header.find('> nav.gov-header__navigation');
  t.equal(nav.length, 1, 'the navigation in it');
  t.ok(nav.find('> .gov-navigation > ul > li > a').length >= 5, 'gov-navigation: a list of links');
  t.ok(nav.find('.gov-navigation > ul > li > ul.gov-subnavigation').length >= 1, 'sections as gov-subnavigation');
  const footer = $('footer.gov-footer');
  t.equal(footer.length, 1, 'gov-footer');
  t.ok(footer.find('ul.gov-footer__main > li > h2').length >= 3, 'its columns');
  t.equal(footer.find('.gov-footer-copy .colour-mode-switch').length, 1, 'the colour-mode switch with the copyright');
  t.same($('*').toArray().map((element) => $(element).prop('tagName')!.toLowerCase()).filter((name) => name.startsWith('gov-')), [], 'no gov-* element');
});
