/**
 * The benefits guide's rules, as the sample content holds them, against a table of cases per benefit: just eligible,
 * just not, and each rule's edge. The rules are read by the template's schema, as the portal reads them.
 */
import { readFileSync } from 'node:fs';
import t, { type Test } from 'tap';
import { CASES, ENDED_CASES, type Row } from './cases.ts';
import { benefitsChecked, judge, nextQuestion, questionsOf } from './evaluate.ts';
import { schema } from './rules.ts';
import { guideStep } from './steps.ts';

const item = JSON.parse(readFileSync(new URL('../../content/up/pages/pruvodce-davkami.json', import.meta.url), 'utf8'));
const parsed = schema.safeParse({ ...item.data, ...item.translations['cs-CZ'].data });
if (!parsed.success) throw new Error(`the sample rules do not fit: ${parsed.error.message}`);
const { rules, texts } = parsed.data;

function table(t: Test, benefitId: string, rows: Row[]) {
  const benefit = rules.benefits.find((candidate) => candidate.id === benefitId)!;
  t.ok(rows.length >= 10, `${benefitId}: at least 10 cases`);
  for (const [label, answers, status, amount] of rows) {
    const verdict = judge(rules, benefit, answers);
    t.equal(verdict.status, status, `${benefitId}: ${label}`);
    if (amount !== undefined) t.equal(verdict.amount, amount, `${benefitId}: ${label}: amount`);
  }
}

for (const [benefitId, rows] of Object.entries(CASES)) t.test(`${benefitId}: its cases`, async (t) => table(t, benefitId, rows));

t.test('every benefit of the rules has its table of cases', async (t) => {
  t.same(rules.benefits.filter((benefit) => !benefit.ended && !CASES[benefit.id]).map((benefit) => benefit.id), []);
});

t.test('care allowance: no amount without a degree', async (t) => {
  const unknown = judge(rules, rules.benefits.find((b) => b.id === 'careAllowance')!, { needsHelp: 'yes', careAge: 40, careDegree: 'unknown' });
  t.equal(unknown.amount, undefined);
});

/** An ended benefit answers "ended" whatever the answers, and a check of it covers the benefit that replaced it. */
function endedTable(t: Test, benefitId: string) {
  const checked = benefitsChecked(rules, [benefitId]).map((benefit) => benefit.id);
  t.same(checked, [benefitId, 'stateSocialAssistance'].sort((a, b) => rules.benefits.findIndex((x) => x.id === a) - rules.benefits.findIndex((x) => x.id === b)), `${benefitId}: checked with its replacement`);
  t.ok(ENDED_CASES.length >= 10, `${benefitId}: at least 10 cases`);
  for (const [label, answers, replacement] of ENDED_CASES) {
    t.equal(judge(rules, rules.benefits.find((b) => b.id === benefitId)!, answers).status, 'ended', `${benefitId}: ${label}`);
    t.equal(judge(rules, rules.benefits.find((b) => b.id === 'stateSocialAssistance')!, answers).status, replacement, `${benefitId}: ${label}: its replacement`);
  }
}

t.test('housing allowance (ended, replaced)', async (t) => endedTable(t, 'housingAllowance'));
t.test('child benefit (ended, replaced)', async (t) => endedTable(t, 'childBenefit'));

t.test('the questions asked: only what the answer needs, in the rules\' order', async (t) => {
  const unemployment = benefitsChecked(rules, ['unemployment']);
  t.equal(nextQuestion(rules, unemployment, {}), 'insuredMonths');
  t.equal(nextQuestion(rules, unemployment, { insuredMonths: 2 }), undefined, 'a failed condition asks nothing more');
  t.equal(nextQuestion(rules, unemployment, { insuredMonths: 20 }), 'oldAgePension');
  const parental = benefitsChecked(rules, ['parentalAllowance']);
  t.equal(nextQuestion(rules, parental, { youngestChild: 'under4', personalCare: 'yes' }), undefined, 'no nursery question for a child over 2');
  t.equal(nextQuestion(rules, parental, { youngestChild: 'under2', personalCare: 'yes' }), 'nurseryHours');
});

t.test('the count of questions each benefit asks at most', async (t) => {
  const counts = Object.fromEntries(rules.benefits.map((benefit) => [benefit.id, questionsOf(rules, benefit).length]));
  t.comment(`questions per benefit (at most, besides the situation when not started from the benefit's page): ${JSON.stringify(counts)}`);
  t.same(counts, { unemployment: 4, housingAllowance: 0, childBenefit: 0, parentalAllowance: 3, birthGrant: 5, careAllowance: 3, stateSocialAssistance: 6, funeralGrant: 3, humanitarianBenefit: 6 });
});

t.test('steps: a journey through the query alone', async (t) => {
  const path = '/co-muzete-dostat';
  t.equal(guideStep(rules, texts, {}, path).kind, 'start');
  const first = guideStep(rules, texts, { step: 'questions' }, path);
  t.equal(first.kind === 'question' && first.question.id, 'situation');
  const missing = guideStep(rules, texts, { step: 'questions', q: 'situation' }, path);
  t.equal(missing.kind === 'question' && missing.error, 'Vyberte, co se ve vašem životě děje', 'nothing chosen: the question again, with what to do');
  const death = guideStep(rules, texts, { 'a.situation': 'death', q: 'situation' }, path);
  t.equal(death.kind === 'question' && death.question.id, 'deceased');
  t.same(death.kind === 'question' && death.hidden, [['a.situation', 'death'], ['q', 'deceased']], 'the answers so far carried in the form');
  const invalid = guideStep(rules, texts, { benefit: 'unemployment', 'a.insuredMonths': '30', q: 'insuredMonths' }, path);
  t.equal(invalid.kind === 'question' && invalid.error, 'Zadejte počet měsíců jako celé číslo od 0 do 24');
  const answers = { 'a.situation': 'death', 'a.deceased': 'child', 'a.deceasedResident': 'yes', 'a.paidFuneral': 'yes' };
  const check = guideStep(rules, texts, answers, path);
  t.equal(check.kind, 'check');
  t.equal(check.asked, 4);
  t.same(check.kind === 'check' && check.rows.map((row) => row.answer), ['Zemřel mi blízký člověk', 'Nezaopatřené dítě', 'Ano', 'Ano']);
  const result = guideStep(rules, texts, { ...answers, step: 'result' }, path);
  t.same(result.kind === 'result' && [result.may.map((r) => [r.id, r.amount]), result.mayNot.length], [[['funeralGrant', 5000]], 0]);
  const changed = guideStep(rules, texts, { ...answers, 'a.deceased': 'other', step: 'result' }, path);
  t.equal(changed.asked, 2, 'an answer that decides drops the questions after it');
  t.same(changed.kind === 'result' && changed.mayNot.map((r) => r.reasons), [['Pohřebné náleží jen po nezaopatřeném dítěti nebo rodiči nezaopatřeného dítěte.']]);
  const spaced = guideStep(rules, texts, { benefit: 'unemployment', 'a.insuredMonths': '24', 'a.oldAgePension': 'no', 'a.dismissedForBreach': 'no', 'a.netEarnings': '25 000', step: 'result' }, path);
  t.same(spaced.kind === 'result' && spaced.may.map((r) => r.amount), [20000], 'thousands written with a space');
  const housing = guideStep(rules, texts, { benefit: 'housingAllowance' }, path);
  t.equal(housing.kind === 'question' && housing.question.id, 'workOrRegistered', 'an ended benefit asks its replacement\'s questions');
});

t.test('the answers never reach a log line', async (t) => {
  const { redactUrl } = await import('../../server/logging.ts');
  t.equal(redactUrl('/co-muzete-dostat?benefit=birthGrant&a.income=25000&a.adults=2&q=adults'), '/co-muzete-dostat?benefit=birthGrant&a.income=[Redacted]&a.adults=[Redacted]&q=adults');
});

t.test('the pages: a question as its fieldset, its error, check your answers, the result', async (t) => {
  const { renderExample } = await import('../../test/helpers/render.tsx');
  const { dom, links, textOf } = await import('../../test/helpers/dom.ts');
  const { exampleView } = await import('../types.ts');
  const { PruvodceDavkami } = await import('./server.ts');
  const cs = item.translations['cs-CZ'];
  const view = exampleView({ id: item.id, name: cs.name, description: cs.description, language: 'cs-CZ', structureKey: 'PruvodceDavkami', categories: [], tags: [], data: { ...item.data, ...cs.data } });
  const path = '/co-muzete-dostat';
  const render = (query: Record<string, string>) => {
    const step = guideStep(rules, texts, query, path);
    return dom(renderExample(PruvodceDavkami, view, { data: { step, title: 'Titulek', validFrom: '1. ledna 2026', outdated: false } }));
  };

  const question = render({ benefit: 'funeralGrant' });
  t.equal(textOf(question('fieldset > legend > h1')), 'Kdo zemřel?', 'the question is the legend, as the heading');
  t.same(question('fieldset input[type="radio"]').toArray().map((input) => [question(input).attr('name'), question(input).attr('value'), textOf(question(`label[for="${question(input).attr('id')}"]`))]),
    [['a.deceased', 'child', 'Nezaopatřené dítě'], ['a.deceased', 'parent', 'Rodič nezaopatřeného dítěte'], ['a.deceased', 'other', 'Někdo jiný']]);
  t.equal(question('fieldset').attr('aria-describedby'), 'guide-deceased-hint');
  t.same(question('form input[type="hidden"]').toArray().map((input) => [question(input).attr('name'), question(input).attr('value')]), [['benefit', 'funeralGrant'], ['q', 'deceased']]);
  t.equal(question('form').attr('method'), 'get', 'a plain GET form');

  const error = render({ benefit: 'funeralGrant', q: 'deceased' });
  t.same(links(error, '.error-summary'), [{ text: 'Vyberte, kdo zemřel', href: '#guide-deceased' }]);
  t.equal(error('#guide-deceased').attr('type'), 'radio', 'the link leads to the first option');
  t.equal(error('fieldset').attr('aria-describedby'), 'guide-deceased-hint guide-deceased-error');

  const answers = { benefit: 'funeralGrant', 'a.deceased': 'child', 'a.deceasedResident': 'yes', 'a.paidFuneral': 'yes' };
  const check = render(answers);
  t.same(check('dl.guide__answers dt').toArray().map((dt) => textOf(check(dt))), ['Kdo zemřel?', 'Měl zemřelý trvalý pobyt v České republice?', 'Vypravili jste pohřeb a zaplatili ho?']);
  t.equal(check('.guide__change a').first().attr('href'), '/co-muzete-dostat?benefit=funeralGrant&a.deceased=child&a.deceasedResident=yes&a.paidFuneral=yes&change=deceased');
  t.equal(textOf(check('.guide__change a').first()), 'Změnit Kdo zemřel?', 'each change link names its question');

  const result = render({ ...answers, 'a.paidFuneral': 'no', step: 'result' });
  t.match(textOf(result('#guide-may').next('p')), /^Podle vašich odpovědí nesplňujete podmínky/, 'nothing to get, said in words');
  t.same(result('.guide__benefit--no li').toArray().map((li) => textOf(result(li))).slice(0, 1), ['Pohřebné dostane ten, kdo pohřeb vypravil a zaplatil.']);
  t.match(textOf(result('.guide__guidance')), /ne rozhodnutí\..*od 1\. ledna 2026/);
});
