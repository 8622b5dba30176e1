/** The blocks group's templates on the real sample content, and its /dev previews: one portal for the file. */
import t, { type Test } from 'tap';
import { attrsOf, dom, templateOf, textOf, textsOf, type CheerioAPI } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

/**
 * The page answers 200 with its template and these texts heard on it, and its `_payload.json` is the page data in the
 * HTML; the page is returned to read further.
 */
async function rendersWith(t: Test, url: string, template: string, texts: string[] = []): Promise<CheerioAPI> {
  const page = await app.inject({ url });
  t.equal(page.statusCode, 200, url);
  const $ = dom(page.body);
  t.equal(templateOf($), template, url);
  const spoken = textOf($('body'));
  t.same(texts.filter((text) => !spoken.includes(text)), [], `${url}: every text shown`);
  const payload = embeddedPayload(page.body);
  t.equal(payload.view.kind === 'content' && payload.view.template, template);
  const [path, query] = url.split('?');
  const json = await app.inject({ url: `${path === '/' ? '' : path}/_payload.json?${payload.buildId}${query ? `&${query}` : ''}` });
  t.equal(json.statusCode, 200);
  t.same(json.json(), payload, 'the payload agrees with the HTML');
  return $;
}

t.test('composed pages (KombinovanaStranka) in Czech and English', async (t) => {
  const cs = await rendersWith(t, '/pro-zamestnavatele', 'KombinovanaStranka', ['Nejčastější agendy', 'Právní předpisy']);
  t.equal(textOf(cs('h1')), 'Pro zaměstnavatele');
  t.ok(attrsOf(cs, '.tabs a', 'href').includes('#block-3-panel-0'), 'the tabs link their panels');
  t.ok(textsOf(cs, 'summary').includes('Hlášení nástupu cizince'), 'an accordion item');
  t.equal(textOf(cs('caption#block-5-caption')), 'Vybrané lhůty podle zákona o zaměstnanosti', 'the table captioned');
  const en = await rendersWith(t, '/en/overview-of-benefits', 'KombinovanaStranka', ['State social assistance benefit', 'Book an appointment']);
  t.equal(textOf(en('h1')), 'Overview of social benefits');
  t.equal(textOf(en('p.notice__severity#block-1-severity')), 'Warning', 'the notice says how serious it is');
});

t.test('a campaign page (LandingPage) in Czech and English', async (t) => {
  const cs = await rendersWith(t, '/jedna-zadost-misto-ctyr', 'LandingPage', ['Práce se vyplatí', 'Přechodné období skončilo']);
  t.equal(textOf(cs('h1')), 'Jedna žádost místo čtyř');
  const apply = cs('a[href="https://jenda.mpsv.cz"]').first();
  t.same([apply.attr('class'), apply.attr('rel')], ['portal-button link--external', 'noopener'], 'the main action: an external button');
  t.match(textOf(apply), /^Požádat online/);
  t.ok(cs('.portal-button--secondary').length > 0, 'the other actions, secondary');
  t.ok(textsOf(cs, 'summary').includes('Náklady na bydlení'));
  // The cover is 1,000 px wide, shown at 960: a 2x screen gets its whole width.
  t.ok(
    attrsOf(cs, 'img[srcset]', 'srcset').some((srcset) => /^\/_ipx\/f_webp&w_960\/cms\/documents\/3103\/[^" ]+ 1x, \/_ipx\/f_webp&w_1000\/cms\/documents\/3103\/[^" ]+ 2x$/.test(srcset ?? '')),
    'the cover at 960 and at its own 1,000',
  );
  const en = await rendersWith(t, '/en/one-application-instead-of-four', 'LandingPage', ['Work pays', 'What to prepare', 'Information']);
  t.equal(textOf(en('h1')), 'One application instead of four');
});

/** The component previews of docs/product.md §2, each in Czech and English, with its default example. */
const previews: [name: string, template: string, cs: string, en: string][] = [
  ['tabs', 'DevTabs', 'Datovou schránkou', 'By data box'],
  ['tabulka', 'DevTabulka', 'Minimální mzda v letech 2019–2026', 'The minimum wage, 2019–2026'],
  ['typografie', 'DevTypografie', 'Kdy se zaevidovat', 'When to register'],
  ['ol-list', 'DevOlList', 'Postup s podrobnostmi', 'Steps in detail'],
  ['skeleton', 'DevSkeleton', 'Načítá se obsah…', 'Loading content…'],
  ['url', 'DevUrl', 'Příspěvek na bydlení v jednotlivých jazycích', 'Housing allowance in each language'],
  ['components/card', 'DevCard', 'Příspěvek na bydlení', 'Housing allowance'],
  ['components/form', 'DevForm', 'Hodnota pole „Jméno a příjmení“ je povinná.', 'The value of "Full name" is required.'],
];

t.test('the component previews answer in every language', async (t) => {
  for (const [name, template, cs, en] of previews) {
    await rendersWith(t, `/dev/${name}`, template, [cs]);
    await rendersWith(t, `/en/dev/${name}`, template, [en]);
    for (const [prefix, tag] of [['/ru', 'ru-RU'], ['/ua', 'uk-UA']]) {
      t.equal((await rendersWith(t, `${prefix}/dev/${name}`, template))('html').attr('lang'), tag, `${prefix}/dev/${name}`);
    }
  }
});

t.test('the card preview shows without the page layout (docs/product.md §2)', async (t) => {
  const page = await app.inject({ url: '/dev/components/card' });
  t.equal(embeddedPayload(page.body).layout, false);
  t.equal(dom(page.body)('.portal-header').length, 0);
  t.equal(dom((await app.inject({ url: '/dev/tabs' })).body)('.portal-header').length, 1, 'other previews keep it');
});
