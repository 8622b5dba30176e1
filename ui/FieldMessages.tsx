/**
 * A form field's hint and error message (GOV.UK's hint and error message), under its label or legend: the message
 * says what to fix, after a visually hidden "Error:" that tells a screen reader what it is. `describedByOf` names
 * both for the field's `aria-describedby`, so the ids the field points at are the ones shown. The error summary at the
 * form's top (ErrorSummary.tsx) links to the same field.
 */
import type { ReactNode } from 'react';
import { useT } from './i18n.tsx';

const hintId = (fieldId: string) => `${fieldId}-hint`;
const errorId = (fieldId: string) => `${fieldId}-error`;

/** The ids of the hint and the error shown (either may be absent), for `aria-describedby`; undefined when neither. */
export function describedByOf(fieldId: string, shown: { hint?: unknown; error?: unknown }): string | undefined {
  return [shown.hint ? hintId(fieldId) : '', shown.error ? errorId(fieldId) : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ fieldId, hint, error }: { fieldId: string; hint?: ReactNode; error?: string | undefined }) {
  const t = useT();
  return (
    <>
      {hint ? <p className="form-field__hint" id={hintId(fieldId)}>{hint}</p> : null}
      {error ? (
        <p className="form-field__error" id={errorId(fieldId)}>
          <span className="visually-hidden">{t('form.errorPrefix')} </span>
          {error}
        </p>
      ) : null}
    </>
  );
}
