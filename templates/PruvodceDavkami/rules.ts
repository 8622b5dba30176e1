/**
 * The benefits guide's rules as content (content/README.md "Benefits guide"): the questions, the conditions of each
 * benefit, the amounts and thresholds, and the dates they are valid between, in the item's shared `data.rules` (one
 * set of numbers for every language); the words of each language in its translation's `data.texts`. Editors change an
 * amount in the CMS: no deploy. The Sluzba template shows a benefit's amounts from the same item (templates/Sluzba).
 *
 * The schema checks what the evaluation (evaluate.ts) relies on: every question, amount, formula and benefit a rule
 * names exists, a choice test names the question's own options, and each language has the words of every question
 * and benefit. What does not hold is dropped with what depends on it (server/template-data.ts parseLenient), so a
 * broken benefit leaves the guide, not the whole page.
 */
import { z } from 'zod';
import { dateTime, html, link, text } from '../schema.ts';
import { AMOUNT_UNITS, type Amount, type Benefit, type Formula, type Num, type Question, type Rules, type Test, type Texts } from './types.ts';

const id = () => z.string().regex(/^[a-z][a-zA-Z0-9-]{0,40}$/, 'an id: a letter, then letters, digits or dashes');

/** A number: a constant, a named amount, a person's answer, a formula, or one made of these. */
const num: z.ZodType<Num> = z.lazy(() =>
  z.union([
    z.number(),
    z.object({ amount: id() }).strict(),
    z.object({ answer: id() }).strict(),
    z.object({ formula: id() }).strict(),
    z.object({ sum: z.array(num).min(1) }).strict(),
    z.object({ product: z.array(num).min(1) }).strict(),
    z.object({ min: z.array(num).min(1) }).strict(),
    z.object({ max: z.array(num).min(1) }).strict(),
    /** `percent` % of `of`. */
    z.object({ percent: num, of: num }).strict(),
  ]),
).meta({ title: 'GuideNumber', description: 'a number, an amount, an answer, a formula, or `sum`, `product`, `min`, `max` of them, or `percent` of `of`' });

/** A test of answers: a choice among options, a comparison, or all / any of other tests. */
const test: z.ZodType<Test> = z.lazy(() =>
  z.union([
    z.object({ answer: id(), in: z.array(id()).min(1) }).strict(),
    z.object({ value: num, atLeast: num }).strict(),
    z.object({ value: num, atMost: num }).strict(),
    z.object({ value: num, below: num }).strict(),
    z.object({ all: z.array(test).min(1) }).strict(),
    z.object({ any: z.array(test).min(1) }).strict(),
  ]),
).meta({ title: 'GuideTest', description: 'an answer `in` options, a `value` `atLeast`, `atMost` or `below` a number, or `all` / `any` of tests' });

/** Rows tried in order: the first whose `when` holds (or has none) gives the value. */
const cases = () => z.array(z.object({ when: test.optional(), value: num })).min(1);

const question = z.union([
  z.object({ id: id(), kind: z.literal('choice'), options: z.array(id()).min(2) }),
  z.object({ id: id(), kind: z.literal('number'), min: z.number().int(), max: z.number().int() }).refine((q) => q.min < q.max, 'min below max'),
]);

const amount = z.object({
  id: id(),
  value: z.number().nonnegative(),
  /** What the value counts: Kč, Kč a month, a percentage, a multiple (of a living minimum), months, years, hours a month. */
  unit: z.enum(AMOUNT_UNITS),
});

const benefit = z.object({
  id: id(),
  /** Each must hold (a condition whose `when` fails does not apply). */
  conditions: z.array(z.object({ id: id(), when: test.optional(), test })).default([]),
  /** The rough amount: the first case that holds; none holds, no amount is given. */
  amount: z.object({ per: z.enum(['once', 'month', 'total']), cases: cases() }).optional(),
  /** The amounts its service page lists. */
  amounts: z.array(id()).default([]),
  /** A benefit that ended: since when, and the benefit that replaced it. */
  ended: z.object({ since: dateTime(), replacedBy: id() }).optional(),
});

/** Every id a number or test names, by kind. */
function namesIn(node: Num | Test | undefined, into: { answer: Set<string>; amount: Set<string>; formula: Set<string>; options: [string, string[]][] }): void {
  if (node === undefined || typeof node === 'number') return;
  if ('answer' in node) {
    into.answer.add(node.answer);
    if ('in' in node) into.options.push([node.answer, node.in]);
  } else if ('amount' in node) into.amount.add(node.amount);
  else if ('formula' in node) into.formula.add(node.formula);
  else if ('percent' in node) [node.percent, node.of].forEach((part) => namesIn(part, into));
  else if ('value' in node) [node.value, 'atLeast' in node ? node.atLeast : 'atMost' in node ? node.atMost : node.below].forEach((part) => namesIn(part, into));
  else for (const part of 'sum' in node ? node.sum : 'product' in node ? node.product : 'min' in node ? node.min : 'max' in node ? node.max : 'all' in node ? node.all : node.any) namesIn(part, into);
}

function referenceIssues(rules: { questions: Question[]; amounts: Amount[]; formulas: Formula[]; benefits: Benefit[] }, nodes: (Num | Test | undefined)[], ownBenefit?: string): string[] {
  const names = { answer: new Set<string>(), amount: new Set<string>(), formula: new Set<string>(), options: [] as [string, string[]][] };
  nodes.forEach((node) => namesIn(node, names));
  const questions = new Map(rules.questions.map((q) => [q.id, q]));
  const issues: string[] = [];
  for (const name of names.answer) if (!questions.has(name)) issues.push(`no question ${name}`);
  for (const name of names.amount) if (!rules.amounts.some((a) => a.id === name)) issues.push(`no amount ${name}`);
  for (const name of names.formula) if (!rules.formulas.some((f) => f.id === name) || name === ownBenefit) issues.push(`no formula ${name}`);
  for (const [name, values] of names.options) {
    const q = questions.get(name);
    if (q && (q.kind !== 'choice' || values.some((value) => !q.options.includes(value)))) issues.push(`${name} has no option among ${values.join(', ')}`);
  }
  return issues;
}

export const rulesSchema = z
  .object({
    /** The first day the rules hold ("rules valid from 1 January 2026"). */
    validFrom: dateTime(),
    /** The last moment they hold, when known; past it the guide says they may be out of date. */
    validTo: dateTime().optional(),
    /** The first question: why the person came; each situation names the benefits it checks (none named: all). */
    situations: z.array(z.object({ id: id(), benefits: z.array(id()).optional() })).min(1),
    questions: z.array(question).min(1),
    amounts: z.array(amount).default([]),
    /** Numbers several rules use (a household's living minimum), each worked out by its cases. */
    formulas: z.array(z.object({ id: id(), cases: cases() })).default([]),
    benefits: z.array(benefit).min(1),
  })
  .superRefine((rules, context) => {
    if (rules.validTo && Date.parse(rules.validTo) <= Date.parse(rules.validFrom)) context.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo before validFrom' });
    const benefitIds = new Set(rules.benefits.map((b) => b.id));
    const unique = (list: { id: string }[], path: string) =>
      list.forEach((item, index) => { if (list.findIndex((other) => other.id === item.id) !== index) context.addIssue({ code: 'custom', path: [path, index], message: `${item.id} twice` }); });
    (['questions', 'amounts', 'formulas', 'benefits', 'situations'] as const).forEach((path) => unique(rules[path], path));
    rules.formulas.forEach((formula, index) => {
      const issues = referenceIssues(rules, formula.cases.flatMap((row) => [row.when, row.value]), formula.id);
      // A formula may name only the formulas before it: no loops.
      const earlier = new Set(rules.formulas.slice(0, index).map((f) => f.id));
      const names = { answer: new Set<string>(), amount: new Set<string>(), formula: new Set<string>(), options: [] as [string, string[]][] };
      formula.cases.forEach((row) => { namesIn(row.when, names); namesIn(row.value, names); });
      for (const name of names.formula) if (!earlier.has(name)) issues.push(`formula ${name} is not defined before ${formula.id}`);
      for (const message of issues) context.addIssue({ code: 'custom', path: ['formulas', index], message });
    });
    rules.benefits.forEach((benefit, index) => {
      const nodes = [...benefit.conditions.flatMap((c) => [c.when, c.test]), ...(benefit.amount?.cases.flatMap((row) => [row.when, row.value]) ?? [])];
      const issues = referenceIssues(rules, nodes);
      for (const name of benefit.amounts) if (!rules.amounts.some((a) => a.id === name)) issues.push(`no amount ${name}`);
      if (benefit.ended && (!benefitIds.has(benefit.ended.replacedBy) || benefit.ended.replacedBy === benefit.id)) issues.push(`no benefit ${benefit.ended.replacedBy} replaces it`);
      for (const message of issues) context.addIssue({ code: 'custom', path: ['benefits', index], message });
    });
    rules.situations.forEach((situation, index) => {
      for (const name of situation.benefits ?? []) if (!benefitIds.has(name)) context.addIssue({ code: 'custom', path: ['situations', index], message: `no benefit ${name}` });
    });
  }) satisfies z.ZodType<Rules, unknown>;

const questionTexts = z.object({
  /** The question, as the page's heading. */
  legend: text(),
  hint: text().optional(),
  /** The answer's words after a number ("Kč", "months"). */
  suffix: text().optional(),
  /** A choice's options, by option id. */
  options: z.record(z.string(), text()).optional(),
  /** What to do when nothing was chosen or entered ("Select whether …"). */
  error: text(),
  /** What to do when a number is not a whole number within the question's bounds. */
  invalid: text().optional(),
});

const benefitTexts = z.object({
  name: text(),
  /** The service page (or, where the benefit has none, the page that tells of it). */
  service: link(),
  /** The form to apply with. */
  form: link().optional(),
  /** What to bring, one thing an item. */
  bring: z.array(text()).default([]),
  /** Each condition in plain words: `met` when it holds, `notMet` when it does not, by condition id. */
  conditions: z.record(z.string(), z.object({ met: text(), notMet: text() })).default({}),
  /** What the result simplifies, or how the amount is made up where the guide cannot give one. */
  note: text().optional(),
});

/** The words of one language. */
export const textsSchema = z.object({
  situation: questionTexts,
  questions: z.record(z.string(), questionTexts),
  benefits: z.record(z.string(), benefitTexts),
  /** What each amount is, as the service pages and the result name it. */
  amounts: z.record(z.string(), text()).default({}),
  /** The page that finds the office for a town. */
  officeFinder: link(),
}) satisfies z.ZodType<Texts, unknown>;

/** The data of a PruvodceDavkami item: the rules, with the words of every question and benefit in its language. */
export const schema = z
  .object({
    /** What the guide does, on its start page (HTML). */
    body: html().optional(),
    rules: rulesSchema,
    texts: textsSchema,
  })
  .superRefine(({ rules, texts }, context) => {
    const choiceTexts = (options: string[], words: { options?: Record<string, string> } | undefined) => options.every((option) => words?.options?.[option]);
    if (!choiceTexts(rules.situations.map((s) => s.id), texts.situation)) context.addIssue({ code: 'custom', path: ['texts', 'situation'], message: 'a situation without its words' });
    rules.questions.forEach((q, index) => {
      const words = texts.questions[q.id];
      if (!words || (q.kind === 'choice' && !choiceTexts(q.options, words)) || (q.kind === 'number' && !words.invalid)) {
        context.addIssue({ code: 'custom', path: ['rules', 'questions', index], message: `question ${q.id} without its words in this language` });
      }
    });
    rules.benefits.forEach((benefit, index) => {
      const words = texts.benefits[benefit.id];
      if (!words || benefit.conditions.some((c) => !words.conditions[c.id])) {
        context.addIssue({ code: 'custom', path: ['rules', 'benefits', index], message: `benefit ${benefit.id} without its words in this language` });
      }
    });
  });

export type GuideData = z.infer<typeof schema>;
