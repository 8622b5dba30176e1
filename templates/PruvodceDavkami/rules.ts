/**
 * The benefits guide's rules as content (content/README.md "Fields by structure key"): the questions, the conditions of each
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

/** A number of the rules, a GuideNumber: a constant, or one of these, each a one-field object. */
const num: z.ZodType<Num> = z.lazy(() =>
  z.union([
    z.number(),
    z.object({ amount: id().describe('the value of the amount of this id') }).strict(),
    z.object({ answer: id().describe('the number the person answered to the question of this id') }).strict(),
    z.object({ formula: id().describe('the value of the formula of this id (one declared before)') }).strict(),
    z.object({ sum: z.array(num).min(1).describe('the sum of these numbers') }).strict(),
    z.object({ product: z.array(num).min(1).describe('their product') }).strict(),
    z.object({ min: z.array(num).min(1).describe('the least of them') }).strict(),
    z.object({ max: z.array(num).min(1).describe('the greatest of them') }).strict(),
    z.object({ percent: num.describe('`percent` % …'), of: num.describe('… of this number') }).strict(),
  ]),
).meta({ title: 'GuideNumber', description: 'A number of the rules: a constant, or an object of one of these fields.' });

/** A test of the rules, a GuideTest, each a one- or two-field object. */
const test: z.ZodType<Test> = z.lazy(() =>
  z.union([
    z.object({ answer: id().describe('the question whose answer a test reads'), in: z.array(id()).min(1).describe('holds when the answer is one of these options') }).strict(),
    z.object({ value: num.describe('the number a comparison tests'), atLeast: num.describe('holds when `value` is this or more') }).strict(),
    z.object({ value: num, atMost: num.describe('holds when `value` is this or less') }).strict(),
    z.object({ value: num, below: num.describe('holds when `value` is less than this') }).strict(),
    z.object({ all: z.array(test).min(1).describe('holds when every test of these does') }).strict(),
    z.object({ any: z.array(test).min(1).describe('holds when one of these does') }).strict(),
  ]),
).meta({ title: 'GuideTest', description: 'A test of answers: a choice among options, a comparison, or all / any of other tests.' });

/** Rows tried in order: the first whose `when` holds (or has none) gives the value. */
const cases = () =>
  z
    .array(z.object({ when: test.optional().describe('the case holds when this does (always, without it)'), value: num.describe('the value the case gives') }))
    .min(1)
    .describe('tried in order: the first that holds gives the value');

const question = z.union([
  z.object({
    id: id().describe("the question's id, which tests and texts name"),
    kind: z.literal('choice').describe('`choice`: one of its options; `number`: a whole number'),
    options: z.array(id()).min(2).describe("a choice's option ids"),
  }),
  z
    .object({
      id: id(),
      kind: z.literal('number'),
      min: z.number().int().describe("a number's least allowed answer"),
      max: z.number().int().describe('and its greatest'),
    })
    .refine((q) => q.min < q.max, 'min below max'),
]);

const amount = z.object({
  id: id().describe("the amount's id, which numbers and texts name"),
  value: z.number().nonnegative().describe('its value, in `unit`'),
  unit: z.enum(AMOUNT_UNITS).describe('What the value counts: Kč, Kč a month, a percentage, a multiple (of a living minimum), months, years, hours a month.'),
});

const benefit = z.object({
  id: id().describe("the benefit's id, which situations, texts and service pages name"),
  conditions: z
    .array(
      z.object({
        id: id().describe("the condition's id, which the texts name"),
        when: test.optional().describe('it applies only when this holds'),
        test: test.describe('what must hold'),
      }),
    )
    .default([]).describe('Each must hold (a condition whose `when` fails does not apply).'),
  amount: z.object({ per: z.enum(['once', 'month', 'total']).describe('what the amount is paid for'), cases: cases() }).optional().describe('The rough amount: the first case that holds; none holds, no amount is given.'),
  amounts: z.array(id()).default([]).describe('The amounts its service page lists.'),
  ended: z
    .object({ since: dateTime().describe('since when'), replacedBy: id().describe('the benefit that replaced it') })
    .optional()
    .describe('A benefit that ended.'),
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
    validFrom: dateTime().describe('The first day the rules hold ("rules valid from 1 January 2026").'),
    validTo: dateTime().optional().describe('The last moment they hold, when known; past it the guide says they may be out of date.'),
    situations: z
      .array(z.object({ id: id().describe("the situation's id, which the texts name"), benefits: z.array(id()).optional().describe('the benefits it checks (none named: all)') }))
      .min(1)
      .describe('The first question: why the person came.'),
    questions: z.array(question).min(1).describe('The questions the guide may ask, each asked only when a benefit still checked needs it.'),
    amounts: z.array(amount).default([]).describe('Every amount and threshold, with its unit.'),
    formulas: z.array(z.object({ id: id().describe("the formula's id, which numbers name"), cases: cases() })).default([]).describe("Numbers several rules use (a household's living minimum), each worked out by its cases."),
    benefits: z.array(benefit).min(1).describe('The benefits the guide checks.'),
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
  legend: text().describe("The question, as the page's heading."),
  hint: text().optional().describe('A hint under it.'),
  suffix: text().optional().describe('The answer\'s words after a number ("Kč", "months").'),
  options: z.record(z.string(), text()).optional().describe("A choice's options, by option id."),
  error: text().describe('What to do when nothing was chosen or entered ("Select whether …").'),
  invalid: text().optional().describe("What to do when a number is not a whole number within the question's bounds."),
});

const benefitTexts = z.object({
  name: text().describe("The benefit's name."),
  service: link().describe('The service page (or, where the benefit has none, the page that tells of it).'),
  form: link().optional().describe('The form to apply with.'),
  bring: z.array(text()).default([]).describe('What to bring, one thing an item.'),
  conditions: z.record(z.string(), z.object({ met: text().describe('when it holds'), notMet: text().describe('when it does not') })).default({}).describe('Each condition in plain words, by condition id.'),
  note: text().optional().describe('What the result simplifies, or how the amount is made up where the guide cannot give one.'),
});

/** The words of one language. */
export const textsSchema = z.object({
  situation: questionTexts.describe('The words of the first question, its options the situations.'),
  questions: z.record(z.string(), questionTexts).describe("Every question's words, by question id."),
  benefits: z.record(z.string(), benefitTexts).describe("Every benefit's words, by benefit id."),
  amounts: z.record(z.string(), text()).default({}).describe('What each amount is, as the service pages and the result name it.'),
  officeFinder: link().describe('The page that finds the office for a town.'),
}) satisfies z.ZodType<Texts, unknown>;

export const schema = z
  .object({
    body: html().optional().describe('What the guide does, on its start page (HTML).'),
    rules: rulesSchema.describe('The rules: the numbers, once for every language (shared `data`).'),
    texts: textsSchema.describe("The words of the page's language (the translation's `data`)."),
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
  })
  .meta({
    description:
      'The benefits guide ("What can I get?", `pruvodce-davkami.json`): the numbers once for every language, the words in each. A benefit\'s service page names its rules by `guide` and shows its amounts from them.',
  });

export type GuideData = z.infer<typeof schema>;
