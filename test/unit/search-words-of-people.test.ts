/** How people type, read by the search: questions' words, other scripts and layouts, real words (issue 45). */
import { rmSync } from 'node:fs';
import t from 'tap';
import { analyzerFor } from '../../server/search/analyzer.ts';
import { hunspell, loadHunspell, parseDictionary } from '../../server/search/dictionary.ts';
import { cyrillicSpellings, otherLayout } from '../../server/search/scripts.ts';

t.test('question words, per language, in any of their forms', async (t) => {
  const cs = analyzerFor('cs');
  for (const word of ['kolik', 'potřebuju', 'potřebuji', 'formulář', 'prosím', 'můžu', 'pobírá', 'lidi']) t.ok(cs.isQuestionTerm(cs.term(word)!), `cs: ${word}`);
  for (const word of ['porodné', 'práce', 'příspěvek']) t.notOk(cs.isQuestionTerm(cs.term(word)!), `cs: ${word} is what is asked about`);
  // A question word's term must not be a content word's: "dát" and "datum" are both "dat" to the stemmer.
  for (const word of ['datum', 'data', 'dávka']) t.notOk(cs.isQuestionTerm(cs.term(word)!), `cs: ${word} is what is asked about`);
  t.notOk(analyzerFor('ru').isQuestionTerm(analyzerFor('ru').term('положение')!), 'ru: положение (status) is what is asked about');
  const en = analyzerFor('en');
  t.ok(en.isQuestionTerm(en.term('apply')!) && en.isQuestionTerm(en.term('need')!));
  t.ok(analyzerFor('ru').isQuestionTerm(analyzerFor('ru').term('сколько')!));
  t.ok(analyzerFor('uk').isQuestionTerm(analyzerFor('uk').term('скільки')!));
  t.ok(en.isQuestionTerm(en.term('now')!) && cs.isQuestionTerm(cs.term('teď')!), 'a sentence\'s "now": "I lost my job, what now"');
  t.ok(cs.isFormTerm(cs.term('tiskopis')!) && en.isFormTerm(en.term('form')!), 'words that name a form');
  const ru = analyzerFor('ru'), uk = analyzerFor('uk');
  t.ok(cs.isQuestionTerm(cs.term('nám')!) && cs.isQuestionTerm(cs.term('dnes')!) && cs.isQuestionTerm(cs.term('dobrý')!), 'a sentence\'s pronouns, time and greeting');
  t.ok(ru.isQuestionTerm(ru.term('чего')!) && uk.isQuestionTerm(uk.term('якась')!) && en.isQuestionTerm(en.term('today')!));
  t.ok(en.isQuestionTerm(en.term('czech')!) && ru.isQuestionTerm(ru.term('чехии')!) && uk.isQuestionTerm(uk.term('чехії')!), 'the country every page is about');
});

t.test('Latin-typed Russian and Ukrainian: both common romanizations among the spellings', async (t) => {
  t.ok(cyrillicSpellings('posobie', 'ru').includes('пособие'), 'scholarly');
  t.ok(cyrillicSpellings('posobiye', 'ru').includes('пособие'), 'English-style "ye"');
  t.ok(cyrillicSpellings('zhilye', 'ru').includes('жилье'));
  t.ok(cyrillicSpellings('dopomoha', 'uk').includes('допомога'), 'Ukrainian national "h"');
  t.ok(cyrillicSpellings('dopomoga', 'uk').includes('допомога'), '"g" for "г"');
  t.ok(cyrillicSpellings('bezrobittiu', 'uk').includes('безробіттю'));
  t.same(cyrillicSpellings('posobie', 'cs'), [], 'not on a Czech site');
  t.ok(cyrillicSpellings('zaporozhskaya', 'ru').length <= 200, 'bounded');
});

t.test('the other keyboard layout, both ways', async (t) => {
  t.equal(otherLayout('gjcj,bt', 'ru'), 'пособие');
  t.equal(otherLayout('ljgjvjuf', 'uk'), 'допомога');
  t.equal(otherLayout('зщкщвту', 'cs'), 'porodne');
  t.equal(otherLayout('пособие', 'ru'), undefined, 'the language\'s own script stays');
  t.equal(otherLayout('porodné', 'cs'), undefined);
  t.equal(otherLayout('p59sp2vek na p04i', 'cs'), 'příspěvek na péči', 'Czech typed with the US layout: the number row\'s letters');
  t.equal(otherLayout('podpora v neyam2stnanosti praha 4', 'cs'), 'podpora v nezaměstnanosti praha 4', 'z and y swapped; a number alone stays');
  t.equal(otherLayout('úřad práce Praha 4', 'cs'), undefined, 'no word mixes letters and digits');
});

t.test('the analyzer stems the dictionary\'s base form: forms the light stemmer cut apart meet', async (t) => {
  const term = (lang: 'cs' | 'ru' | 'uk', word: string) => analyzerFor(lang).term(word);
  // The Ukrainian stemmer alone gives "втратил" and "втрат": the base form "втратити" joins them.
  t.equal(term('uk', 'втратила'), term('uk', 'втратити'), 'втратила, втратити');
  t.equal(term('uk', 'втратила'), term('uk', 'втратив'), 'втратила, втратив');
  t.equal(term('ru', 'приехала'), term('ru', 'приехать'), 'приехала, приехать');
  t.equal(term('cs', 'pomucek'), term('cs', 'pomůcka'), 'pomůcek without diacritics, pomůcka');
  t.equal(term('cs', 'xyzzyho'), 'xyzzyh', 'a word no dictionary knows: the light stemmer alone');
});

t.test('irregular forms the dictionaries list apart meet their base form', async (t) => {
  const term = (lang: 'cs' | 'en' | 'ru' | 'uk', word: string) => analyzerFor(lang).term(word);
  for (const word of ['děti', 'dětí', 'dětmi', 'deti']) t.equal(term('cs', word), term('cs', 'dítě'), `${word}, dítě`);
  for (const word of ['lidé', 'lidi', 'lidem']) t.equal(term('cs', word), term('cs', 'člověk'), `${word}, člověk`);
  t.equal(term('cs', 'šel'), term('cs', 'jít'), 'šel, jít');
  t.equal(term('cs', 'přišla'), term('cs', 'přijít'), 'a prefixed past: přišla, přijít');
  t.equal(term('cs', 'prisel'), term('cs', 'přijít'), 'without diacritics');
  t.equal(term('cs', 'odejdu'), term('cs', 'odejít'), 'a prefixed present: odejdu, odejít');
  t.not(term('cs', 'posel'), term('cs', 'pojít'), '"posel" is a messenger, not a form of "pojít"');
  t.equal(term('en', 'children'), term('en', 'child'), 'children, child');
  t.equal(term('en', 'lost'), term('en', 'lose'), 'lost, lose');
  t.equal(term('en', 'unemployed'), term('en', 'unemployment'), 'Porter\'s "y" → "i" undone after a vowel: unemployed, unemployment');
  t.equal(term('en', 'cities'), term('en', 'city'), 'and kept after a consonant: cities, city');
  t.equal(term('ru', 'детей'), term('ru', 'ребёнок'), 'детей, ребёнок');
  t.equal(term('uk', 'люди'), term('uk', 'людина'), 'люди, людина');
});

t.test('real words: a dictionary\'s entries and their suffixed forms, folded', async (t) => {
  // Two rules of flag Q as hunspell-cs writes them: "-ek" → "-ku" (the e that drops), and "-a" → "-y".
  const aff = 'SET UTF-8\nSFX Q Y 2\nSFX Q   ek   ku   ek\nSFX Q   a    y    [^k]a\n';
  const words = parseDictionary(aff, '5\nstavební/YKRN\npovolení/SN\nAbc\npříspěvek/Q\npomůcka/Q\n', 'cs');
  t.equal(words.size, 5);
  for (const word of ['stavebni', 'povoleni', 'abc', 'prispevek', 'prispevku']) t.ok(words.has(word), word);
  for (const word of ['stavebn', 'prxyq', 'a', 'zzz', 'pomucky']) t.notOk(words.has(word), `${word} (pomůcky: the condition [^k]a does not fit)`);
  t.equal(words.baseForm('prispevku'), 'prispevek', 'a suffix rule leads to its entry, folded');
  t.equal(words.baseForm('povoleni'), 'povoleni', 'an entry is its own base form');
  t.equal(words.baseForm('povolenim'), undefined, 'a rule the entry lacks (S is not Q) leads nowhere');
  t.equal(hunspell('cs', '/nonexistent'), undefined, 'no dictionary installed: none');
  // Read in the background, in steps (as the search starts), it is the same dictionary.
  const dir = t.testdir({ 'cs_CZ.aff': aff, 'cs_CZ.dic': '1\npříspěvek/Q\n' });
  await loadHunspell('cs', dir);
  rmSync(`${dir}/cs_CZ.dic`);
  t.equal(hunspell('cs', dir)?.baseForm('prispevku'), 'prispevek', 'loadHunspell read it (the file is gone since)');
  const czech = hunspell('cs');
  t.ok(czech && czech.size > 100_000 && czech.has('stavebni') && !czech.has('stavbeni'), 'Debian\'s hunspell-cs');
  t.equal(czech?.baseForm('cizincu'), 'cizinec', 'Debian\'s rules: cizincům → cizinec');
  t.equal(hunspell('ru')?.baseForm('приехала'), 'приехать', 'hunspell-ru: приехала → приехать');
  t.equal(hunspell('uk')?.baseForm('втратила'), 'втратити', 'hunspell-uk: втратила → втратити');
  t.equal(hunspell('en'), undefined, 'English has none');
});
