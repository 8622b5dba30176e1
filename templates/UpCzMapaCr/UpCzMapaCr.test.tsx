import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { REGION_OUTLINES } from '../offices/region-outlines.ts';
import { examples, loadedMap } from './examples.ts';
import { UpCzMapaCr } from './server.ts';

t.test('the map: 14 named region links in the SVG, each to its branch, Prague drawn last', async (t) => {
  const html = renderExample(UpCzMapaCr, examples.map!, { data: loadedMap });
  t.match(html, /data-template="UpCzMapaCr"/);
  t.match(html, /<svg class="region-map" viewBox="0 0 \d+ \d+" role="group" aria-labelledby="region-map-title" focusable="false"><title id="region-map-title">Mapa krajů České republiky<\/title>/);
  const links = [...html.matchAll(/<a href="([^"]+)" aria-label="([^"]+)" class="region-map__region" data-region="([^"]+)"><path d="M[\d.,L]+Z"><\/path><\/a>/g)];
  t.equal(links.length, 14);
  t.same(links.at(-1)?.slice(1), ['/kontakty/krajska-pobocka-praha', 'Hlavní město Praha: Krajská pobočka v hlavním městě Praze', 'praha']);
  t.ok(links.some((link) => link[1] === '/kontakty/krajska-pobocka-liberec' && link[2] === 'Liberecký kraj: Krajská pobočka v Liberci'));
});

t.test('the text list carries the same links, then the general directorate', async (t) => {
  const html = renderExample(UpCzMapaCr, examples.map!, { data: loadedMap });
  t.match(html, /<nav class="region-list" aria-labelledby="region-list-heading"><h2 id="region-list-heading">Kraje a jejich krajské pobočky<\/h2>/);
  const list = html.slice(html.indexOf('class="region-list"'));
  t.equal([...list.matchAll(/<li><span class="region-list__region">/g)].length, 14);
  t.match(list, /<span class="region-list__region">Moravskoslezský kraj: <\/span><a href="\/kontakty\/krajska-pobocka-ostrava"[^>]*>Krajská pobočka v Ostravě<\/a>/);
  t.match(html, /<h2 id="headquarters-heading">Generální ředitelství<\/h2><p><a href="\/kontakty\/generalni-reditelstvi"[^>]*>Generální ředitelství Úřadu práce ČR<\/a>/);
});

t.test('the outlines: every region drawn, inside the Czech Republic, regions placed where they lie', async (t) => {
  t.equal(Object.keys(REGION_OUTLINES).length, 14);
  for (const [region, corners] of Object.entries(REGION_OUTLINES)) {
    t.ok(corners.length >= 6, `${region} has a shape`);
    t.ok(corners.every(([lng, lat]) => lng >= 12.09 && lng <= 18.86 && lat >= 48.55 && lat <= 51.06), `${region} lies in the country`);
  }
  const centre = (region: string) => {
    const corners = REGION_OUTLINES[region]!;
    return corners.reduce(([x, y], [lng, lat]) => [x + lng / corners.length, y + lat / corners.length], [0, 0]);
  };
  t.ok(centre('karlovarsky')[0] < centre('moravskoslezsky')[0], 'Karlovy Vary west of Ostrava');
  t.ok(centre('liberecky')[1] > centre('jihocesky')[1], 'Liberec north of České Budějovice');
});

t.test('in English the labels are English; broken data renders the header without a map', async (t) => {
  const english = renderExample(UpCzMapaCr, examples.map!, { data: loadedMap, locale: 'en' });
  t.match(english, /<title id="region-map-title">Map of the regions of the Czech Republic<\/title>/);
  t.match(english, /Regions and their regional branches/);
  const html = renderExample(UpCzMapaCr, examples.broken!, { data: { regions: [] } });
  t.match(html, /<h1>Mapa s vadnými údaji<\/h1>/);
  t.notMatch(html, /<svg|region-list/);
});
