/** The query plan's relaxation (query-plan.ts): a page's share of a query's information, by rarity and by field. */
import t from 'tap';
import { answers, coverage, fieldStrength, FIELD_STRENGTH, planQuery, relaxedFloor, type Vocabulary } from '../../server/search/query-plan.ts';
import { Synonyms } from '../../server/search/synonyms.ts';

/** A vocabulary of 1,000 documents holding these terms in so many documents; no near words, no completions. */
function vocabulary(of: Record<string, number>): Vocabulary {
  return {
    frequencies: async (terms) => ({ documents: 1000, of: new Map(terms.flatMap((term) => (term in of ? [[term, of[term]!] as const] : []))) }),
    nearWords: async () => new Map(),
    completions: async () => new Map(),
  };
}

t.test('where a page holds a word: the title says most, the perex less, a body less again and a long one least', async (t) => {
  t.equal(fieldStrength('title', 100_000), FIELD_STRENGTH.title);
  t.ok(fieldStrength('title', 0) > fieldStrength('perex', 0) && fieldStrength('perex', 0) > fieldStrength('body', 1000));
  t.ok(fieldStrength('body', 1000) > fieldStrength('body', 16_384), 'a body four times the reference holds a word half as strongly');
  t.equal(fieldStrength('body', 16_384), FIELD_STRENGTH.body / 2);
});

t.test('a word weighs by its rarity; a word no page holds counts in the whole query, not in what pages can cover', async (t) => {
  const analyzer = (await import('../../server/search/analyzer.ts')).analyzerFor('cs');
  const [rare, common] = [analyzer.term('porodné')!, analyzer.term('dávka')!];
  const plan = await planQuery('porodné dávka garáž', 'cs', new Synonyms(), vocabulary({ [rare]: 5, [common]: 200 }));
  const [porodne, davka, garaz] = plan.clauses;
  t.ok(porodne!.weight > davka!.weight, 'the rarer word says more');
  t.ok(porodne!.known && davka!.known && !garaz!.known, 'no page holds "garáž"');
  // A page holding the rare word in its title and the common one in a short body.
  const page = coverage(plan, (clause) => (clause === porodne ? fieldStrength('title', 0) : clause === davka ? fieldStrength('body', 0) : 0));
  t.ok(page.reach > page.share, 'what pages can cover is less than the whole query');
  t.equal(page.reach, (porodne!.weight + FIELD_STRENGTH.body * davka!.weight) / (porodne!.weight + davka!.weight));
});

t.test('a typed word no page holds means what its synonyms mean', async (t) => {
  const analyzer = (await import('../../server/search/analyzer.ts')).analyzerFor('cs');
  const [urad, prace, brno] = ['úřad', 'práce', 'Brno'].map((word) => analyzer.term(word.toLowerCase())!);
  const synonyms = new Synonyms({ cs: { pracák: ['úřad práce'] } });
  const plan = await planQuery('pracák brno', 'cs', synonyms, vocabulary({ [urad!]: 300, [prace!]: 320, [brno!]: 10 }));
  const [pracak, town] = plan.clauses;
  t.ok(pracak!.known, 'its synonym is held');
  t.ok(pracak!.weight < town!.weight, '"pracák" says as little as the common "úřad práce" it stands for, not as much as a word never seen');
});

t.test('the floor: two thirds of what pages hold and nearly half of the query, or what the pages holding every word cover', async (t) => {
  const floor = relaxedFloor([]);
  t.ok(answers({ share: 0.5, reach: 0.7 }, floor));
  t.notOk(answers({ share: 0.3, reach: 1 }, floor), 'a page covering all the portal knows of a query mostly foreign to it is no answer');
  t.notOk(answers({ share: 0.6, reach: 0.6 }, floor));
  const weak = relaxedFloor([{ share: 0.3, reach: 0.3 }]);
  t.ok(answers({ share: 0.35, reach: 0.35 }, weak), 'as good as the page holding every word only in a long body');
});
