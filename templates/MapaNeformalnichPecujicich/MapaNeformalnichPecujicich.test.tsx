import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedCarers, loadedCarersEnglish } from './examples.ts';
import { MapaNeformalnichPecujicich } from './server.ts';

t.test('carers map: the region map leads to the regions of the list', async (t) => {
  const html = renderExample(MapaNeformalnichPecujicich, examples.carers!, { data: loadedCarers });
  t.match(html, /data-template="MapaNeformalnichPecujicich"/);
  t.match(html, /<h1>Mapa podpory pro pečující<\/h1>/);
  t.match(html, /<a href="#pecujici-liberecky" aria-label="Liberecký kraj" class="region-map__region" data-region="liberecky"><path/);
  t.match(html, /<a href="#pecujici-praha" aria-label="Hlavní město Praha"/);
  t.equal([...html.matchAll(/class="region-map__region"/g)].length, 2, 'only regions with services');
  t.match(html, /<h3 id="pecujici-liberecky" tabindex="-1">Liberecký kraj<\/h3>/);
});

t.test('carers map: legend, services with kind, address, web, branch and note; nationwide; related', async (t) => {
  const html = renderExample(MapaNeformalnichPecujicich, examples.carers!, { data: loadedCarers });
  t.match(html, /<h2 id="carers-kinds-heading">Druhy služeb<\/h2><ul><li>Krajský úřad – sociální odbor<\/li><li>Úřad práce ČR<\/li><li>Česká správa sociálního zabezpečení<\/li><\/ul>/);
  const liberec = html.slice(html.indexOf('id="pecujici-liberecky"'), html.indexOf('id="pecujici-praha"'));
  t.match(liberec, /<strong>Krajský úřad Libereckého kraje – odbor sociálních věcí<\/strong>/);
  t.match(liberec, /Druh: Krajský úřad – sociální odbor/);
  t.match(liberec, /<span class="postal-address">U Jezu 642\/2a<br\/>461 80 Liberec<\/span>/);
  t.match(liberec, /<a href="https:\/\/www.kraj-lbc.cz" rel="noopener" class="external-link">Katalog sociálních služeb kraje<\/a><span class="external-link__note"> \(externí odkaz\)<\/span>/);
  t.match(liberec, /Krajská pobočka: <a href="\/kontakty\/krajska-pobocka-liberec"[^>]*>Krajská pobočka v Liberci<\/a>/);
  t.match(liberec, /<p>Žádost o příspěvek na péči\.<\/p>/);
  t.match(html, /<h2 id="carers-nationwide-heading">Celostátní služby<\/h2>.*Telefon: <a href="tel:\+420800779900">.*Druh: Česká správa sociálního zabezpečení/s);
  t.match(html, /<a href="\/prispevek-na-peci"[^>]*>Příspěvek na péči<\/a>/);
  t.match(html, /Pečujete o blízkého\? Vyberte svůj kraj\./);
});

t.test('carers map in English', async (t) => {
  const html = renderExample(MapaNeformalnichPecujicich, examples.carersEnglish!, { data: loadedCarersEnglish, locale: 'en' });
  t.match(html, /aria-label="Liberec Region"/);
  t.match(html, /<h2 id="carers-regions-heading">Services by region<\/h2>/);
  t.match(html, /Kind: Labour Office/);
  t.match(html, /Regional branch: <a href="\/en\/contacts\/regional-branch-liberec"[^>]*>Regional branch in Liberec<\/a>/);
});

t.test('broken data: wrong-typed services are left out, the rest renders', async (t) => {
  const html = renderExample(MapaNeformalnichPecujicich, examples.broken!, { data: { regionNames: {}, branches: {} } });
  t.match(html, /<h1>Mapa s vadnými údaji<\/h1>/);
  t.match(html, /Text zůstává\./);
  t.match(html, /Druhy služeb/);
  t.notMatch(html, /<svg|Služby podle krajů|Celostátní služby/);
});
