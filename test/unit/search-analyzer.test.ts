import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import uk from '../../locales/uk.json';
import { analyzerFor, fold, tokenize, words } from '../../server/search/analyzer.ts';
import { loadSynonyms, Synonyms } from '../../server/search/synonyms.ts';
import { htmlToText } from '../../server/search/text.ts';
import { TERM_INVALID, TERM_TOO_SHORT, validateTerm } from '../../server/search/validate.ts';
import { SYNONYMS_FILE } from '../helpers/search.ts';

t.test('words: Unicode letters and digits, lower case, offsets into the text', async (t) => {
  t.same(words('Úřad práce ČR, Dobrovského 1278/25!'), ['úřad', 'práce', 'čr', 'dobrovského', '1278', '25']);
  t.same(words('Žádost o příspěvek – ňadra, řízení'), ['žádost', 'o', 'příspěvek', 'ňadra', 'řízení'], 'ň and ř are letters');
  t.same(words("сім’я, сім'я, parent's 'quoted'"), ["сім'я", "сім'я", "parent's", 'quoted'], 'apostrophes inside words, unified');
  t.same(words('ДОПОМОГА Їжа'), ['допомога', 'їжа']);
  const text = 'Kontakt: Úřad PRÁCE';
  t.same(tokenize(text).map((token) => text.slice(token.start, token.end)), ['Kontakt', 'Úřad', 'PRÁCE']);
});

t.test('folding takes diacritics off Latin letters and ё, never off й or ї', async (t) => {
  t.equal(fold('Příspěvek na péči, ŘÍJEN'), 'Prispevek na peci, RIJEN');
  t.equal(fold('жильё, Ёлка'), 'жилье, Елка');
  t.equal(fold('йод, їжа, сім’я'), 'йод, їжа, сім’я');
});

t.test('Czech: every form of a word meets its base form, with or without diacritics', async (t) => {
  const czech = analyzerFor('cs');
  const same = (a: string, b: string) => t.equal(czech.term(a), czech.term(b), `${a} ~ ${b}`);
  same('příspěvku', 'příspěvek');
  same('prispevku', 'příspěvek');
  same('příspěvků', 'příspěvky');
  same('nezaměstnanosti', 'nezaměstnanost');
  same('nezamestnanosti', 'nezaměstnanost');
  same('úřadu', 'úřad');
  same('uradu', 'úřad');
  same('dávek', 'dávky');
  same('cizinců', 'cizinec');
  same('práce', 'prací');
  t.not(czech.term('byt'), undefined, '"byt" (a flat) is a word, though "být" folds to it');
  t.same(czech.indexTerms('příspěvek'), ['prispevk', 'příspěvk'], 'the folded stem, and the stem as written');
  t.same(czech.indexTerms('na'), [], 'a stop word has no terms');
  t.same(czech.indexTerms('když'), []);
  t.same(czech.indexTerms('kdyz'), [], 'stop words are compared folded');
});

t.test('English, Russian and Ukrainian stemmers', async (t) => {
  t.equal(analyzerFor('en').term('allowances'), analyzerFor('en').term('allowance'));
  t.equal(analyzerFor('en').term('the'), undefined);
  t.equal(analyzerFor('ru').term('пособия'), analyzerFor('ru').term('пособие'));
  t.equal(analyzerFor('ru').term('жилье'), analyzerFor('ru').term('жильё'));
  t.equal(analyzerFor('uk').term('допомоги'), analyzerFor('uk').term('допомога'));
  t.equal(analyzerFor('uk').term('та'), undefined);
});

t.test('HTML to text: tags are word boundaries, entities decoded once, scripts dropped', async (t) => {
  t.equal(htmlToText('<ul><li>Jedna</li><li>dvě</li></ul><p>A&nbsp;tři &amp;lt; &#269;&#x159;</p>'), 'Jedna dvě A tři &lt; čř');
  t.equal(htmlToText('<p>Text</p><script>alert(1)</script><style>p{}</style><!-- note -->'), 'Text');
  t.equal(htmlToText('a < b and c > d'), 'a < b and c > d', 'a lone < is text');
});

t.test('validation: at least 3 characters; a term with nothing to search for is invalid', async (t) => {
  t.same(validateTerm('ab', 'cs'), { ok: false, message: TERM_TOO_SHORT });
  t.same(validateTerm('  p  ', 'en'), { ok: false, message: TERM_TOO_SHORT });
  t.same(validateTerm('', 'ru'), { ok: false, message: TERM_TOO_SHORT });
  t.same(validateTerm('🙂🙂', 'cs'), { ok: false, message: TERM_TOO_SHORT }, 'characters, not UTF-16 units');
  t.same(validateTerm('!!!', 'cs'), { ok: false, message: TERM_INVALID });
  t.same(validateTerm('a na ve', 'cs'), { ok: false, message: TERM_INVALID }, 'only stop words');
  t.same(validateTerm('the and of', 'en'), { ok: false, message: TERM_INVALID });
  t.same(validateTerm('x'.repeat(201), 'cs'), { ok: false, message: TERM_INVALID }, 'too long');
  t.same(validateTerm('  příspěvek\n na\tbydlení ', 'cs'), { ok: true, term: 'příspěvek na bydlení' });
  t.same(validateTerm('<script>', 'cs'), { ok: true, term: '<script>' }, 'markup is a term like any other: escaping is the output\'s job');
  t.same(validateTerm('до', 'uk'), { ok: false, message: TERM_TOO_SHORT });
  t.same(validateTerm('житло', 'uk'), { ok: true, term: 'житло' });
});

t.test('the validation messages exist in every language', async (t) => {
  const messages: Record<string, Record<string, string>> = { cs, en, ru, uk };
  for (const [language, file] of Object.entries(messages)) {
    for (const key of [TERM_TOO_SHORT, TERM_INVALID, 'search.indexBuilding']) t.ok(file[key], `${language} ${key}`);
  }
  t.equal(en[TERM_TOO_SHORT], 'Please enter at least 3 characters');
  t.equal(en[TERM_INVALID], 'Invalid term. Please try again.');
  t.not(cs[TERM_TOO_SHORT], en[TERM_TOO_SHORT], 'translated');
});

t.test('synonyms: keys and alternatives analyzed, longest key first, one way', async (t) => {
  const synonyms = new Synonyms({ cs: { pracák: ['úřad práce'], 'hmotná nouze': ['příspěvek na živobytí'], hmotná: ['materiální'] } });
  const czech = analyzerFor('cs');
  const terms = (text: string) => czech.terms(text);
  t.same(synonyms.expand('cs', terms('pracáku')), [[terms('pracák'), terms('úřad práce')]], 'an inflected key');
  t.same(synonyms.expand('cs', terms('pomoc v hmotné nouzi')), [[terms('pomoc')], [terms('hmotná nouze'), terms('příspěvek na živobytí')]], 'the longer key wins');
  t.same(synonyms.expand('cs', terms('úřad práce')), [[terms('úřad')], [terms('práce')]], 'one way only');
  t.same(synonyms.expand('en', terms('pracák')), [[terms('pracák')]], 'per language');
});

t.test('the editors\' synonym file loads; a broken one is reported with its field', async (t) => {
  const synonyms = await loadSynonyms(SYNONYMS_FILE);
  const expanded = synonyms.expand('cs', analyzerFor('cs').terms('DPP'));
  t.same(expanded[0]![1], analyzerFor('cs').terms('dohoda o provedení práce'));
  const dir = await mkdtemp(path.join(tmpdir(), 'synonyms-'));
  await writeFile(path.join(dir, 'bad.json'), JSON.stringify({ cs: { pracák: 'úřad práce' } }));
  await t.rejects(loadSynonyms(path.join(dir, 'bad.json')), /bad\.json: cs\.pracák/);
  await writeFile(path.join(dir, 'broken.json'), '{ "cs": ');
  await t.rejects(loadSynonyms(path.join(dir, 'broken.json')), /broken\.json/);
});
