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
import { sampleSynonyms } from '../helpers/search.ts';

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
  t.equal(czech.term('příspěvek'), 'prispevk', 'one term a word: folded, then stemmed');
  t.equal(czech.term('na'), undefined, 'a stop word has no term');
  t.equal(czech.term('když'), undefined);
  t.equal(czech.term('kdyz'), undefined, 'stop words are compared folded');
});

t.test('Czech: diacritics never change the stem (folded before stemming)', async (t) => {
  const czech = analyzerFor('cs');
  // Common words whose palatalised forms a stemmer reading diacritics cut differently ("péče" → "pék", "pece" → "pec").
  const pairs = [['péče', 'pece'], ['péči', 'peci'], ['děti', 'deti'], ['dětí', 'deti'], ['rodiče', 'rodice'], ['rodičů', 'rodicu'], ['Brně', 'Brne'],
    ['úřadu', 'uradu'], ['zaměstnání', 'zamestnani'], ['nezaměstnanosti', 'nezamestnanosti'], ['žádost', 'zadost'], ['mzdové', 'mzdove'],
    ['pohřebné', 'pohrebne'], ['porodného', 'porodneho'], ['bydlením', 'bydlenim'], ['dávky', 'davky'], ['příspěvku', 'prispevku'],
    ['cizinců', 'cizincu'], ['pracoviště', 'pracoviste'], ['Plzeň', 'Plzen'], ['Děčín', 'Decin'], ['průkaz', 'prukaz'], ['rekvalifikací', 'rekvalifikaci'], ['vánočních', 'vanocnich']];
  for (const [written, typed] of pairs) t.equal(czech.term(written!.toLowerCase()), czech.term(typed!.toLowerCase()), `${written} = ${typed}`);
  const same = (a: string, b: string) => t.equal(czech.term(a), czech.term(b), `${a} ~ ${b}`);
  same('péče', 'péči');
  same('porodné', 'porodného');
  same('bydlení', 'bydlením');
  same('rodiče', 'rodičů');
});

t.test('digits and one-letter words are terms; stop words of one letter are not', async (t) => {
  const czech = analyzerFor('cs');
  t.same(czech.terms('Kontaktní pracoviště Praha 4'), [czech.term('kontaktní'), czech.term('pracoviště'), czech.term('praha'), '4']);
  t.equal(czech.term('2026'), '2026');
  t.equal(czech.term('č'), 'c', 'a letter that is no stop word');
  t.equal(czech.term('v'), undefined, '"v" is a stop word');
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
  t.equal(htmlToText('<p>podle z&aacute;kona &ndash; &bdquo;dávka&ldquo; &frac12; &Scaron;&iacute;ma</p>'), 'podle zákona – „dávka“ ½ Šíma', 'every entity HTML names');
  t.equal(htmlToText('zá&shy;kona &bogus; a & b'), 'zákona &bogus; a & b', 'a soft hyphen joins; what is no entity stays');
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
  const synonyms = sampleSynonyms();
  const expanded = synonyms.expand('cs', analyzerFor('cs').terms('DPP'));
  t.same(expanded[0]![1], analyzerFor('cs').terms('dohoda o provedení práce'));
  const dir = await mkdtemp(path.join(tmpdir(), 'synonyms-'));
  await writeFile(path.join(dir, 'bad.json'), JSON.stringify({ cs: { pracák: 'úřad práce' } }));
  await t.rejects(loadSynonyms(path.join(dir, 'bad.json')), /bad\.json: cs\.pracák/);
  await writeFile(path.join(dir, 'broken.json'), '{ "cs": ');
  await t.rejects(loadSynonyms(path.join(dir, 'broken.json')), /broken\.json/);
});
