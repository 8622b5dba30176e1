/** The office that serves a municipality, found from what a visitor types. */
import t from 'tap';
import { findMunicipality, foldName } from '../../templates/offices/municipalities.ts';

const served = [
  { office: 'Praha 4', municipalities: ['Praha 4', 'Praha 11', 'Praha 12', 'Praha-Kunratice', 'Praha-Libuš', 'Praha-Šeberov'] },
  { office: 'Praha 5', municipalities: ['Praha 5', 'Praha 13', 'Praha-Zbraslav'] },
  { office: 'Benešov', municipalities: ['Benešov', 'Vlašim', 'Týnec nad Sázavou'] },
  { office: 'Děčín', municipalities: ['Děčín', 'Benešov nad Ploučnicí', 'Česká Kamenice'] },
  { office: 'Jablonec nad Nisou', municipalities: ['Jablonec nad Nisou', 'Lučany nad Nisou', 'Tanvald'] },
];
const found = (query: string) => findMunicipality(query, served).map(({ municipality, office }) => `${municipality} → ${office}`);

t.test('folded as people type: case, diacritics, dashes and a number stuck to a name', async (t) => {
  t.equal(foldName('Praha-Libuš'), 'praha libus');
  t.equal(foldName('  PRAHA4 '), 'praha 4');
  t.equal(foldName('Týnec nad Sázavou'), 'tynec nad sazavou');
});

t.test('a name written exactly, with or without diacritics, in any case, names its office alone', async (t) => {
  t.same(found('Benešov'), ['Benešov → Benešov'], 'not Benešov nad Ploučnicí');
  t.same(found('benesov'), ['Benešov → Benešov']);
  t.same(found('DĚČÍN'), ['Děčín → Děčín']);
  t.same(found('Praha 4'), ['Praha 4 → Praha 4'], 'a district of Prague, not Praha 14 or 11');
  t.same(found('praha4'), ['Praha 4 → Praha 4']);
  t.same(found('Praha-Libuš'), ['Praha-Libuš → Praha 4']);
});

t.test('typos and parts: the closest names', async (t) => {
  t.same(found('Jablonec nad Nysou'), ['Jablonec nad Nisou → Jablonec nad Nisou']);
  t.same(found('Vlasin'), ['Vlašim → Benešov']);
  t.same(found('Benesof'), ['Benešov → Benešov'], 'a name of as many words first: not Benešov nad Ploučnicí');
  t.same(found('Tynec n Sazavou'), [], 'every word must be there: "n" is no word of it');
  t.same(found('libus'), ['Praha-Libuš → Praha 4'], 'a part of Prague by its own name');
  t.same(found('Benešov nad Ploucnici'), ['Benešov nad Ploučnicí → Děčín']);
  t.ok(found('Praha').length > 1, 'Praha alone fits several districts, all offered');
});

t.test('nothing, or nonsense, finds nothing', async (t) => {
  t.same(found(''), []);
  t.same(found('   '), []);
  t.same(found('Xyzzyq'), []);
  t.same(found('a'.repeat(500)), [], 'too long to be a name');
});
