/**
 * The shapes of the benefits guide's rules and words (rules.ts checks them as content), as the pure evaluation
 * (evaluate.ts), the steps of the guide (steps.ts) and the component read them.
 */

/** A number: a constant, a named amount, an answer, a formula, or made of these. */
export type Num =
  | number
  | { amount: string }
  | { answer: string }
  | { formula: string }
  | { sum: Num[] }
  | { product: Num[] }
  | { min: Num[] }
  | { max: Num[] }
  | { percent: Num; of: Num };

export type Test =
  | { answer: string; in: string[] }
  | { value: Num; atLeast: Num }
  | { value: Num; atMost: Num }
  | { value: Num; below: Num }
  | { all: Test[] }
  | { any: Test[] };

export interface Case {
  when?: Test | undefined;
  value: Num;
}

export type Question = { id: string; kind: 'choice'; options: string[] } | { id: string; kind: 'number'; min: number; max: number };

export const AMOUNT_UNITS = ['czk', 'czk-month', 'percent', 'times', 'months', 'years', 'hours-month'] as const;

/** A number of the rules: an amount paid, or a threshold. */
export interface Amount {
  id: string;
  value: number;
  unit: (typeof AMOUNT_UNITS)[number];
}

export interface Formula {
  id: string;
  cases: Case[];
}

export interface Condition {
  id: string;
  when?: Test | undefined;
  test: Test;
}

export interface Benefit {
  id: string;
  conditions: Condition[];
  amount?: { per: 'once' | 'month' | 'total'; cases: Case[] } | undefined;
  amounts: string[];
  ended?: { since: string; replacedBy: string } | undefined;
}

export interface Rules {
  validFrom: string;
  validTo?: string | undefined;
  situations: { id: string; benefits?: string[] | undefined }[];
  questions: Question[];
  amounts: Amount[];
  formulas: Formula[];
  benefits: Benefit[];
}

export interface Link {
  label: string;
  url: string;
}

export interface QuestionTexts {
  legend: string;
  hint?: string | undefined;
  suffix?: string | undefined;
  options?: Record<string, string> | undefined;
  error: string;
  invalid?: string | undefined;
}

export interface BenefitTexts {
  name: string;
  service: Link;
  form?: Link | undefined;
  bring: string[];
  conditions: Record<string, { met: string; notMet: string }>;
  note?: string | undefined;
}

export interface Texts {
  situation: QuestionTexts;
  questions: Record<string, QuestionTexts>;
  benefits: Record<string, BenefitTexts>;
  amounts: Record<string, string>;
  officeFinder: Link;
}
