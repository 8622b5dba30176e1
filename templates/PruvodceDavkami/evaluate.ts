/**
 * The benefits guide's rules applied to a person's answers: pure and isomorphic (no I/O, no clock, no node: imports).
 * Answers may be partial: a test that reads an unanswered question is undecided, and the questions it waits for are
 * what the guide asks next, in the order of the rules' questions; a benefit already decided asks nothing more.
 */
import type { Benefit, Case, Num, Rules, Test } from './types.ts';

/** Answers checked against their questions (steps.ts readAnswer): an option id, or a whole number. */
export type Answers = Readonly<Record<string, string | number>>;

export interface Verdict {
  id: string;
  /** `yes`: every condition that applies holds; `no`: one does not; `ended`: the benefit no longer exists; `open`: undecided. */
  status: 'yes' | 'no' | 'ended' | 'open';
  /** Conditions that hold (and apply), by id, in the rules' order. */
  met: string[];
  /** Conditions that do not hold, by id. */
  notMet: string[];
  /** The rough amount in whole Kč, where the rules give one and the answers allow it. */
  amount?: number;
  per?: 'once' | 'month' | 'total';
  /** Questions the verdict (or its amount) still waits for. */
  needs: string[];
}

/** One evaluation: the answers, and the unanswered questions it read. */
interface Reading {
  rules: Rules;
  answers: Answers;
  missing: Set<string>;
}

function numberOf(node: Num, reading: Reading): number | undefined {
  if (typeof node === 'number') return node;
  if ('amount' in node) return reading.rules.amounts.find((amount) => amount.id === node.amount)?.value;
  if ('answer' in node) {
    const answer = reading.answers[node.answer];
    if (answer === undefined) reading.missing.add(node.answer);
    return typeof answer === 'number' ? answer : undefined;
  }
  if ('formula' in node) {
    const formula = reading.rules.formulas.find((candidate) => candidate.id === node.formula);
    return formula ? (firstCase(formula.cases, reading) ?? undefined) : undefined;
  }
  if ('percent' in node) {
    const [percent, of] = [numberOf(node.percent, reading), numberOf(node.of, reading)];
    return percent === undefined || of === undefined ? undefined : (percent * of) / 100;
  }
  const [parts, combine] =
    'sum' in node ? [node.sum, (values: number[]) => values.reduce((a, b) => a + b, 0)]
    : 'product' in node ? [node.product, (values: number[]) => values.reduce((a, b) => a * b, 1)]
    : 'min' in node ? [node.min, (values: number[]) => Math.min(...values)]
    : [node.max, (values: number[]) => Math.max(...values)];
  const values = parts.map((part) => numberOf(part, reading));
  return values.every((value) => value !== undefined) ? combine(values as number[]) : undefined;
}

/** True, false, or undefined while an answer it reads is missing. */
export function holds(test: Test, reading: Reading): boolean | undefined {
  if ('in' in test) {
    const answer = reading.answers[test.answer];
    if (answer === undefined) reading.missing.add(test.answer);
    return answer === undefined ? undefined : test.in.includes(String(answer));
  }
  if ('all' in test || 'any' in test) {
    const results = ('all' in test ? test.all : test.any).map((part) => holds(part, reading));
    const decisive = 'all' in test ? false : true;
    if (results.includes(decisive)) return decisive;
    return results.includes(undefined) ? undefined : !decisive;
  }
  const value = numberOf(test.value, reading);
  const bound = numberOf('atLeast' in test ? test.atLeast : 'atMost' in test ? test.atMost : test.below, reading);
  if (value === undefined || bound === undefined) return undefined;
  return 'atLeast' in test ? value >= bound : 'atMost' in test ? value <= bound : value < bound;
}

/** The value of the first case that holds; null when none does; undefined while one before it is undecided. */
function firstCase(cases: Case[], reading: Reading): number | null | undefined {
  for (const row of cases) {
    const applies = row.when === undefined ? true : holds(row.when, reading);
    if (applies === undefined) return undefined;
    if (applies) return numberOf(row.value, reading);
  }
  return null;
}

/** Reads a part of the rules, and the questions it waited for when it was undecided. */
function read<T>(rules: Rules, answers: Answers, part: (reading: Reading) => T): { value: T; missing: Set<string> } {
  const reading: Reading = { rules, answers, missing: new Set() };
  return { value: part(reading), missing: reading.missing };
}

export function judge(rules: Rules, benefit: Benefit, answers: Answers): Verdict {
  const verdict: Verdict = { id: benefit.id, status: 'open', met: [], notMet: [], needs: [] };
  if (benefit.ended) return { ...verdict, status: 'ended' };
  const needs = new Set<string>();
  for (const condition of benefit.conditions) {
    const applies = condition.when === undefined ? { value: true, missing: new Set<string>() } : read(rules, answers, (reading) => holds(condition.when!, reading));
    if (applies.value === false) continue;
    const result = applies.value === undefined ? applies : read(rules, answers, (reading) => holds(condition.test, reading));
    if (result.value === true) verdict.met.push(condition.id);
    else if (result.value === false) verdict.notMet.push(condition.id);
    else result.missing.forEach((name) => needs.add(name));
  }
  if (verdict.notMet.length > 0) return { ...verdict, status: 'no' };
  if (needs.size > 0) return { ...verdict, needs: [...needs] };
  if (!benefit.amount) return { ...verdict, status: 'yes' };
  const amount = read(rules, answers, (reading) => firstCase(benefit.amount!.cases, reading));
  if (amount.value === undefined) return { ...verdict, status: 'yes', needs: [...amount.missing] };
  return { ...verdict, status: 'yes', per: benefit.amount.per, ...(amount.value === null ? {} : { amount: Math.max(0, Math.round(amount.value)) }) };
}

/** The benefits of `ids` with their replacements (an ended benefit's answer is the one that replaced it), in the rules' order. */
export function benefitsChecked(rules: Rules, ids: readonly string[]): Benefit[] {
  const wanted = new Set(ids);
  for (const benefit of rules.benefits) if (wanted.has(benefit.id) && benefit.ended) wanted.add(benefit.ended.replacedBy);
  return rules.benefits.filter((benefit) => wanted.has(benefit.id));
}

/** The next question the benefits wait for, in the rules' order of questions; undefined when every verdict is known. */
export function nextQuestion(rules: Rules, benefits: readonly Benefit[], answers: Answers): string | undefined {
  const needed = new Set(benefits.flatMap((benefit) => judge(rules, benefit, answers).needs));
  return rules.questions.find((question) => needed.has(question.id))?.id;
}

/** How many questions a benefit may ask at most: those its conditions and amount read, with those of the formulas they name. */
export function questionsOf(rules: Rules, benefit: Benefit): string[] {
  const asked = new Set<string>();
  const visit = (node: Num | Test | undefined): void => {
    if (node === undefined || typeof node === 'number') return;
    if ('answer' in node) asked.add(node.answer);
    if ('formula' in node) rules.formulas.find((f) => f.id === node.formula)?.cases.forEach((row) => { visit(row.when); visit(row.value); });
    for (const part of Object.values(node)) if (Array.isArray(part)) part.forEach((item) => typeof item === 'object' && visit(item as Num | Test));
    else if (typeof part === 'object' || typeof part === 'number') visit(part as Num | Test);
  };
  benefit.conditions.forEach((condition) => { visit(condition.when); visit(condition.test); });
  benefit.amount?.cases.forEach((row) => { visit(row.when); visit(row.value); });
  return rules.questions.filter((question) => asked.has(question.id)).map((question) => question.id);
}
