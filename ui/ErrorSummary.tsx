/**
 * The errors of a refused form at its top, each linked to its field (GOV.UK's error summary): the summary takes
 * focus when the page shows it (natively through `autofocus` before the script runs, then once hydrated), so a
 * screen reader reads it first; a link moves focus to its field, not just the view.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { useT } from './i18n.tsx';

export interface SummaryError {
  /** The id of the field's input. */
  fieldId: string;
  message: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: 'center' });
  field.focus();
}

export function ErrorSummary({ id, errors }: { id: string; errors: SummaryError[] }) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  // `autoFocus` focused it before the script ran; a visitor who has since followed one of its links keeps their place.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) summary.current?.focus();
  }, []);
  return (
    <div className="error-summary" role="alert" aria-labelledby={`${id}-title`} tabIndex={-1} ref={summary} id={id} autoFocus>
      <h2 id={`${id}-title`}>{t('form.errorSummary')}</h2>
      <ul className="error-summary__list">
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
