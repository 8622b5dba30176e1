/** The blocks group's templates on the real sample content, and its /dev previews: one portal for the file. */
import t, { type Test } from 'tap';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

/** The page answers 200 with its template and texts, and its `_payload.json` is the page data in the HTML. */
async function rendersWith(t: Test, url: string, template: string, texts: (string | RegExp)[]) {
  const page = await app.inject({ url });
  t.equal(page.statusCode, 200, url);
  t.match(page.body, `data-template="${template}"`);
  for (const text of texts) t.match(page.body, text);
  const payload = embeddedPayload(page.body);
  t.equal(payload.view.kind === 'content' && payload.view.template, template);
  const [path, query] = url.split('?');
  const json = await app.inject({ url: `${path === '/' ? '' : path}/_payload.json?${payload.buildId}${query ? `&${query}` : ''}` });
  t.equal(json.statusCode, 200);
  t.same(json.json(), payload, 'the payload agrees with the HTML');
}

t.test('composed pages (KombinovanaStranka) in Czech and English', async (t) => {
  await rendersWith(t, '/pro-zamestnavatele', 'KombinovanaStranka', [
    '<h1>Pro zaměstnavatele</h1>',
    'Nejčastější agendy',
    'href="#block-3-panel-0"',
    '<summary>Hlášení nástupu cizince</summary>',
    '<caption id="block-5-caption">Vybrané lhůty podle zákona o zaměstnanosti</caption>',
    'Právní předpisy',
  ]);
  await rendersWith(t, '/en/overview-of-benefits', 'KombinovanaStranka', [
    '<h1>Overview of social benefits</h1>',
    '<p class="notice__severity" id="block-1-severity">Warning</p>',
    'State social assistance benefit',
    'Book an appointment',
  ]);
});

t.test('a campaign page (LandingPage) in Czech and English', async (t) => {
  await rendersWith(t, '/jedna-zadost-misto-ctyr', 'LandingPage', [
    '<h1>Jedna žádost místo čtyř</h1>',
    /<a href="https:\/\/jenda.mpsv.cz" class="portal-button link--external" rel="noopener">Požádat online/,
    'portal-button--secondary',
    'Práce se vyplatí',
    '<summary>Náklady na bydlení</summary>',
    'Přechodné období skončilo',
    // The cover is 1,000 px wide, shown at 960: a 2x screen gets its whole width.
    /srcSet="\/_ipx\/f_webp&amp;w_960\/cms\/documents\/3103\/[^" ]+ 1x, \/_ipx\/f_webp&amp;w_1000\/cms\/documents\/3103\/[^" ]+ 2x"/,
  ]);
  await rendersWith(t, '/en/one-application-instead-of-four', 'LandingPage', ['<h1>One application instead of four</h1>', 'Work pays', 'What to prepare', 'Information']);
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
  ['components/form', 'DevForm', 'Hodnota pole „Jméno a příjmení“ je povinná.', 'The value of &quot;Full name&quot; is required.'],
];

t.test('the component previews answer in every language', async (t) => {
  for (const [name, template, cs, en] of previews) {
    await rendersWith(t, `/dev/${name}`, template, [cs]);
    await rendersWith(t, `/en/dev/${name}`, template, [en]);
    for (const prefix of ['/ru', '/ua']) await rendersWith(t, `${prefix}/dev/${name}`, template, [/<html lang="(ru-RU|uk-UA)"/]);
  }
});

t.test('the card preview shows without the page layout (docs/product.md §2)', async (t) => {
  const page = await app.inject({ url: '/dev/components/card' });
  t.equal(embeddedPayload(page.body).layout, false);
  t.notMatch(page.body, /class="portal-header/);
  t.match((await app.inject({ url: '/dev/tabs' })).body, /class="portal-header/, 'other previews keep it');
});
