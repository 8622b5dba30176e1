/** The places a visitor's words name, among every municipality of the country, and the offices serving them. */
import t from 'tap';
import { municipalities, placeByCode, type Place } from '../../templates/offices/country.ts';
import { findPlaces } from '../../templates/offices/municipalities.ts';
import { caseKey, caseKeysOf, editDistance, foldName, transliterate } from '../../templates/offices/names.ts';
import { officesServing } from '../../templates/offices/serving.ts';

/** "Name (district)" of each place found, and how the words were read. */
function found(query: string): { places: string[]; reading: string } {
  const { places, reading } = findPlaces(query);
  return { places: places.map((place) => `${place.name} (${place.municipality.district.name})`), reading };
}

t.test('names folded, transliterated and declined as people write them', async (t) => {
  t.equal(foldName('Praha-Libuš'), 'praha libus');
  t.equal(foldName('  PRAHA4 '), 'praha 4');
  t.equal(foldName(transliterate('Пльзень')), 'plzen');
  t.equal(foldName(transliterate('Пршибрам')), 'pribram', 'рш is ř');
  t.equal(foldName(transliterate('Градец-Кралове')), 'hradec kralove', 'Г is the Czech h');
  t.ok(caseKeysOf(foldName('v Brně')).includes(caseKey('brno')), 'Brně is Brno');
  t.ok(caseKeysOf(foldName('z Ostravy')).includes(caseKey('ostrava')));
  t.ok(caseKeysOf(foldName('Benešově')).includes(caseKey('benesov')));
  t.ok(caseKeysOf(foldName('v Liberci')).includes(caseKey('liberec')), 'the mobile e');
  t.ok(caseKeysOf(foldName('v Praze')).includes(caseKey('praha')), 'h and z alternate');
  t.equal(editDistance('benesvo', 'benesov', 2), 1, 'two letters swapped are one edit');
  t.equal(editDistance('abc', 'xyzxyz', 2), 3, 'past the limit: the limit and one');
});

t.test('every municipality of the data is found by its own name', async (t) => {
  t.equal(municipalities.size, 6258);
  let missed = 0;
  for (const municipality of municipalities.values()) {
    const { places } = findPlaces(municipality.name);
    if (!places.some((place) => place.kind === 'municipality' && place.municipality.code === municipality.code)) missed++;
  }
  t.equal(missed, 0, 'no municipality is missed by its name');
});

t.test('a name written exactly, declined, in Cyrillic or another language', async (t) => {
  t.same(found('Brno'), { places: ['Brno (Brno-město)'], reading: 'exact' });
  t.same(found('benesov').places, ['Benešov (Benešov)', 'Benešov (Blansko)'], 'the district seat first');
  t.same(found('Praha 7'), { places: ['Praha 7 (Hlavní město Praha)'], reading: 'exact' });
  t.same(found('praha7').places, ['Praha 7 (Hlavní město Praha)']);
  t.same(found('Ostrava-Poruba').places, ['Ostrava-Poruba (Ostrava-město)']);
  t.same(found('v Brně'), { places: ['Brno (Brno-město)'], reading: 'declined' });
  t.same(found('z Ostravy').places, ['Ostrava (Ostrava-město)']);
  t.same(found('v Kutné Hoře').places, ['Kutná Hora (Kutná Hora)']);
  t.same(found('Karlových Varech').places, ['Karlovy Vary (Karlovy Vary)']);
  t.same(found('Прага').places, ['Praha (Hlavní město Praha)']);
  t.same(found('Prague').places, ['Praha (Hlavní město Praha)']);
  t.same(found('Pilsen').places, ['Plzeň (Plzeň-město)']);
  t.same(found('Їглава').places, ['Jihlava (Jihlava)'], 'Ukrainian');
  t.same(found('Гавиржов').places, ['Havířov (Karviná)'], 'Russian');
  t.same(found('Тршебич').places, ['Třebíč (Třebíč)'], 'transliterated when not listed');
});

t.test('a name several municipalities share is a choice by district', async (t) => {
  t.same(found('Adamov').places, ['Adamov (Blansko)', 'Adamov (České Budějovice)', 'Adamov (Kutná Hora)']);
});

t.test('typos: the one name that close, else a choice, never a guess', async (t) => {
  t.same(found('Benesvo'), { places: ['Benešov (Benešov)', 'Benešov (Blansko)'], reading: 'corrected' });
  t.same(found('Jablonec nad Nysou'), { places: ['Jablonec nad Nisou (Jablonec nad Nisou)'], reading: 'corrected' });
  t.same(found('Tynec n Sazavou').places, ['Týnec nad Sázavou (Benešov)'], 'a word cut short is two edits of a long name');
  t.same(found('Ctestin').places, ['Ctětín (Chrudim)', 'Čestín (Kutná Hora)'], 'one edit from both without diacritics: a choice');
  t.same(found('Čtestín').places, ['Čestín (Kutná Hora)'], 'the diacritics typed tell Čestín from Ctětín');
  t.same(found('Peč').places, ['Peč (Jindřichův Hradec)'], 'Peč written so is not Pec');
  t.same(found('Pec').places, ['Pec (Domažlice)', 'Peč (Jindřichův Hradec)']);
  t.same(found('v Kuňovicích').places, ['Kuňovice (Benešov)'], 'declined: the diacritics typed tell Kuňovice from two Kunovice');
  t.same(found('v Draženově').places, ['Draženov (Domažlice)'], 'Draženov declined, not Dražeň: its ň was not typed');
  t.same(found('z Doubravy').places, ['Doubrava (Karviná)', 'Doubravy (Zlín)'], 'Doubrava or Doubravy, either declined so: a choice, never a guess');
  t.same(found('aas'), { places: ['Aš (Cheb)'], reading: 'corrected' }, 'a typo in three letters: the one name that close');
  t.same(found('tec').places.length, 6, 'Telč, Peč, Pec and three Seč: a choice');
  t.same(found('Xyzzyq').places, []);
  t.same(found('').places, []);
  t.same(found('a'.repeat(500)).places, [], 'too long to be a name');
});

t.test('offices: named by city district or municipality, then ORP, then district, then the nearest', async (t) => {
  const praha11 = findPlaces('Praha 11').places[0]!;
  const vlasim = findPlaces('Vlašim').places[0]!;
  const offices = [
    { office: 'Praha 4', serves: { municipalities: [praha11.cityDistrict!.code] }, geo: { lat: 50.03, lng: 14.45 } },
    { office: 'Praha', serves: { districts: ['3100'] }, geo: { lat: 50.08, lng: 14.43 } },
    { office: 'Vlašim ORP', serves: { orp: [vlasim.municipality.orp.code] }, geo: { lat: 49.7, lng: 14.9 } },
    { office: 'Benešov', serves: { districts: [vlasim.municipality.district.code] }, geo: { lat: 49.78, lng: 14.69 } },
    { office: 'Brno', serves: { districts: ['3702'] }, geo: { lat: 49.19, lng: 16.61 } },
  ];
  t.same(officesServing(praha11, offices), { offices: ['Praha 4'], by: 'municipality' }, 'the city district named');
  t.same(officesServing(findPlaces('Praha 7').places[0]!, offices), { offices: ['Praha'], by: 'district' });
  t.same(officesServing(vlasim, offices), { offices: ['Vlašim ORP'], by: 'orp' });
  t.same(officesServing(findPlaces('Votice').places[0]!, offices), { offices: ['Benešov'], by: 'district' });
  const znojmo: Place = placeByCode('593711')!;
  t.same(officesServing(znojmo, offices), { offices: ['Brno'], by: 'nearest' }, 'no office names it: the nearest');
});
