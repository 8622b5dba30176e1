/**
 * The steps of the benefits guide, from the page's query alone (pure and isomorphic, like evaluate.ts): the answers
 * travel in the URL (`a.<question>`), so nothing about the person is kept anywhere, a result can be printed and
 * opened again from its address, and the browser's Back works. A plain GET form sends each answer; `q` names the
 * question it answers (an answer missing or out of bounds shows that question again with its error), `change` asks
 * an earlier question again, `step` is `questions` (past the start page), `check` or `result`, and `benefit` limits
 * the check to one benefit (its service page's "Check if you can get it").
 *
 * The questions asked are a path: from the first, each answer leads to the next question the benefits still wait
 * for (evaluate.ts nextQuestion), so an answer in the URL that the path no longer reaches (changed since) counts for
 * nothing, and only the path's answers are carried on.
 */
import { benefitsChecked, judge, nextQuestion, type Answers } from './evaluate.ts';
import type { Benefit, Link, Question, QuestionTexts, Rules, Texts } from './types.ts';

/** Query parameters that hold answers start with this: server/logging.ts redacts them from every log line. */
export const ANSWER_PREFIX = 'a.';
/** Characters of a given answer shown back in its field. */
const MAX_SHOWN = 100;
/** The first question, why the person came (rules.situations). */
export const SITUATION = 'situation';

export interface QuestionView {
  id: string;
  /** The field's name in the form. */
  name: string;
  kind: 'choice' | 'number';
  legend: string;
  hint?: string;
  suffix?: string;
  options: { value: string; label: string }[];
  /** What the field shows: the answer given (also one that did not fit, to correct it). */
  value: string;
  min?: number;
  max?: number;
}

export interface AnswerRow {
  question: string;
  answer: string;
  changeUrl: string;
}

export interface BenefitResult {
  id: string;
  name: string;
  status: 'yes' | 'no' | 'ended';
  /** The conditions met (yes) or not met (no), in plain words. */
  reasons: string[];
  amount?: number;
  per?: 'once' | 'month' | 'total';
  note?: string;
  bring: string[];
  service: Link;
  form?: Link;
  /** An ended benefit: since when, and the name of the one that replaced it. */
  ended?: { since: string; replacedBy: string };
}

/** The form's fields besides the question's own: the answers so far and where the form leads. */
export type Hidden = [name: string, value: string][];

export type GuideStep =
  | { kind: 'start'; startUrl: string }
  | { kind: 'question'; question: QuestionView; error?: string; hidden: Hidden; backUrl: string }
  | { kind: 'check'; rows: AnswerRow[]; hidden: Hidden; backUrl: string }
  | { kind: 'result'; may: BenefitResult[]; mayNot: BenefitResult[]; backUrl: string; officeFinder: Link };

/** How many questions the guide asked before this page (for the page's title and the measure of a journey). */
export type GuideView = GuideStep & { path: string; asked: number };

const withAnswer = (name: string) => `${ANSWER_PREFIX}${name}`;

function questionsOf(rules: Rules): Question[] {
  return [{ id: SITUATION, kind: 'choice', options: rules.situations.map((situation) => situation.id) }, ...rules.questions];
}

function wordsOf(texts: Texts, id: string): QuestionTexts {
  return id === SITUATION ? texts.situation : texts.questions[id]!;
}

/** An answer as given (trimmed), read against its question: the answer, or why it does not fit. */
export function readAnswer(question: Question, raw: string | undefined): { value: string | number } | { error: 'missing' | 'invalid' } {
  const given = raw?.trim() ?? '';
  if (given === '') return { error: 'missing' };
  if (question.kind === 'choice') return question.options.includes(given) ? { value: given } : { error: 'missing' };
  // Digits, with spaces between thousands as people write them ("25 000").
  const digits = given.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return { error: 'invalid' };
  const value = Number(digits);
  return value >= question.min && value <= question.max ? { value } : { error: 'invalid' };
}

/** The benefits a check covers: one benefit's (from its service page), else those of the situation chosen. */
function benefitsFor(rules: Rules, only: Benefit | undefined, answers: Answers): Benefit[] | undefined {
  if (only) return benefitsChecked(rules, [only.id]);
  const situation = rules.situations.find((candidate) => candidate.id === answers[SITUATION]);
  if (!situation) return undefined;
  return situation.benefits ? benefitsChecked(rules, situation.benefits) : rules.benefits;
}

function urlOf(path: string, params: Hidden): string {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}

export function guideStep(rules: Rules, texts: Texts, query: Readonly<Record<string, string>>, path: string): GuideView {
  const questions = questionsOf(rules);
  const only = rules.benefits.find((benefit) => benefit.id === query.benefit);
  const scope: Hidden = only ? [['benefit', only.id]] : [];

  // The path: each answer in turn, as long as it fits and is the one the benefits wait for next.
  const answers: Record<string, string | number> = {};
  const asked: string[] = [];
  let next: string | undefined;
  for (;;) {
    const benefits = benefitsFor(rules, only, answers);
    next = benefits ? nextQuestion(rules, benefits, answers) : SITUATION;
    if (next === undefined) break;
    const read = readAnswer(questions.find((question) => question.id === next)!, query[withAnswer(next)]);
    if (!('value' in read)) break;
    answers[next] = read.value;
    asked.push(next);
  }

  const answered = (except?: string): Hidden => asked.filter((id) => id !== except).map((id) => [withAnswer(id), String(answers[id])]);
  const askAgain = (id: string) => urlOf(path, [...scope, ...answered(), ['change', id]]);
  const before = (id: string) => (asked.indexOf(id) > 0 ? askAgain(asked[asked.indexOf(id) - 1]!) : path);
  const view = (step: GuideStep): GuideView => ({ ...step, path, asked: asked.length });

  const nothingGiven = Object.keys(query).length === 0;
  if (nothingGiven) return view({ kind: 'start', startUrl: urlOf(path, [['step', 'questions']]) });

  const questionPage = (id: string, error?: 'missing' | 'invalid'): GuideView => {
    const question = questions.find((candidate) => candidate.id === id)!;
    const words = wordsOf(texts, id);
    return view({
      kind: 'question',
      question: {
        id,
        name: withAnswer(id),
        kind: question.kind,
        legend: words.legend,
        ...(words.hint ? { hint: words.hint } : {}),
        ...(words.suffix ? { suffix: words.suffix } : {}),
        options: question.kind === 'choice' ? question.options.map((value) => ({ value, label: words.options![value]! })) : [],
        // What was typed, to correct; no answer is longer than this.
        value: (query[withAnswer(id)]?.trim() ?? '').slice(0, MAX_SHOWN),
        ...(question.kind === 'number' ? { min: question.min, max: question.max } : {}),
      },
      ...(error ? { error: error === 'invalid' ? (words.invalid ?? words.error) : words.error } : {}),
      hidden: [...scope, ...answered(id), ['q', id]],
      backUrl: asked.includes(id) ? before(id) : asked.length > 0 ? askAgain(asked.at(-1)!) : path,
    });
  };

  if (query.change && asked.includes(query.change)) return questionPage(query.change);
  if (next !== undefined) {
    const read = query.q === next ? readAnswer(questions.find((question) => question.id === next)!, query[withAnswer(next)]) : undefined;
    return questionPage(next, read && 'error' in read ? read.error : undefined);
  }
  const hidden = [...scope, ...answered()];
  if (query.step !== 'result') {
    const rows = asked.map((id) => {
      const words = wordsOf(texts, id);
      const answer = typeof answers[id] === 'number' ? `${answers[id]}${words.suffix ? ` ${words.suffix}` : ''}` : words.options![answers[id] as string]!;
      return { question: words.legend, answer, changeUrl: askAgain(id) };
    });
    return view({ kind: 'check', rows, hidden: [...hidden, ['step', 'result']], backUrl: askAgain(asked.at(-1)!) });
  }

  const results = benefitsFor(rules, only, answers)!.map((benefit): BenefitResult => {
    const verdict = judge(rules, benefit, answers);
    const words = texts.benefits[benefit.id]!;
    const replacement = benefit.ended && texts.benefits[benefit.ended.replacedBy];
    const status = verdict.status === 'open' ? 'no' : verdict.status;
    return {
      id: benefit.id,
      name: words.name,
      status,
      reasons: (status === 'yes' ? verdict.met : verdict.notMet).map((condition) => words.conditions[condition]![status === 'yes' ? 'met' : 'notMet']),
      ...(verdict.amount !== undefined ? { amount: verdict.amount, per: verdict.per! } : {}),
      ...(words.note ? { note: words.note } : {}),
      bring: words.bring,
      service: words.service,
      ...(words.form ? { form: words.form } : {}),
      ...(benefit.ended && replacement ? { ended: { since: benefit.ended.since, replacedBy: replacement.name } } : {}),
    };
  });
  return view({
    kind: 'result',
    may: results.filter((result) => result.status === 'yes'),
    mayNot: results.filter((result) => result.status !== 'yes'),
    backUrl: urlOf(path, hidden),
    officeFinder: texts.officeFinder,
  });
}
