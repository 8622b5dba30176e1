/**
 * The rules of the sample form (server only), checked when it is posted (without JavaScript, or with it: the
 * same POST). Messages come from the form message catalogue's error maps (form-rules.ts), each naming its field.
 */
import { z } from 'zod';
import type { LocaleCode } from '../../shared/locales.ts';
import type { FormState } from '../../shared/page.ts';
import { DEMO_FIELDS } from './demo-fields.ts';
import { filled, formErrorMap, rules, tagged } from './form-rules.ts';

const required = z.string().trim().refine(filled, tagged({ rule: 'required' }));
/** "1 250,50" as 1250.5; an empty field stays undefined (the amount is optional). */
const amount = z.preprocess((value) => (typeof value === 'string' && value.trim() ? Number(value.replace(/\s/g, '').replace(',', '.')) : undefined), z.number().min(0).max(1_000_000).optional());

// Comparisons between fields run also while other fields are wrong, so the visitor hears of every problem at once.
const always = { when: () => true };

const schema = z
  .object({
    fullName: required.pipe(z.string().max(100)),
    username: required.pipe(z.string().min(3).max(30).regex(/^\w+$/)),
    email: required.pipe(z.email()),
    age: required.pipe(rules.numeric()).transform(Number).pipe(rules.between(18, 99)),
    amount,
    startDate: required.pipe(z.iso.date()),
    endDate: required.pipe(z.iso.date()),
    employed: z.literal('on').optional(),
    employer: z.string().trim().max(100),
    password: z.string().refine(filled, tagged({ rule: 'required' })).pipe(z.string().min(8).max(200)),
    confirmation: z.string(),
  })
  .refine((form) => !form.employed || filled(form.employer), { ...tagged({ rule: 'requiredIf', other: 'employed' }, ['employer']), ...always })
  .refine((form) => !isDate(form.startDate) || !isDate(form.endDate) || form.endDate > form.startDate, { ...tagged({ rule: 'after', other: 'startDate' }, ['endDate']), ...always })
  .refine((form) => form.password === form.confirmation, { ...tagged({ rule: 'sameAs', other: 'password' }, ['confirmation']), ...always });

function isDate(value: unknown): value is string {
  return typeof value === 'string' && z.iso.date().safeParse(value).success;
}

/** Fields never sent back to the browser. */
const SECRET = new Set(['password', 'confirmation']);

/** The posted form checked: passed, or refused with one message a field (in the form's order) and its values. */
export function checkDemoForm(body: unknown, locale: LocaleCode): { ok: true } | { ok: false; state: FormState } {
  const posted = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // An unchecked box is not sent; any other field missing counts as empty.
  const input = Object.fromEntries(DEMO_FIELDS.map(({ name, type }) => [name, typeof posted[name] === 'string' ? posted[name] : type === 'checkbox' ? undefined : '']));
  const result = schema.safeParse(input, { error: formErrorMap(locale) });
  if (result.success) return { ok: true };
  const messages = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  return {
    ok: false,
    state: {
      errors: DEMO_FIELDS.filter(({ name }) => messages.has(name)).map(({ name }) => ({ field: name, message: messages.get(name)! })),
      values: Object.fromEntries(DEMO_FIELDS.filter(({ name }) => !SECRET.has(name) && typeof input[name] === 'string').map(({ name }) => [name, (input[name] as string).slice(0, 200)])),
    },
  };
}
