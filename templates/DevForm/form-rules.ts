/**
 * The form message catalogue of SPEC.md §5 (server only): every validation rule as a zod schema with a value that
 * breaks it. A rule's message comes from zod's own locale of the language (`z.locales.cs()` …), handed to each
 * parse as its error map so no global zod setting changes under other requests; rules zod has no words for
 * (required, sameAs, the date comparisons, the combinators) are refinements tagged `params.rule`, worded by the
 * portal's own messages (`blocks.form.*`).
 */
import { z } from 'zod';
import { keyFromData, translatorFor } from '../../shared/i18n.ts';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales.ts';

/** zod's locale for each portal language (Ukrainian is `uk` in zod, `ua` in the portal's URLs). */
const ZOD_LOCALES = { cs: z.locales.cs, en: z.locales.en, ru: z.locales.ru, ua: z.locales.uk } satisfies Record<LocaleCode, unknown>;

/** A portal rule's tag: its message key and the field it compares with (a `blocks.form.field.*` name). */
interface RuleParams {
  rule: string;
  other?: string;
  value?: string;
}

const errorMaps = new Map<LocaleCode, z.core.$ZodErrorMap>();

/** The messages of one language: the portal's for its tagged rules, zod's locale for the rest. */
export function formErrorMap(locale: LocaleCode): z.core.$ZodErrorMap {
  let map = errorMaps.get(locale);
  if (!map) {
    const zodMessages = ZOD_LOCALES[locale]().localeError;
    const t = translatorFor(locale);
    map = (issue) => {
      const params = issue.code === 'custom' ? (issue.params as RuleParams | undefined) : undefined;
      if (!params?.rule) return zodMessages(issue);
      return t(keyFromData(`blocks.form.${params.rule}`), { value: params.value ?? '', other: params.other ? t(keyFromData(`blocks.form.field.${params.other}`)) : '' });
    };
    errorMaps.set(locale, map);
  }
  return map;
}

export const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
/** A refinement's options: its rule (the message) and the field the issue belongs to. */
export const tagged = (params: RuleParams, path?: string[]) => ({ params, ...(path ? { path } : {}) });
const dateOrder = (rule: string, holds: (end: string, start: string) => boolean) =>
  z
    .object({ start: z.iso.date(), end: z.iso.date() })
    .refine(({ start, end }) => holds(end, start), tagged({ rule, other: 'startDate' }, ['end']));
const parts = [z.string().min(3), z.string().regex(/^\d+$/)];

/** Each rule of SPEC.md §5 (Vuelidate's names), with its parameters and a value that breaks it. */
export const FORM_RULES: { name: string; params?: Record<string, string | number>; sample: unknown; schema: z.ZodType }[] = [
  { name: 'alpha', sample: 'Praha 7', schema: z.string().regex(/^\p{L}+$/u) },
  { name: 'alphaNum', sample: 'CZ-1234', schema: z.string().regex(/^[\p{L}\d]+$/u) },
  { name: 'between', params: { min: 1, max: 10 }, sample: 12, schema: z.number().min(1).max(10) },
  { name: 'decimal', sample: '12,5 Kč', schema: z.string().regex(/^[-+]?\d+([.,]\d+)?$/) },
  { name: 'email', sample: 'jana.vzorova@', schema: z.email() },
  { name: 'integer', sample: 2.5, schema: z.number().int() },
  { name: 'ipAddress', sample: '192.168.1.256', schema: z.ipv4() },
  { name: 'macAddress', sample: '00:1A:2B', schema: z.mac() },
  { name: 'maxLength', params: { max: 7 }, sample: 'abcd12345', schema: z.string().max(7) },
  { name: 'maxValue', params: { max: 100 }, sample: 120, schema: z.number().max(100) },
  { name: 'minLength', params: { min: 3 }, sample: 'ab', schema: z.string().min(3) },
  { name: 'minValue', params: { min: 18 }, sample: 16, schema: z.number().min(18) },
  { name: 'numeric', sample: '12a', schema: z.string().regex(/^\d+$/) },
  { name: 'required', sample: '', schema: z.unknown().refine(filled, tagged({ rule: 'required' })) },
  {
    name: 'requiredIf',
    sample: { employed: true, employer: '' },
    schema: z.object({ employed: z.boolean(), employer: z.string() }).refine((form) => !form.employed || filled(form.employer), tagged({ rule: 'requiredIf' }, ['employer'])),
  },
  {
    name: 'requiredUnless',
    sample: { selfEmployed: false, employer: '' },
    schema: z.object({ selfEmployed: z.boolean(), employer: z.string() }).refine((form) => form.selfEmployed || filled(form.employer), tagged({ rule: 'requiredUnless' }, ['employer'])),
  },
  {
    name: 'sameAs',
    params: { otherName: 'password' },
    sample: { password: 'Zahrada-Lipa-2026!', confirmation: 'Zahrada-Lipa-2025!' },
    schema: z.object({ password: z.string(), confirmation: z.string() }).refine((form) => form.password === form.confirmation, tagged({ rule: 'sameAs', other: 'password' }, ['confirmation'])),
  },
  { name: 'url', sample: 'www.uradprace', schema: z.url() },
  { name: 'after', params: { other: 'startDate' }, sample: { start: '2026-10-01', end: '2026-10-01' }, schema: dateOrder('after', (end, start) => end > start) },
  { name: 'afterOrEqual', params: { other: 'startDate' }, sample: { start: '2026-10-01', end: '2026-09-30' }, schema: dateOrder('afterOrEqual', (end, start) => end >= start) },
  { name: 'before', params: { other: 'startDate' }, sample: { start: '2026-10-01', end: '2026-10-01' }, schema: dateOrder('before', (end, start) => end < start) },
  { name: 'beforeOrEqual', params: { other: 'startDate' }, sample: { start: '2026-10-01', end: '2026-10-02' }, schema: dateOrder('beforeOrEqual', (end, start) => end <= start) },
  {
    name: 'compareTo',
    params: { other: 'income' },
    sample: { income: 18_000, expenses: 21_000 },
    schema: z.object({ income: z.number(), expenses: z.number() }).refine((form) => form.expenses <= form.income, tagged({ rule: 'compareTo', other: 'income' }, ['expenses'])),
  },
  { name: 'equal', params: { value: 'ANO' }, sample: 'NE', schema: z.string().refine((value) => value === 'ANO', tagged({ rule: 'equal', value: 'ANO' })) },
  { name: 'and', sample: '12', schema: z.string().refine((value) => parts.every((part) => part.safeParse(value).success), tagged({ rule: 'and' })) },
  { name: 'or', sample: 'x', schema: z.string().refine((value) => parts.some((part) => part.safeParse(value).success), tagged({ rule: 'or' })) },
  { name: 'not', sample: '123', schema: z.string().refine((value) => !parts[1]!.safeParse(value).success, tagged({ rule: 'not' })) },
];

export interface RuleMessages {
  name: string;
  params?: Record<string, string | number>;
  /** The breaking value as JSON. */
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
