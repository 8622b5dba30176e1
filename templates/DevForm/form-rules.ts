/**
 * The form message catalogue of docs/product.md §5 (server only): every validation rule as a zod schema with a value
 * that breaks it, and one error map a language that words every issue by the portal's own texts (`blocks.form.rule.*`),
 * naming the field (`blocks.form.field.*`, by the last key of the issue's path) and the rule's limits: {min},
 * {max}, the other field ({other}, also sameAs's otherName) and a value ({value}). zod's built-in checks (lengths,
 * bounds, e-mail, URL, IP and MAC addresses, numbers) are read from zod's own issues; rules zod has no check for are
 * refinements tagged with `params.rule`. The map is handed to each parse, so no global zod setting changes under
 * other requests.
 */
import { z } from 'zod';
import { keyFromData, translatorFor, type Translate } from '../../shared/i18n.ts';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales.ts';

/** A rule's tag on a refinement: its name (the message key) and its limits; `other` is a field name. */
export interface RuleParams {
  rule: string;
  min?: number;
  max?: number;
  other?: string;
  value?: string;
}

/** Which rule of the catalogue a zod issue breaks, with its limits. */
function ruleOf(issue: z.core.$ZodRawIssue): RuleParams {
  const params = issue.code === 'custom' ? (issue.params as RuleParams | undefined) : undefined;
  if (params?.rule) return params;
  if (!filled(issue.input)) return { rule: 'required' };
  switch (issue.code) {
    case 'too_small':
      return { rule: issue.origin === 'number' || issue.origin === 'bigint' ? 'minValue' : 'minLength', min: Number(issue.minimum) };
    case 'too_big':
      return { rule: issue.origin === 'number' || issue.origin === 'bigint' ? 'maxValue' : 'maxLength', max: Number(issue.maximum) };
    case 'invalid_type':
      return { rule: issue.expected === 'int' ? 'integer' : issue.expected === 'number' ? 'decimal' : 'invalid' };
    case 'invalid_format': {
      const byFormat: Record<string, string> = { email: 'email', url: 'url', ipv4: 'ipAddress', ipv6: 'ipAddress', mac: 'macAddress', date: 'date', datetime: 'date' };
      return { rule: byFormat[issue.format] ?? 'invalid' };
    }
    default:
      return { rule: 'invalid' };
  }
}

/** A field's name in the language; `blocks.form.field.{name}` for each field a form has. */
function fieldLabel(t: Translate, path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  return t(keyFromData(`blocks.form.field.${String(name ?? 'value')}`));
}

const errorMaps = new Map<LocaleCode, z.core.$ZodErrorMap>();

/** The messages of one language, for `schema.safeParse(input, { error: formErrorMap(locale) })`. */
export function formErrorMap(locale: LocaleCode): z.core.$ZodErrorMap {
  let map = errorMaps.get(locale);
  if (!map) {
    const t = translatorFor(locale);
    map = (issue) => {
      const { rule, min, max, other, value } = ruleOf(issue);
      // `count` picks the plural form of "characters" in the length rules.
      const count = rule === 'minLength' ? min : rule === 'maxLength' ? max : undefined;
      return t(keyFromData(`blocks.form.rule.${rule}`), {
        field: fieldLabel(t, issue.path),
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
        ...(count === undefined ? {} : { count }),
        ...(other ? { other: t(keyFromData(`blocks.form.field.${other}`)) } : {}),
        ...(value === undefined ? {} : { value }),
      });
    };
    errorMaps.set(locale, map);
  }
  return map;
}

export const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
/** A refinement's options: its rule (the message) and the field the issue belongs to. */
export const tagged = (params: RuleParams, path?: string[]) => ({ params, ...(path ? { path } : {}) });

/** The rules zod has no check of its own for, as schemas a form's fields use. */
export const rules = {
  alpha: () => z.string().refine((value) => /^\p{L}+$/u.test(value), tagged({ rule: 'alpha' })),
  alphaNum: () => z.string().refine((value) => /^[\p{L}\d]+$/u.test(value), tagged({ rule: 'alphaNum' })),
  numeric: () => z.string().refine((value) => /^\d+$/.test(value), tagged({ rule: 'numeric' })),
  decimal: () => z.string().refine((value) => /^[-+]?\d+([.,]\d+)?$/.test(value), tagged({ rule: 'decimal' })),
  /** A number within both bounds, said as one rule naming both (zod's min and max would name one each). */
  between: (min: number, max: number) => z.number().refine((value) => value >= min && value <= max, tagged({ rule: 'between', min, max })),
  required: () => z.unknown().refine(filled, tagged({ rule: 'required' })),
};

const dateOrder = (rule: string, holds: (end: string, start: string) => boolean) =>
  z
    .object({ startDate: z.iso.date(), endDate: z.iso.date() })
    .refine(({ startDate, endDate }) => holds(endDate, startDate), tagged({ rule, other: 'startDate' }, ['endDate']));
const parts = [z.string().min(3), rules.numeric()];

/** Each rule of docs/product.md §5 (Vuelidate's names), with its parameters and a form whose field breaks it. */
export const FORM_RULES: { name: string; params?: Record<string, string | number>; sample: Record<string, unknown>; schema: z.ZodType }[] = [
  { name: 'alpha', sample: { firstName: 'Praha 7' }, schema: z.object({ firstName: rules.alpha() }) },
  { name: 'alphaNum', sample: { code: 'CZ-1234' }, schema: z.object({ code: rules.alphaNum() }) },
  { name: 'between', params: { min: 1, max: 10 }, sample: { householdMembers: 12 }, schema: z.object({ householdMembers: rules.between(1, 10) }) },
  { name: 'decimal', sample: { amount: '12,5 Kč' }, schema: z.object({ amount: rules.decimal() }) },
  { name: 'email', sample: { email: 'jana.vzorova@' }, schema: z.object({ email: z.email() }) },
  { name: 'integer', sample: { children: 2.5 }, schema: z.object({ children: z.number().int() }) },
  { name: 'ipAddress', sample: { ipAddress: '192.168.1.256' }, schema: z.object({ ipAddress: z.ipv4() }) },
  { name: 'macAddress', sample: { macAddress: '00:1A:2B' }, schema: z.object({ macAddress: z.mac() }) },
  { name: 'maxLength', params: { max: 7 }, sample: { dataBoxId: 'abcd12345' }, schema: z.object({ dataBoxId: z.string().max(7) }) },
  { name: 'maxValue', params: { max: 100 }, sample: { workload: 120 }, schema: z.object({ workload: z.number().max(100) }) },
  { name: 'minLength', params: { min: 3 }, sample: { username: 'ab' }, schema: z.object({ username: z.string().min(3) }) },
  { name: 'minValue', params: { min: 18 }, sample: { age: 16 }, schema: z.object({ age: z.number().min(18) }) },
  { name: 'numeric', sample: { postalCode: '12a' }, schema: z.object({ postalCode: rules.numeric() }) },
  { name: 'required', sample: { fullName: '' }, schema: z.object({ fullName: rules.required() }) },
  {
    name: 'requiredIf',
    params: { other: 'employed' },
    sample: { employed: true, employer: '' },
    schema: z.object({ employed: z.boolean(), employer: z.string() }).refine((form) => !form.employed || filled(form.employer), tagged({ rule: 'requiredIf', other: 'employed' }, ['employer'])),
  },
  {
    name: 'requiredUnless',
    params: { other: 'selfEmployed' },
    sample: { selfEmployed: false, employer: '' },
    schema: z.object({ selfEmployed: z.boolean(), employer: z.string() }).refine((form) => form.selfEmployed || filled(form.employer), tagged({ rule: 'requiredUnless', other: 'selfEmployed' }, ['employer'])),
  },
  {
    name: 'sameAs',
    params: { otherName: 'password' },
    sample: { password: 'Zahrada-Lipa-2026!', confirmation: 'Zahrada-Lipa-2025!' },
    schema: z.object({ password: z.string(), confirmation: z.string() }).refine((form) => form.password === form.confirmation, tagged({ rule: 'sameAs', other: 'password' }, ['confirmation'])),
  },
  { name: 'url', sample: { website: 'www.uradprace' }, schema: z.object({ website: z.url() }) },
  { name: 'after', params: { other: 'startDate' }, sample: { startDate: '2026-10-01', endDate: '2026-10-01' }, schema: dateOrder('after', (end, start) => end > start) },
  { name: 'afterOrEqual', params: { other: 'startDate' }, sample: { startDate: '2026-10-01', endDate: '2026-09-30' }, schema: dateOrder('afterOrEqual', (end, start) => end >= start) },
  { name: 'before', params: { other: 'startDate' }, sample: { startDate: '2026-10-01', endDate: '2026-10-01' }, schema: dateOrder('before', (end, start) => end < start) },
  { name: 'beforeOrEqual', params: { other: 'startDate' }, sample: { startDate: '2026-10-01', endDate: '2026-10-02' }, schema: dateOrder('beforeOrEqual', (end, start) => end <= start) },
  {
    name: 'compareTo',
    params: { other: 'income' },
    sample: { income: 18_000, expenses: 21_000 },
    schema: z.object({ income: z.number(), expenses: z.number() }).refine((form) => form.expenses <= form.income, tagged({ rule: 'compareTo', other: 'income' }, ['expenses'])),
  },
  { name: 'equal', params: { value: 'ANO' }, sample: { consent: 'NE' }, schema: z.object({ consent: z.string().refine((value) => value === 'ANO', tagged({ rule: 'equal', value: 'ANO' })) }) },
  { name: 'and', sample: { code: '12' }, schema: z.object({ code: z.string().refine((value) => parts.every((part) => part.safeParse(value).success), tagged({ rule: 'and' })) }) },
  { name: 'or', sample: { code: 'x' }, schema: z.object({ code: z.string().refine((value) => parts.some((part) => part.safeParse(value).success), tagged({ rule: 'or' })) }) },
  { name: 'not', sample: { code: '123' }, schema: z.object({ code: z.string().refine((value) => !parts[1]!.safeParse(value).success, tagged({ rule: 'not' })) }) },
];

export interface RuleMessages {
  name: string;
  params?: Record<string, string | number>;
  /** The breaking form as JSON. */
  sample: string;
  messages: Record<LocaleCode, string>;
}

/** The message each rule gives for its breaking value, in every language. */
export function formMessageCatalogue(): RuleMessages[] {
  return FORM_RULES.map(({ name, params, sample, schema }) => ({
    name,
    ...(params ? { params } : {}),
    sample: JSON.stringify(sample),
    messages: Object.fromEntries(
      LOCALE_CODES.map((locale) => {
        const result = schema.safeParse(sample, { error: formErrorMap(locale) });
        if (result.success) throw new Error(`the sample of ${name} does not break it`);
        return [locale, result.error.issues[0]!.message];
      }),
    ) as Record<LocaleCode, string>,
  }));
}
