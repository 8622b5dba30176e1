import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loaded } from './examples.ts';
import { UpCzInformacniLetak } from './server.ts';

t.test('a leaflet: cover, summary, one file a language with hreflang, language, type and size, the service', async (t) => {
  const html = renderExample(UpCzInformacniLetak, examples.temporaryProtection!, { data: loaded.cs });
  t.match(html, /data-template="UpCzInformacniLetak"/);
  t.match(html, /<h1>Leták: Práce s dočasnou ochranou<\/h1>/);
  t.match(html, /<img class="leaflet__cover" src="\/_ipx\/f_webp&amp;w_320\/cms\/documents\/3103\/letak-prispevek-na-bydleni-obalka.jpg" srcSet="[^"]+" sizes="[^"]+" alt="Obálka letáku" loading="lazy" decoding="async"\/>/);
  t.match(html, /Leták je k dispozici v češtině/);
  t.match(html, /<h2 id="leaflet-files-heading">Leták ke stažení<\/h2>/);
  t.match(html, /<a href="\/cms\/documents\/4703\/letak-prace-s-docasnou-ochranou-uk.pdf" hrefLang="uk-UA" type="application\/pdf">Leták Práce s dočasnou ochranou \(ukrajinsky\)<\/a><span class="documents__details"> \(ukrajinština, PDF, 298,1 kB\)<\/span>/);
  t.match(html, /hrefLang="en-GB"[^>]*>[^<]*<\/a><span class="documents__details"> \(angličtina, PDF/);
  t.match(html, /<h2 id="leaflet-service-heading">O této službě<\/h2><p><a href="\/zamestnavani-cizincu"[^>]*>Zaměstnávání cizinců<\/a><\/p>/);
});

t.test('a leaflet in Ukrainian: the languages named in Ukrainian', async (t) => {
  const html = renderExample(UpCzInformacniLetak, examples.ukrainian!, { data: loaded.uk, locale: 'ua' });
  t.match(html, /hrefLang="cs-CZ"[^>]*>[^<]*<\/a><span class="documents__details"> \(чеська, PDF/);
  t.match(html, /<a href="\/ua\/pratsevlashtuvannia-inozemtsiv"[^>]*>Працевлаштування іноземців<\/a>/);
});

t.test('a service the CMS does not have is left out', async (t) => {
  const html = renderExample(UpCzInformacniLetak, examples.temporaryProtection!, { data: {} });
  t.notMatch(html, /leaflet-service-heading/);
});

t.test('broken data: the unsafe cover, the file without a URL and the wrong-typed service are left out, the rest renders', async (t) => {
  const html = renderExample(UpCzInformacniLetak, examples.broken!, { data: {} });
  t.match(html, /data-template="UpCzInformacniLetak"/);
  t.match(html, /Text zůstává\./);
  t.match(html, /letak-prace-s-docasnou-ochranou-cs\.pdf/);
  t.notMatch(html, /<img|javascript:|Bez adresy/);
});
