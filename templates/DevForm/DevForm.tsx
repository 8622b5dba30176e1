/**
 * /dev/components/form: a sample form using all of it (key filters, the password meter, an error summary after a
 * refused POST, which works without JavaScript: demo-form.ts checks it on the server), the form message catalogue
 * of docs/product.md §5 (every rule with its message in cs, en, ru and uk, naming the field and its limits, as the
 * template's load made them), the key filter presets with what each lets through, and the password strength meter on a weak, a
 * medium and a strong password.
 */
import { useState } from 'react';
import { LOCALE_CODES, LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { DataTable } from '../blocks/Blocks.tsx';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { describedByOf, FieldMessages } from '../../ui/FieldMessages.tsx';
import { keyFromData } from '../../shared/i18n.ts';
import { useT } from '../../ui/i18n.tsx';
import { PasswordStrengthMeter, usePasswordScore } from '../../ui/PasswordStrength.tsx';
import { useVisitor } from '../../ui/visitor.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import { DEMO_FIELDS, fieldId, type DemoField } from './demo-fields.ts';
import type { RuleMessages } from './form-rules.ts';
import { applyKeyFilter, KEY_FILTER_NAMES, KEY_FILTERS, type KeyFilter } from './key-filters.ts';
import { KeyFilteredInput } from './KeyFilteredInput.tsx';
import type { z } from 'zod';
import type { schema } from './server.ts';

export const FORM_SECTIONS = ['form', 'messages', 'keyFilters', 'password'] as const;

/** Where the sample form is posted (server/pages.ts), in the page's language. */
export const DEMO_FORM_PATH = '/dev/components/form';

export type FormPreviewData = z.infer<typeof schema>;

/** What the template's load adds: the catalogue, the sample passwords' scores, and whether a form just passed. */
export interface FormPreviewLoaded {
  rules?: RuleMessages[];
  samples?: { password: string; score: number }[];
  sent?: boolean;
}

/** What a visitor might type into a field of each preset. */
const TYPED: Record<KeyFilter, string> = {
  pint: '12a3',
  int: '-15 kusů',
  pnum: '3.5 h',
  money: '1 250,50 Kč',
  num: '-2.5 °C',
  hex: '#1F2e3G',
  email: 'jana vzorová@úřad.cz',
  alpha: 'Jan_Novák 2',
  alphanum: 'ID: abc_123',
};

/** A weak, a medium and a strong password, by zxcvbn's estimate (ui/PasswordStrength.tsx). */
export const SAMPLE_PASSWORDS = ['heslo123', 'Ostrava-2026', 'Zahrada-Lipa-2026!'];

const code = (text: string) => <code>{text}</code>;

function Messages({ rules }: { rules: RuleMessages[] }) {
  const t = useT();
  return (
    <section className="component-preview__state" aria-labelledby="form-messages">
      <h2 id="form-messages">{t('dev.form.messages.heading')}</h2>
      <p>{t('dev.form.messages.text')}</p>
      <DataTable
        id="form-messages-table"
        caption={t('dev.form.messages.caption')}
        columns={[t('dev.form.rule'), t('dev.form.sample'), ...LOCALE_CODES.map((locale) => LOCALES[locale].name)]}
        rows={rules.map((rule) => [
          <>{code(rule.name)}{rule.params ? <> {code(JSON.stringify(rule.params))}</> : null}</>,
          code(rule.sample),
          ...LOCALE_CODES.map((locale) => <span lang={LOCALES[locale].tag}>{rule.messages[locale]}</span>),
        ])}
      />
    </section>
  );
}

function KeyFilters() {
  const t = useT();
  return (
    <section className="component-preview__state" aria-labelledby="form-key-filters">
      <h2 id="form-key-filters">{t('dev.form.keyFilters.heading')}</h2>
      <DataTable
        id="form-key-filters-table"
        caption={t('dev.form.keyFilters.caption')}
        columns={[t('dev.form.keyFilters.preset'), t('dev.form.keyFilters.allowed'), t('dev.form.keyFilters.typed'), t('dev.form.keyFilters.kept')]}
        rows={KEY_FILTER_NAMES.map((filter) => [t(`dev.form.keyFilters.${filter}`), code(String(KEY_FILTERS[filter])), code(TYPED[filter]), code(applyKeyFilter(filter, TYPED[filter]))])}
      />
    </section>
  );
}

function PasswordInput({ id, ...props }: { id: string; name: string; autoComplete?: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) {
  const [password, setPassword] = useState('');
  const score = usePasswordScore(password);
  const describedBy = [props['aria-describedby'], `${id}-meter-strength`].filter(Boolean).join(' ');
  return (
    <>
      <input {...props} id={id} type="password" onChange={(event) => setPassword(event.currentTarget.value)} aria-describedby={describedBy} />
      <PasswordStrengthMeter id={`${id}-meter`} score={score} live />
    </>
  );
}

function DemoInput({ field, value, invalid, describedBy }: { field: DemoField; value: string | undefined; invalid: boolean; describedBy: string | undefined }) {
  const id = fieldId(field.name);
  const common = { id, name: field.name, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(invalid ? { 'aria-invalid': true as const } : {}) };
  if (field.type === 'checkbox') return <input {...common} type="checkbox" defaultChecked={value === 'on'} />;
  if (field.name === 'password') return <PasswordInput {...common} autoComplete={field.autoComplete} />;
  return <KeyFilteredInput {...common} type={field.type} keyFilter={field.keyFilter} autoComplete={field.autoComplete} inputMode={field.inputMode} defaultValue={value ?? ''} />;
}

function DemoForm({ locale, sent }: { locale: LocaleCode; sent: boolean }) {
  const t = useT();
  const { csrfToken, form } = useVisitor();
  const errors = new Map(form?.errors.map(({ field, message }) => [field, message]));
  return (
    <section className="component-preview__state" aria-labelledby="form-demo">
      <h2 id="form-demo">{t('dev.form.demo.heading')}</h2>
      <p>{t('dev.form.demo.text')}</p>
      {sent && !form ? <p className="form-notice" role="status">{t('dev.form.demo.sent')}</p> : null}
      {/* Each message names its field (form-rules.ts), so the summary says it as it is. */}
      {form?.errors.length ? <ErrorSummary id="demo-errors" errors={form.errors.map(({ field, message }) => ({ fieldId: fieldId(field), message }))} /> : null}
      <form method="post" action={localizePath(locale, DEMO_FORM_PATH)} className="demo-form" noValidate>
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        {DEMO_FIELDS.map((field) => {
          const id = fieldId(field.name);
          const error = errors.get(field.name);
          const describedBy = describedByOf(id, { hint: field.hint, error });
          return (
            <div key={field.name} className={`form-field form-field--${field.type}${error ? ' form-field--error' : ''}`}>
              <label htmlFor={id}>{t(keyFromData(`blocks.form.field.${field.name}`))}</label>
              <FieldMessages fieldId={id} hint={field.hint ? t(keyFromData(`dev.form.demo.hint.${field.name}`)) : undefined} error={error} />
              <DemoInput field={field} value={form?.values[field.name]} invalid={Boolean(error)} describedBy={describedBy} />
            </div>
          );
        })}
        <p>
          <button type="submit" className="portal-button">{t('dev.form.demo.submit')}</button>
        </p>
      </form>
    </section>
  );
}

function Passwords({ samples }: { samples: { password: string; score: number }[] }) {
  const t = useT();
  return (
    <section className="component-preview__state" aria-labelledby="form-password">
      <h2 id="form-password">{t('dev.form.password.heading')}</h2>
      <p>{t('dev.form.password.text')}</p>
      <ul className="gov-list--plain">
        {samples.map(({ password, score }, index) => (
          <li key={password}>
            {code(password)}
            <PasswordStrengthMeter id={`password-strength-${index + 1}`} score={score} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DevFormPage({ content, data = {}, locale }: TemplateProps<FormPreviewData, FormPreviewLoaded>) {
  const { sections } = content.data;
  return (
    <PreviewPage template="DevForm" name="form">
      {sections.includes('form') ? <DemoForm locale={locale} sent={data.sent ?? false} /> : null}
      {sections.includes('messages') ? <Messages rules={data.rules ?? []} /> : null}
      {sections.includes('keyFilters') ? <KeyFilters /> : null}
      {sections.includes('password') ? <Passwords samples={data.samples ?? []} /> : null}
    </PreviewPage>
  );
}
