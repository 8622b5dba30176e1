/**
 * /dev/components/form: the form message catalogue of SPEC.md §5 (every rule with its message in cs, en, ru and
 * uk, as the template's load made them with zod's locales), the key filter presets with what each lets through,
 * and the password strength meter on a weak, a medium and a strong password.
 */
import { LOCALE_CODES, LOCALES } from '../../shared/locales.ts';
import { DataTable } from '../../ui/Blocks.tsx';
import { useT } from '../../ui/i18n.tsx';
import { PasswordStrengthMeter } from '../../ui/PasswordStrength.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { RuleMessages } from './form-rules.ts';
import { applyKeyFilter, KEY_FILTER_NAMES, KEY_FILTERS, type KeyFilter } from './key-filters.ts';

export const FORM_SECTIONS = ['messages', 'keyFilters', 'password'] as const;

export interface FormPreviewData {
  sections: (typeof FORM_SECTIONS)[number][];
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

/** A weak, a medium and a strong password (ui/PasswordStrength.tsx says why). */
export const SAMPLE_PASSWORDS = ['heslo123', 'Ostrava2026', 'Zahrada-Lipa-2026!'];

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

function Passwords() {
  const t = useT();
  return (
    <section className="component-preview__state" aria-labelledby="form-password">
      <h2 id="form-password">{t('dev.form.password.heading')}</h2>
      <p>{t('dev.form.password.text')}</p>
      <ul className="gov-list--plain">
        {SAMPLE_PASSWORDS.map((password, index) => (
          <li key={password}>
            {code(password)}
            <PasswordStrengthMeter id={`password-strength-${index + 1}`} password={password} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DevFormPage({ content, data: rules = [] }: TemplateProps<FormPreviewData, RuleMessages[]>) {
  const { sections } = content.data;
  return (
    <PreviewPage template="DevForm" name="form">
      {sections.includes('messages') ? <Messages rules={rules} /> : null}
      {sections.includes('keyFilters') ? <KeyFilters /> : null}
      {sections.includes('password') ? <Passwords /> : null}
    </PreviewPage>
  );
}
