/** The editors' thesaurus item: read at most once a retention period, applied when it changed, kept when the CMS fails. */
import t from 'tap';
import type { Synonyms } from '../../server/search/synonyms.ts';
import { ThesaurusItem } from '../../server/search/thesaurus.ts';
import { analyzerFor } from '../../server/search/analyzer.ts';

t.test('the thesaurus item is applied when it changes, asked at most once a period, kept when the CMS fails', async (t) => {
  let now = 0;
  let answer: () => Promise<Record<string, unknown> | undefined> = async () => ({ synonyms: { cs: { pracák: ['úřad práce'] } } });
  let asked = 0;
  const applied: Synonyms[] = [];
  const warnings: string[] = [];
  const item = new ThesaurusItem({
    fetch: () => (asked++, answer()),
    apply: (synonyms) => void applied.push(synonyms),
    refreshMs: 60_000,
    log: { warn: (_data, message) => void warnings.push(message) },
    now: () => now,
  });
  const expand = (synonyms: Synonyms, text: string) => synonyms.expand('cs', analyzerFor('cs').terms(text));

  await item.fresh();
  t.equal(applied.length, 1);
  t.same(expand(applied[0]!, 'pracák'), [[['pracak'], ['urad', 'prak']]], 'the item\'s synonyms in use');
  await item.fresh();
  t.equal(asked, 1, 'not asked again within the period');

  now = 61_000;
  await item.fresh();
  t.equal(asked, 2);
  t.equal(applied.length, 1, 'the same thesaurus is not applied again');

  now = 122_000;
  answer = async () => ({ synonyms: { cs: { pracák: ['úřad práce'], úp: ['úřad práce'] } } });
  await item.fresh();
  t.equal(applied.length, 2, 'an edit is applied');

  now = 183_000;
  answer = async () => ({ synonyms: { cs: { pracák: ['úřad práce'], úp: ['úřad práce'] } }, bestBets: { cs: { 'úřad práce': '/o-uradu-prace' } } });
  await item.fresh();
  t.equal(applied.length, 3, 'a best bet added is an edit');
  t.equal(applied[2]!.bestBet('cs', analyzerFor('cs').terms('Úřad práce')), '/o-uradu-prace', 'pinned for the query in any of its forms');

  now = 244_000;
  answer = async () => { throw new Error('CMS down'); };
  await item.fresh();
  t.equal(applied.length, 3, 'a CMS that fails keeps the last one');
  now = 305_000;
  answer = async () => ({ synonyms: { cs: { pracák: 'úřad práce' } } });
  await item.fresh();
  t.equal(applied.length, 3, 'a broken item keeps the last one');
  t.equal(warnings.length, 2, 'and each is warned about');

  now = 366_000;
  answer = async () => undefined;
  await item.fresh();
  t.same(expand(applied[3]!, 'pracák'), [[['pracak']]], 'no item: no synonyms');
});
