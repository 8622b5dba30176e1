import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedWorkplaces } from './examples.ts';
import { UpCzKontaktySouhrnPracovist } from './server.ts';

t.test('workplaces of a district: the filters, each office with address, phone and the hours in force', async (t) => {
  const html = renderExample(UpCzKontaktySouhrnPracovist, examples.workplaces!, { data: loadedWorkplaces });
  t.match(html, /data-template="UpCzKontaktySouhrnPracovist"/);
  t.match(html, /<p class="workplaces__map"><a href="\/mapa-pobocek">Krajské pobočky na mapě<\/a><\/p><form class="list-filter"/, 'the map offered above the filters');
  t.match(html, /<option value="benesov" selected="">Benešov<\/option>/);
  t.match(html, /<a href="\/kontakty\/kontaktni-pracoviste-benesov">Kontaktní pracoviště Benešov<\/a><\/h2>/);
  t.match(html, /<dd><span class="postal-address">Vnoučkova 2136<br\/>256 01 Benešov<\/span><\/dd>/);
  t.match(html, /<dt>Informace<\/dt><dd><a href="tel:\+420950143111">\+420 950 143 111<\/a><\/dd>/);
  t.match(html, /<h3 id="hours-1">Úřední hodiny<\/h3>/, 'the hours under the office, a level below it');
  t.match(html, /Rekonstrukce přízemí budovy\./, 'the changed hours in force, with their reason');
});

t.test('in English, and a broken list with an unsafe map link renders as a plain page', async (t) => {
  const en = renderExample(UpCzKontaktySouhrnPracovist, examples.workplaces!, { data: loadedWorkplaces, locale: 'en' });
  t.match(en, /<h3 id="hours-1">Office hours<\/h3>/);
  const broken = renderExample(UpCzKontaktySouhrnPracovist, examples.broken!);
  t.match(broken, /data-template="Default"/);
  t.notMatch(broken, /javascript:/);
});
