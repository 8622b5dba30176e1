import t from 'tap';
import { dom, links, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loaded } from './examples.ts';
import { UpCzInformacniLetak } from './server.ts';

t.test('a leaflet: cover, summary, one file a language with hreflang, language, type and size, the service', async (t) => {
  const $ = dom(renderExample(UpCzInformacniLetak, examples.temporaryProtection!, { data: loaded.cs }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzInformacniLetak');
  t.equal(textOf($('h1')), 'Leták: Práce s dočasnou ochranou');
  const cover = $('img.leaflet__cover');
  t.same(
    [cover.attr('src'), cover.attr('alt'), cover.attr('loading'), cover.attr('decoding')],
    ['/_ipx/f_webp&w_320/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg', 'Obálka letáku', 'lazy', 'async'],
  );
  t.match(cover.attr('srcset'), / 2x$/, 'the cover offers its densities');
  t.equal(cover.attr('sizes'), undefined, 'no sizes with density descriptors (HTML allows it with widths only)');
  t.match(textOf($('.leaflet__summary')), /Leták je k dispozici v češtině/);
  t.equal(textOf($('h2#leaflet-files-heading')), 'Leták ke stažení');
  const file = (hreflang: string) => $(`.leaflet-files a[hreflang="${hreflang}"]`);
  const ukrainian = file('uk-UA');
  t.same(
    [ukrainian.attr('href'), ukrainian.attr('type'), textOf(ukrainian)],
    ['/cms/documents/4703/letak-prace-s-docasnou-ochranou-uk.pdf', 'application/pdf', 'Leták Práce s dočasnou ochranou (ukrajinsky)'],
  );
  t.equal(textOf(ukrainian.next('span.documents__details')), '(ukrajinština, PDF, 298,1 kB)', 'the language, type and size after the link');
  t.match(textOf(file('en-GB').next('span.documents__details')), /^\(angličtina, PDF/);
  t.same(links($, '#leaflet-service-heading + p'), [{ text: 'Zaměstnávání cizinců', href: '/zamestnavani-cizincu' }], 'the service under its heading');
  t.equal(textOf($('h2#leaflet-service-heading')), 'O této službě');
});

t.test('a leaflet in Ukrainian: the languages named in Ukrainian', async (t) => {
  const $ = dom(renderExample(UpCzInformacniLetak, examples.ukrainian!, { data: loaded.uk, locale: 'ua' }));
  t.match(textOf($('.leaflet-files a[hreflang="cs-CZ"]').next('span.documents__details')), /^\(чеська, PDF/);
  t.ok(links($).some(({ text, href }) => text === 'Працевлаштування іноземців' && href === '/ua/pratsevlashtuvannia-inozemtsiv'), 'the service linked in Ukrainian');
});

t.test('a service the CMS does not have is left out', async (t) => {
  const $ = dom(renderExample(UpCzInformacniLetak, examples.temporaryProtection!, { data: {} }));
  t.equal($('#leaflet-service-heading, [aria-labelledby="leaflet-service-heading"]').length, 0);
});

t.test('broken data: the unsafe cover, the file without a URL and the wrong-typed service are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(UpCzInformacniLetak, examples.broken!, { data: {} }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzInformacniLetak');
  t.match(textOf($('body')), /Text zůstává\./);
  t.same(links($, '.leaflet-files').map(({ href }) => href), ['/cms/documents/4702/letak-prace-s-docasnou-ochranou-cs.pdf']);
  t.equal($('img, [href*="javascript:"], [src*="javascript:"]').length, 0, 'no cover, no unsafe address');
  t.notMatch(textOf($('body')), /Bez adresy/);
});
