import t from 'tap';
import { definitions, dom, links, optionsOf, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedWorkplaces } from './examples.ts';
import { UpCzKontaktySouhrnPracovist } from './server.ts';

t.test('workplaces of a district: the filters, each office with address, phone and the hours in force', async (t) => {
  const $ = dom(renderExample(UpCzKontaktySouhrnPracovist, examples.workplaces!, { data: loadedWorkplaces }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzKontaktySouhrnPracovist');
  t.same(links($, 'p.workplaces__map'), [{ text: 'Krajské pobočky na mapě', href: '/mapa-pobocek' }]);
  t.ok($('p.workplaces__map').next().is('form.list-filter'), 'the map offered above the filters');
  t.equal(optionsOf($, 'select[name="okres"]').find((option) => option.endsWith('(selected)')), 'benesov Benešov (selected)');
  t.same(links($, '.content-list__item > h2'), [{ text: 'Kontaktní pracoviště Benešov', href: '/kontakty/kontaktni-pracoviste-benesov' }]);
  const facts = definitions($, '.workplace__facts');
  t.ok(facts.includes('Adresa: Vnoučkova 2136 256 01 Benešov'));
  t.equal($('.workplace__facts dd > span.postal-address br').length, 1, 'the address on its lines');
  t.ok(facts.includes('Informace: +420 950 143 111'));
  t.equal($('.workplace__facts dt:contains("Informace") + dd > a').attr('href'), 'tel:+420950143111');
  const hours = $('h3#hours-1');
  t.equal(textOf(hours), 'Úřední hodiny', 'the hours under the office, a level below it');
  const section = hours.closest('section.office-hours');
  t.match(textOf(section), /Rekonstrukce přízemí budovy\./, 'the changed hours in force, with their reason');
  t.equal(section.attr('aria-label'), 'Úřední hodiny: Kontaktní pracoviště Benešov', 'its landmark named after its office: no two of the list share a name');
});

t.test('in English, and a broken list with an unsafe map link renders as a plain page', async (t) => {
  const en = dom(renderExample(UpCzKontaktySouhrnPracovist, examples.workplaces!, { data: loadedWorkplaces, locale: 'en' }));
  t.equal(textOf(en('h3#hours-1')), 'Office hours');
  const broken = dom(renderExample(UpCzKontaktySouhrnPracovist, examples.broken!));
  t.equal(broken('[data-template]').attr('data-template'), 'Default');
  t.equal(broken('[href*="javascript:"]').length, 0);
  t.notMatch(textOf(broken('body')), /javascript:/);
});
