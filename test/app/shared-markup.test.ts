/**
 * The navigation and the footer's columns, made once and written into the pages after (ui/shared-markup.ts): a page
 * made with them is the page React makes whole, byte for byte, in every section and language, so it hydrates as before.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import t from 'tap';
import { attrsOf, dom, textsOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

// Pages of different sections (and none: the home page, an article under a section's child) in each language.
const PAGES = [
  '/',
  '/sluzby',
  '/rodicovsky-prispevek',
  '/mapa-pobocek',
  '/formulare',
  '/en/services',
  '/en/contacts',
  '/ru/uslugi',
  '/ua/kontakty',
];

t.test('a page made with the shared markup is the page rendered whole', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const pageOf = async (url: string) => {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    return res.body;
  };
  // Each page right after the portal started: the first of each section and language renders all of it itself.
  const whole = new Map<string, string>();
  for (const url of PAGES) whole.set(url, await pageOf(url));
  await nextTurn();
  for (const url of PAGES) {
    const again = await pageOf(url);
    t.equal(again, whole.get(url), `${url}: the same bytes`);
  }
  // What a section's page marks is its own, not that of the page which made its section's markup first.
  const $services = dom(await pageOf('/sluzby'));
  t.same(attrsOf($services, 'nav.portal-nav a[aria-current]', 'href'), ['/sluzby'], 'the section itself');
  const $contacts = dom(await pageOf('/mapa-pobocek'));
  t.same(attrsOf($contacts, 'nav.portal-nav a[aria-current]', 'href'), ['/kontakty', '/mapa-pobocek']);
  t.same(attrsOf($contacts, 'nav.portal-nav a[aria-current]', 'aria-current'), ['true', 'page']);
  t.same(textsOf(dom(await pageOf('/')), 'nav.portal-nav [aria-current]'), [], 'the home page is no section of the menu');
  t.match(textsOf(dom(await pageOf('/ua/kontakty')), 'footer h2').join(' | '), /Корисні посилання/, "the footer in the page's language");
});
