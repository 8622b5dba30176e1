/** How people type, read by the search: questions' words, other scripts and layouts, real words (issue 45). */
import t from 'tap';
import { analyzerFor } from '../../server/search/analyzer.ts';
import { parseDictionary, realWords } from '../../server/search/dictionary.ts';
import { cyrillicSpellings, otherLayout } from '../../server/search/scripts.ts';

t.test('question words, per language, in any of their forms', async (t) => {
  const cs = analyzerFor('cs');
  for (const word of ['kolik', 'potřebuju', 'potřebuji', 'formulář', 'prosím', 'můžu']) t.ok(cs.isQuestionTerm(cs.term(word)!), `cs: ${word}`);
  for (const word of ['porodné', 'práce', 'příspěvek']) t.notOk(cs.isQuestionTerm(cs.term(word)!), `cs: ${word} is what is asked about`);
  const en = analyzerFor('en');
  t.ok(en.isQuestionTerm(en.term('apply')!) && en.isQuestionTerm(en.term('need')!));
  t.ok(analyzerFor('ru').isQuestionTerm(analyzerFor('ru').term('сколько')!));
  t.ok(analyzerFor('uk').isQuestionTerm(analyzerFor('uk').term('скільки')!));
  t.ok(cs.isFormTerm(cs.term('tiskopis')!) && en.isFormTerm(en.term('form')!), 'words that name a form');
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
});

t.test('real words: a dictionary\'s entries folded, searched by halves', async (t) => {
  const words = await parseDictionary('4\nstavební/YKRN\npovolení/SN\nAbc\nžluťoučký\n', 'cs');
  t.equal(words.size, 4);
  for (const word of ['stavebni', 'povoleni', 'abc', 'zlutoucky']) t.ok(words.has(word), word);
  for (const word of ['stavebn', 'prxyq', 'a', 'zzz']) t.notOk(words.has(word), word);
  t.equal(await realWords('cs', '/nonexistent'), undefined, 'no dictionary installed: none');
  const czech = await realWords('cs');
  t.ok(czech && czech.size > 100_000 && czech.has('stavebni') && !czech.has('stavbeni'), 'Debian\'s hunspell-cs');
  t.equal(await realWords('en'), undefined, 'English has none');
});
