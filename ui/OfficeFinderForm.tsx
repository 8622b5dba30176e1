/**
 * The way to the office that serves a municipality (the nearest-office journey): a GET form to the list of
 * workplaces with the municipality in `obec` (templates/UpCzKontaktySouhrnPracovist answers it), so it works without
 * JavaScript; with it, the answer opens in the app. Its words come with the page (the CMS's on the home and
 * contacts pages, the list's own messages there), so it costs the other pages nothing.
 */
import { useId } from 'react';
import { GetForm } from './GetForm.tsx';

/** The query parameter of the municipality: the same in every language (a name is a name). */
export const MUNICIPALITY_PARAM = 'obec';

export interface OfficeFinderTexts {
  label: string;
  button: string;
  hint?: string;
}

export function OfficeFinderForm({ action, texts, value = '' }: { action: string; texts: OfficeFinderTexts; value?: string }) {
  const id = useId();
  return (
    <GetForm className="office-finder-form" action={action}>
      <label htmlFor={id}>{texts.label}</label>
      {texts.hint ? <p className="form-field__hint" id={`${id}-hint`}>{texts.hint}</p> : null}
      <div className="office-finder-form__row">
        <input id={id} name={MUNICIPALITY_PARAM} type="text" autoComplete="address-level2" defaultValue={value} key={value} aria-describedby={texts.hint ? `${id}-hint` : undefined} />
        <button type="submit" className="portal-button">{texts.button}</button>
      </div>
    </GetForm>
  );
}
