import t from 'tap';
import { dom, labelledBy, links, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { REGION_OUTLINES } from '../offices/region-outlines.ts';
import { examples, loadedMap } from './examples.ts';
import { UpCzMapaCr } from './server.ts';

t.test('the map: 14 named region links in the SVG, each to its branch, Prague drawn last', async (t) => {
  const $ = dom(renderExample(UpCzMapaCr, examples.map!, { data: loadedMap }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzMapaCr');
  const svg = $('svg.region-map');
  t.match(svg.attr('viewBox'), /^0 0 \d+ \d+$/);
  t.same([svg.attr('role'), svg.attr('aria-labelledby'), svg.attr('focusable')], ['group', 'region-map-title', 'false']);
  t.same([svg.children().first().is('title#region-map-title'), textOf($('#region-map-title'))], [true, 'Mapa krajů České republiky'], 'the map named first');
  const regions = svg.children('a.region-map__region').toArray().map((link) => [$(link).attr('href'), $(link).attr('aria-label'), $(link).attr('data-region')]);
  t.equal(regions.length, 14);
  t.same(regions.at(-1), ['/kontakty/krajska-pobocka-praha', 'Hlavní město Praha: Krajská pobočka v hlavním městě Praze', 'praha']);
  t.ok(regions.some(([href, label]) => href === '/kontakty/krajska-pobocka-liberec' && label === 'Liberecký kraj: Krajská pobočka v Liberci'));
  const shapes = svg.children('a.region-map__region').toArray().map((link) => $(link).children().toArray().map((child) => `${child.tagName} ${$(child).attr('d')?.replace(/^M[\d.,L]+Z$/, 'outline')}`));
  t.same(shapes, Array.from({ length: 14 }, () => ['path outline']), 'each link draws its region as one closed outline');
});

t.test('the text list carries the same links, then the general directorate', async (t) => {
  const $ = dom(renderExample(UpCzMapaCr, examples.map!, { data: loadedMap }));
  const list = labelledBy($, 'region-list-heading');
  t.ok(list.is('nav.region-list'));
  t.same([list.children().first().attr('id'), textOf($('#region-list-heading'))], ['region-list-heading', 'Kraje a jejich krajské pobočky']);
  t.equal(list.find('li').filter((_, item) => $(item).children().first().is('span.region-list__region')).length, 14);
  const ostrava = list.find('li:has(> a[href="/kontakty/krajska-pobocka-ostrava"])');
  t.same([textOf(ostrava.children('span.region-list__region')), textOf(ostrava.children('a'))], ['Moravskoslezský kraj:', 'Krajská pobočka v Ostravě'], 'the region, then its branch linked');
  t.equal(textOf($('h2#headquarters-heading')), 'Generální ředitelství');
  t.same(links($, '#headquarters-heading + p'), [{ text: 'Generální ředitelství Úřadu práce ČR', href: '/kontakty/generalni-reditelstvi' }]);
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
  const english = dom(renderExample(UpCzMapaCr, examples.map!, { data: loadedMap, locale: 'en' }));
  t.equal(textOf(english('title#region-map-title')), 'Map of the regions of the Czech Republic');
  t.match(textOf(english('body')), /Regions and their regional branches/);
  const $ = dom(renderExample(UpCzMapaCr, examples.broken!, { data: { regions: [] } }));
  t.equal(textOf($('h1')), 'Mapa s vadnými údaji');
  t.equal($('svg, .region-list').length, 0);
});
