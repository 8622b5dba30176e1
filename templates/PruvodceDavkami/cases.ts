/**
 * The benefits guide's table of cases per benefit, against the sample content's rules (the rules of 2026): just
 * eligible, just not, and each rule's edge. One list for both uses: the evaluator's tests (PruvodceDavkami.test.tsx)
 * judge every row, and the browser journeys (test/e2e/benefits-guide.test.ts) answer a benefit's questions with its
 * first row that gives the benefit (journeyCase).
 */
import type { Answers } from './evaluate.ts';
import type { Rules } from './types.ts';

export type Expected = 'yes' | 'no' | 'ended' | 'open';
export type Row = [label: string, answers: Answers, status: Expected, amount?: number];
/** A row of an ended benefit: it answers `ended` whatever the answers; the verdict of the benefit that replaced it. */
export type EndedRow = [label: string, answers: Answers, replacement: Expected];

// A single adult's living minimum is 4 860 Kč; a household's 4 470 + 4 040 per other adult + 3 050 a child.
const household = (adults: number, children: number, income: number): Answers => ({ adults, children, income });

const unemployment = { insuredMonths: 12, oldAgePension: 'no', dismissedForBreach: 'no', netEarnings: 30000 };
const parental = { youngestChild: 'under4', personalCare: 'yes' };
// Two adults and the newborn: 4 470 + 4 040 + 3 050 = 11 560; 2.7 times that is 31 212.
const birth = { youngestChild: 'under1', childOrder: 'first', ...household(2, 1, 31212) };
const care = { needsHelp: 'yes', careAge: 40, careDegree: 'degree2' };
// Two adults and two children: 4 470 + 4 040 + 2 × 3 050 = 14 610; with 12 000 of housing, 26 610.
const assistance = { workOrRegistered: 'yes', savings: 'no', ...household(2, 2, 26609), housingCosts: 12000 };
const funeral = { deceased: 'parent', deceasedResident: 'yes', paidFuneral: 'yes' };
const refuge = { temporaryProtection: 'yes', protectedOver150Days: 'no', ...household(1, 0, 4859) };

/** The cases of each benefit that is in force, by its id. */
export const CASES: Record<string, Row[]> = {
  unemployment: [
    ['just eligible: exactly 12 months insured', unemployment, 'yes', 24000],
    ['just not: 11 months insured', { ...unemployment, insuredMonths: 11 }, 'no'],
    ['24 months insured', { ...unemployment, insuredMonths: 24 }, 'yes'],
    ['no insurance at all', { ...unemployment, insuredMonths: 0 }, 'no'],
    ['old-age pension', { ...unemployment, oldAgePension: 'yes' }, 'no'],
    ['dismissed for a gross breach', { ...unemployment, dismissedForBreach: 'yes' }, 'no'],
    ['80 % of earnings just under the cap', { ...unemployment, netEarnings: 48171 }, 'yes', 38537],
    ['80 % of earnings over the cap: the cap', { ...unemployment, netEarnings: 60000 }, 'yes', 38537],
    ['no earnings given yet: eligible, amount open', { insuredMonths: 12, oldAgePension: 'no', dismissedForBreach: 'no' }, 'yes'],
    ['nothing answered', {}, 'open'],
    ['a failed condition decides without the rest', { insuredMonths: 3 }, 'no'],
    ['zero earnings: nothing to pay on', { ...unemployment, netEarnings: 0 }, 'yes', 0],
  ],
  parentalAllowance: [
    ['child of 2 or 3 cared for personally', parental, 'yes', 350000],
    ['child under 1, 92 hours in a nursery: the edge', { youngestChild: 'under1', personalCare: 'yes', nurseryHours: 92 }, 'yes'],
    ['child under 1, 93 hours: just over', { youngestChild: 'under1', personalCare: 'yes', nurseryHours: 93 }, 'no'],
    ['child of 1, no nursery', { youngestChild: 'under2', personalCare: 'yes', nurseryHours: 0 }, 'yes'],
    ['child of 1, nursery hours not yet answered', { youngestChild: 'under2', personalCare: 'yes' }, 'open'],
    ['child of 2 or 3: nursery hours do not apply', { ...parental, nurseryHours: 160 }, 'yes'],
    ['child of 4 or older', { ...parental, youngestChild: 'older' }, 'no'],
    ['child not yet born', { ...parental, youngestChild: 'expecting' }, 'no'],
    ['not caring personally', { ...parental, personalCare: 'no' }, 'no'],
    ['nothing answered', {}, 'open'],
  ],
  birthGrant: [
    ['first child, income exactly at 2.7 times the living minimum', birth, 'yes', 10000],
    ['first child, income 1 Kč over', { ...birth, income: 31213 }, 'no'],
    ['second child', { ...birth, childOrder: 'second' }, 'yes', 5000],
    ['third child', { ...birth, childOrder: 'third' }, 'no'],
    ['child older than a year', { ...birth, youngestChild: 'under2' }, 'no'],
    ['still expecting', { ...birth, youngestChild: 'expecting' }, 'no'],
    ['single parent with the newborn: 4 470 + 3 050, times 2.7 is 20 304', { ...birth, ...household(1, 1, 20304) }, 'yes', 10000],
    ['single parent 1 Kč over', { ...birth, ...household(1, 1, 20305) }, 'no'],
    ['no income', { ...birth, income: 0 }, 'yes'],
    ['income not yet given', { youngestChild: 'under1', childOrder: 'first', adults: 2, children: 1 }, 'open'],
  ],
  careAllowance: [
    ['adult, degree II', care, 'yes', 5400],
    ['just eligible: exactly 1 year old, degree I', { ...care, careAge: 1, careDegree: 'degree1' }, 'yes', 4900],
    ['just not: under 1', { ...care, careAge: 0 }, 'no'],
    ['17 years: the child amounts', { ...care, careAge: 17, careDegree: 'degree3' }, 'yes', 16100],
    ['18 years: the adult amounts', { ...care, careAge: 18, careDegree: 'degree3' }, 'yes', 14800],
    ['adult, degree I', { ...care, careDegree: 'degree1' }, 'yes', 1300],
    ['degree IV, any age', { ...care, careAge: 90, careDegree: 'degree4' }, 'yes', 27000],
    ['degree not yet assessed: eligible, no amount', { ...care, careDegree: 'unknown' }, 'yes'],
    ['needs no help', { ...care, needsHelp: 'no' }, 'no'],
    ['degree not yet answered: eligible, the amount waits for it', { needsHelp: 'yes', careAge: 40 }, 'yes'],
  ],
  stateSocialAssistance: [
    ['just eligible: 1 Kč under living minimum and housing', assistance, 'yes', 1],
    ['just not: income equal to them', { ...assistance, income: 26610 }, 'no'],
    ['no income', { ...assistance, income: 0 }, 'yes', 26610],
    ['single person: 4 860 and housing 8 000, income 10 000', { ...assistance, ...household(1, 0, 10000), housingCosts: 8000 }, 'yes', 2860],
    ['single person with income 12 860: just not', { ...assistance, ...household(1, 0, 12860), housingCosts: 8000 }, 'no'],
    ['an adult who could work does not, nor is registered', { ...assistance, workOrRegistered: 'no' }, 'no'],
    ['savings to use first', { ...assistance, savings: 'yes' }, 'no'],
    ['one adult, one child, no housing costs', { ...assistance, ...household(1, 1, 7000), housingCosts: 0 }, 'yes', 520],
    ['housing costs not yet given', { workOrRegistered: 'yes', savings: 'no', ...household(2, 2, 1000) }, 'open'],
    ['nothing answered', {}, 'open'],
  ],
  funeralGrant: [
    ['parent of a dependent child', funeral, 'yes', 5000],
    ['dependent child', { ...funeral, deceased: 'child' }, 'yes', 5000],
    ['someone else', { ...funeral, deceased: 'other' }, 'no'],
    ['no permanent residence', { ...funeral, deceasedResident: 'no' }, 'no'],
    ['did not pay', { ...funeral, paidFuneral: 'no' }, 'no'],
    ['someone else, the rest unanswered: decided', { deceased: 'other' }, 'no'],
    ['child, residence unanswered', { deceased: 'child' }, 'open'],
    ['all three fail', { deceased: 'other', deceasedResident: 'no', paidFuneral: 'no' }, 'no'],
    ['resident and paid, who not answered', { deceasedResident: 'yes', paidFuneral: 'yes' }, 'open'],
    ['nothing answered', {}, 'open'],
  ],
  humanitarianBenefit: [
    ['within 150 days, income 1 Kč under the living minimum', refuge, 'yes', 1],
    ['income at the living minimum: just not', { ...refuge, income: 4860 }, 'no'],
    ['no temporary protection', { ...refuge, temporaryProtection: 'no' }, 'no'],
    ['after 150 days, vulnerable', { ...refuge, protectedOver150Days: 'yes', vulnerable: 'yes' }, 'yes'],
    ['after 150 days, not vulnerable', { ...refuge, protectedOver150Days: 'yes', vulnerable: 'no' }, 'no'],
    ['after 150 days, vulnerability unanswered', { ...refuge, protectedOver150Days: 'yes' }, 'open'],
    ['within 150 days vulnerability does not apply', { ...refuge, vulnerable: 'no' }, 'yes'],
    ['mother and two children, no income: 4 470 + 2 × 3 050', { ...refuge, ...household(1, 2, 0) }, 'yes', 10570],
    ['two adults, income 8 509: 1 Kč under 8 510', { ...refuge, ...household(2, 0, 8509) }, 'yes', 1],
    ['nothing answered', {}, 'open'],
  ],
};

const lowIncome = { workOrRegistered: 'yes', savings: 'no', ...household(1, 1, 5000), housingCosts: 9000 };

/** The cases of a benefit that ended (housing allowance, child benefit): the state social assistance benefit replaced them. */
export const ENDED_CASES: EndedRow[] = [
  ['nothing answered', {}, 'open'],
  ['low income, housing costs', lowIncome, 'yes'],
  ['income above the replacement\'s limit', { ...lowIncome, income: 16521 }, 'no'],
  ['1 Kč under it', { ...lowIncome, income: 16519 }, 'yes'],
  ['savings', { ...lowIncome, savings: 'yes' }, 'no'],
  ['not working nor registered', { ...lowIncome, workOrRegistered: 'no' }, 'no'],
  ['large family', { ...lowIncome, ...household(2, 4, 20000) }, 'yes'],
  ['single, no housing costs, income 4 859', { ...lowIncome, ...household(1, 0, 4859), housingCosts: 0 }, 'yes'],
  ['single, no housing costs, income 4 860', { ...lowIncome, ...household(1, 0, 4860), housingCosts: 0 }, 'no'],
  ['answers of other benefits only', { insuredMonths: 24 }, 'open'],
];

/** A person's journey to a benefit: the answers of its first case that gives it, and what the result then says. */
export interface JourneyCase {
  label: string;
  answers: Answers;
  /** The benefit the result lists as one the person may get: this one, or the one that replaced it. */
  may: string;
  /** The benefit the result lists as ended, when it is. */
  ended?: string;
  amount?: number;
}

export function journeyCase(rules: Rules, benefitId: string): JourneyCase {
  const benefit = rules.benefits.find((candidate) => candidate.id === benefitId);
  if (!benefit) throw new Error(`no benefit ${benefitId} in the rules`);
  if (benefit.ended) {
    const [label, answers] = ENDED_CASES.find(([, , replacement]) => replacement === 'yes')!;
    return { label, answers, may: benefit.ended.replacedBy, ended: benefit.id };
  }
  const row = CASES[benefitId]?.find(([, , status]) => status === 'yes');
  if (!row) throw new Error(`no case gives ${benefitId}`);
  const [label, answers, , amount] = row;
  return { label, answers, may: benefitId, ...(amount !== undefined ? { amount } : {}) };
}
