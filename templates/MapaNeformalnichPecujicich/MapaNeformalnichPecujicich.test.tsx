import t from 'tap';
import { dom, labelledBy, links, textOf, textsOf, type CheerioAPI } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedCarers, loadedCarersEnglish } from './examples.ts';
import { MapaNeformalnichPecujicich } from './server.ts';

/** Each service listed under the heading with this id: the text of each of its lines. */
const services = ($: CheerioAPI, headingId: string) => labelledBy($, headingId).find('li.carer-service').toArray()
  .map((service) => $(service).children('p').toArray().map((line) => textOf($(line))));

t.test('carers map: the region map leads to the regions of the list', async (t) => {
  const $ = dom(renderExample(MapaNeformalnichPecujicich, examples.carers!, { data: loadedCarers }));
  t.equal($('[data-template]').attr('data-template'), 'MapaNeformalnichPecujicich');
  t.equal(textOf($('h1')), 'Mapa podpory pro pečující');
  t.same($('svg a').toArray().map((region) => $(region).attr()), [
    { href: '#pecujici-liberecky', 'aria-label': 'Liberecký kraj', class: 'region-map__region', 'data-region': 'liberecky' },
    { href: '#pecujici-praha', 'aria-label': 'Hlavní město Praha', class: 'region-map__region', 'data-region': 'praha' },
  ], 'only regions with services, each a link to its region');
  t.ok($('a.region-map__region').toArray().every((region) => $(region).children().first().is('path')), 'each region drawn as its shape');
  t.same([$('h3#pecujici-liberecky').attr('tabindex'), textOf($('#pecujici-liberecky'))], ['-1', 'Liberecký kraj'], 'the region a link leads to takes the focus');
});

t.test('carers map: legend, services with kind, address, web, branch and note; nationwide; related', async (t) => {
  const $ = dom(renderExample(MapaNeformalnichPecujicich, examples.carers!, { data: loadedCarers }));
  t.equal(textOf($('h2#carers-kinds-heading')), 'Druhy služeb');
  t.same(textsOf($, '#carers-kinds-heading + ul > li'), ['Krajský úřad – sociální odbor', 'Úřad práce ČR', 'Česká správa sociálního zabezpečení']);
  t.same(services($, 'pecujici-liberecky'), [
    ['Krajský úřad Libereckého kraje – odbor sociálních věcí', 'Druh: Krajský úřad – sociální odbor', 'U Jezu 642/2a 461 80 Liberec', 'Katalog sociálních služeb kraje (externí odkaz)', 'Přehled odlehčovacích a pečovatelských služeb v kraji.'],
    ['Úřad práce ČR – příspěvek na péči', 'Druh: Úřad práce ČR', 'Krajská pobočka: Krajská pobočka v Liberci', 'Žádost o příspěvek na péči.'],
  ], 'each service in the region: name, kind, address, web, branch, note');
  const liberec = labelledBy($, 'pecujici-liberecky');
  t.equal(textOf(liberec.find('.carer-service__name > strong').first()), 'Krajský úřad Libereckého kraje – odbor sociálních věcí', 'the name is strong');
  t.same(liberec.find('.postal-address').contents().toArray().map((part) => $(part).is('br') ? '<br>' : $(part).text()), ['U Jezu 642/2a', '<br>', '461 80 Liberec'], 'the address on its lines');
  const web = liberec.find('a.external-link');
  t.same(web.attr(), { href: 'https://www.kraj-lbc.cz', rel: 'noopener', class: 'external-link' });
  t.equal(textOf(web.next('.external-link__note')), '(externí odkaz)');
  t.same(links($, '[aria-labelledby="pecujici-liberecky"] .carer-service:nth-child(2)'), [{ text: 'Krajská pobočka v Liberci', href: '/kontakty/krajska-pobocka-liberec' }]);
  t.equal(textOf($('h2#carers-nationwide-heading')), 'Celostátní služby');
  const nationwide = services($, 'carers-nationwide-heading').flat();
  t.ok(nationwide.indexOf('Druh: Česká správa sociálního zabezpečení') > nationwide.indexOf('Telefon: +420 800 779 900'), 'the call centre, then the social security administration');
  t.same(links($, '[aria-labelledby="carers-nationwide-heading"]')[0], { text: '+420 800 779 900', href: 'tel:+420800779900' });
  t.ok(links($).some(({ text, href }) => text === 'Příspěvek na péči' && href === '/prispevek-na-peci'), 'a related page linked');
  t.match(textOf($('body')), /Pečujete o blízkého\? Vyberte svůj kraj\./);
});

t.test('carers map in English', async (t) => {
  const $ = dom(renderExample(MapaNeformalnichPecujicich, examples.carersEnglish!, { data: loadedCarersEnglish, locale: 'en' }));
  t.same($('a.region-map__region').toArray().map((region) => $(region).attr('aria-label')), ['Liberec Region']);
  t.equal(textOf($('h2#carers-regions-heading')), 'Services by region');
  t.same(services($, 'pecujici-liberecky').flat().filter((line) => /^(Kind|Regional branch):/.test(line)), ['Kind: Labour Office', 'Regional branch: Regional branch in Liberec']);
  t.same(links($, '[aria-labelledby="pecujici-liberecky"]'), [{ text: 'Regional branch in Liberec', href: '/en/contacts/regional-branch-liberec' }]);
});

t.test('broken data: wrong-typed services are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(MapaNeformalnichPecujicich, examples.broken!, { data: { regionNames: {}, branches: {} } }));
  t.equal(textOf($('h1')), 'Mapa s vadnými údaji');
  t.match(textOf($('body')), /Text zůstává\./);
  t.match(textOf($('body')), /Druhy služeb/);
  t.equal($('svg').length, 0, 'no map without regions');
  t.notMatch(textOf($('body')), /Služby podle krajů|Celostátní služby/);
});
