/**
 * The benefits guide's rules, as the sample content holds them, against a table of cases per benefit: just eligible,
 * just not, and each rule's edge. The rules are read by the template's schema, as the portal reads them.
 */
import { readFileSync } from 'node:fs';
import t, { type Test } from 'tap';
import { benefitsChecked, judge, nextQuestion, questionsOf, type Answers } from './evaluate.ts';
import { schema } from './rules.ts';
import { guideStep } from './steps.ts';

const item = JSON.parse(readFileSync(new URL('../../content/up/pages/pruvodce-davkami.json', import.meta.url), 'utf8'));
const parsed = schema.safeParse({ ...item.data, ...item.translations['cs-CZ'].data });
if (!parsed.success) throw new Error(`the sample rules do not fit: ${parsed.error.message}`);
const { rules, texts } = parsed.data;

type Expected = 'yes' | 'no' | 'ended' | 'open';
type Row = [label: string, answers: Answers, status: Expected, amount?: number];

function table(t: Test, benefitId: string, rows: Row[]) {
  const benefit = rules.benefits.find((candidate) => candidate.id === benefitId)!;
  t.ok(rows.length >= 10, `${benefitId}: at least 10 cases`);
  for (const [label, answers, status, amount] of rows) {
    const verdict = judge(rules, benefit, answers);
    t.equal(verdict.status, status, `${benefitId}: ${label}`);
    if (amount !== undefined) t.equal(verdict.amount, amount, `${benefitId}: ${label}: amount`);
  }
}

// A single adult's living minimum is 4 860 Kč; a household's 4 470 + 4 040 per other adult + 3 050 a child.
const household = (adults: number, children: number, income: number, extra: Answers = {}): Answers => ({ adults, children, income, ...extra });

t.test('unemployment benefit', async (t) => {
  const base = { insuredMonths: 12, oldAgePension: 'no', dismissedForBreach: 'no', netEarnings: 30000 };
  table(t, 'unemployment', [
    ['just eligible: exactly 12 months insured', base, 'yes', 24000],
    ['just not: 11 months insured', { ...base, insuredMonths: 11 }, 'no'],
    ['24 months insured', { ...base, insuredMonths: 24 }, 'yes'],
    ['no insurance at all', { ...base, insuredMonths: 0 }, 'no'],
    ['old-age pension', { ...base, oldAgePension: 'yes' }, 'no'],
    ['dismissed for a gross breach', { ...base, dismissedForBreach: 'yes' }, 'no'],
    ['80 % of earnings just under the cap', { ...base, netEarnings: 48171 }, 'yes', 38537],
    ['80 % of earnings over the cap: the cap', { ...base, netEarnings: 60000 }, 'yes', 38537],
    ['no earnings given yet: eligible, amount open', { insuredMonths: 12, oldAgePension: 'no', dismissedForBreach: 'no' }, 'yes'],
    ['nothing answered', {}, 'open'],
    ['a failed condition decides without the rest', { insuredMonths: 3 }, 'no'],
    ['zero earnings: nothing to pay on', { ...base, netEarnings: 0 }, 'yes', 0],
  ]);
});

t.test('parental allowance', async (t) => {
  const base = { youngestChild: 'under4', personalCare: 'yes' };
  table(t, 'parentalAllowance', [
    ['child of 2 or 3 cared for personally', base, 'yes', 350000],
    ['child under 1, 92 hours in a nursery: the edge', { youngestChild: 'under1', personalCare: 'yes', nurseryHours: 92 }, 'yes'],
    ['child under 1, 93 hours: just over', { youngestChild: 'under1', personalCare: 'yes', nurseryHours: 93 }, 'no'],
    ['child of 1, no nursery', { youngestChild: 'under2', personalCare: 'yes', nurseryHours: 0 }, 'yes'],
    ['child of 1, nursery hours not yet answered', { youngestChild: 'under2', personalCare: 'yes' }, 'open'],
    ['child of 2 or 3: nursery hours do not apply', { ...base, nurseryHours: 160 }, 'yes'],
    ['child of 4 or older', { ...base, youngestChild: 'older' }, 'no'],
    ['child not yet born', { ...base, youngestChild: 'expecting' }, 'no'],
    ['not caring personally', { ...base, personalCare: 'no' }, 'no'],
    ['nothing answered', {}, 'open'],
  ]);
});

t.test('birth grant', async (t) => {
  // Two adults and the newborn: 4 470 + 4 040 + 3 050 = 11 560; 2.7 times that is 31 212.
  const base = { youngestChild: 'under1', childOrder: 'first', ...household(2, 1, 31212) };
  table(t, 'birthGrant', [
    ['first child, income exactly at 2.7 times the living minimum', base, 'yes', 10000],
    ['first child, income 1 Kč over', { ...base, income: 31213 }, 'no'],
    ['second child', { ...base, childOrder: 'second' }, 'yes', 5000],
    ['third child', { ...base, childOrder: 'third' }, 'no'],
    ['child older than a year', { ...base, youngestChild: 'under2' }, 'no'],
    ['still expecting', { ...base, youngestChild: 'expecting' }, 'no'],
    ['single parent with the newborn: 4 470 + 3 050, times 2.7 is 20 304', { ...base, ...household(1, 1, 20304) }, 'yes', 10000],
    ['single parent 1 Kč over', { ...base, ...household(1, 1, 20305) }, 'no'],
    ['no income', { ...base, income: 0 }, 'yes'],
    ['income not yet given', { youngestChild: 'under1', childOrder: 'first', adults: 2, children: 1 }, 'open'],
  ]);
});

t.test('care allowance', async (t) => {
  const base = { needsHelp: 'yes', careAge: 40, careDegree: 'degree2' };
  table(t, 'careAllowance', [
    ['adult, degree II', base, 'yes', 5400],
    ['just eligible: exactly 1 year old, degree I', { ...base, careAge: 1, careDegree: 'degree1' }, 'yes', 4900],
    ['just not: under 1', { ...base, careAge: 0 }, 'no'],
    ['17 years: the child amounts', { ...base, careAge: 17, careDegree: 'degree3' }, 'yes', 16100],
    ['18 years: the adult amounts', { ...base, careAge: 18, careDegree: 'degree3' }, 'yes', 14800],
    ['adult, degree I', { ...base, careDegree: 'degree1' }, 'yes', 1300],
    ['degree IV, any age', { ...base, careAge: 90, careDegree: 'degree4' }, 'yes', 27000],
    ['degree not yet assessed: eligible, no amount', { ...base, careDegree: 'unknown' }, 'yes'],
    ['needs no help', { ...base, needsHelp: 'no' }, 'no'],
    ['degree not yet answered: eligible, the amount waits for it', { needsHelp: 'yes', careAge: 40 }, 'yes'],
  ]);
  const unknown = judge(rules, rules.benefits.find((b) => b.id === 'careAllowance')!, { ...base, careDegree: 'unknown' });
  t.equal(unknown.amount, undefined, 'no amount without a degree');
});

t.test('state social assistance benefit', async (t) => {
  // Two adults and two children: 4 470 + 4 040 + 2 × 3 050 = 14 610; with 12 000 of housing, 26 610.
  const base = { workOrRegistered: 'yes', savings: 'no', ...household(2, 2, 26609), housingCosts: 12000 };
  table(t, 'stateSocialAssistance', [
    ['just eligible: 1 Kč under living minimum and housing', base, 'yes', 1],
    ['just not: income equal to them', { ...base, income: 26610 }, 'no'],
    ['no income', { ...base, income: 0 }, 'yes', 26610],
    ['single person: 4 860 and housing 8 000, income 10 000', { ...base, ...household(1, 0, 10000), housingCosts: 8000 }, 'yes', 2860],
    ['single person with income 12 860: just not', { ...base, ...household(1, 0, 12860), housingCosts: 8000 }, 'no'],
    ['an adult who could work does not, nor is registered', { ...base, workOrRegistered: 'no' }, 'no'],
    ['savings to use first', { ...base, savings: 'yes' }, 'no'],
    ['one adult, one child, no housing costs', { ...base, ...household(1, 1, 7000), housingCosts: 0 }, 'yes', 520],
    ['housing costs not yet given', { workOrRegistered: 'yes', savings: 'no', ...household(2, 2, 1000) }, 'open'],
    ['nothing answered', {}, 'open'],
  ]);
});

t.test('funeral grant', async (t) => {
  const base = { deceased: 'parent', deceasedResident: 'yes', paidFuneral: 'yes' };
  table(t, 'funeralGrant', [
    ['parent of a dependent child', base, 'yes', 5000],
    ['dependent child', { ...base, deceased: 'child' }, 'yes', 5000],
    ['someone else', { ...base, deceased: 'other' }, 'no'],
    ['no permanent residence', { ...base, deceasedResident: 'no' }, 'no'],
    ['did not pay', { ...base, paidFuneral: 'no' }, 'no'],
    ['someone else, the rest unanswered: decided', { deceased: 'other' }, 'no'],
    ['child, residence unanswered', { deceased: 'child' }, 'open'],
    ['all three fail', { deceased: 'other', deceasedResident: 'no', paidFuneral: 'no' }, 'no'],
    ['resident and paid, who not answered', { deceasedResident: 'yes', paidFuneral: 'yes' }, 'open'],
    ['nothing answered', {}, 'open'],
  ]);
});

t.test('humanitarian benefit (temporary protection)', async (t) => {
  const base = { temporaryProtection: 'yes', protectedOver150Days: 'no', ...household(1, 0, 4859) };
  table(t, 'humanitarianBenefit', [
    ['within 150 days, income 1 Kč under the living minimum', base, 'yes', 1],
    ['income at the living minimum: just not', { ...base, income: 4860 }, 'no'],
    ['no temporary protection', { ...base, temporaryProtection: 'no' }, 'no'],
    ['after 150 days, vulnerable', { ...base, protectedOver150Days: 'yes', vulnerable: 'yes' }, 'yes'],
    ['after 150 days, not vulnerable', { ...base, protectedOver150Days: 'yes', vulnerable: 'no' }, 'no'],
    ['after 150 days, vulnerability unanswered', { ...base, protectedOver150Days: 'yes' }, 'open'],
    ['within 150 days vulnerability does not apply', { ...base, vulnerable: 'no' }, 'yes'],
    ['mother and two children, no income: 4 470 + 2 × 3 050', { ...base, ...household(1, 2, 0) }, 'yes', 10570],
    ['two adults, income 8 509: 1 Kč under 8 510', { ...base, ...household(2, 0, 8509) }, 'yes', 1],
    ['nothing answered', {}, 'open'],
  ]);
});

/** An ended benefit answers "ended" whatever the answers, and a check of it covers the benefit that replaced it. */
function endedTable(t: Test, benefitId: string) {
  const checked = benefitsChecked(rules, [benefitId]).map((benefit) => benefit.id);
  t.same(checked, [benefitId, 'stateSocialAssistance'].sort((a, b) => rules.benefits.findIndex((x) => x.id === a) - rules.benefits.findIndex((x) => x.id === b)), `${benefitId}: checked with its replacement`);
  const assistance = { workOrRegistered: 'yes', savings: 'no', ...household(1, 1, 5000), housingCosts: 9000 };
  const rows: [string, Answers, Expected, Expected][] = [
    ['nothing answered', {}, 'ended', 'open'],
    ['low income, housing costs', assistance, 'ended', 'yes'],
    ['income above the replacement\'s limit', { ...assistance, income: 16521 }, 'ended', 'no'],
    ['1 Kč under it', { ...assistance, income: 16519 }, 'ended', 'yes'],
    ['savings', { ...assistance, savings: 'yes' }, 'ended', 'no'],
    ['not working nor registered', { ...assistance, workOrRegistered: 'no' }, 'ended', 'no'],
    ['large family', { ...assistance, ...household(2, 4, 20000) }, 'ended', 'yes'],
    ['single, no housing costs, income 4 859', { ...assistance, ...household(1, 0, 4859), housingCosts: 0 }, 'ended', 'yes'],
    ['single, no housing costs, income 4 860', { ...assistance, ...household(1, 0, 4860), housingCosts: 0 }, 'ended', 'no'],
    ['answers of other benefits only', { insuredMonths: 24 }, 'ended', 'open'],
  ];
  for (const [label, answers, ended, replacement] of rows) {
    t.equal(judge(rules, rules.benefits.find((b) => b.id === benefitId)!, answers).status, ended, `${benefitId}: ${label}`);
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
