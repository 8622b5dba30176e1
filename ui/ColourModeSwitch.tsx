/**
 * The colour-mode switch in the footer (docs/product.md §4, §13.2): system, light, dark, the current one pressed.
 * Without JavaScript a POST form answered 303 back to the page (server/colour-mode.ts); with it, the choice is
 * stored in the browser and shown at once, without a reload (ui/colour-mode.ts).
 */
import type { FormEvent } from 'react';
import { COLOUR_MODE_PATH, COLOUR_PREFERENCES, isColourPreference } from '../shared/colour-mode.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import { pickColourMode, useColourPreference } from './colour-mode.ts';
import { useT } from './i18n.tsx';
import { useVisitor } from './visitor.tsx';

export function ColourModeSwitch({ locale, returnPath }: { locale: LocaleCode; returnPath: string }) {
  const t = useT();
  const current = useColourPreference(useVisitor());

  function pick(event: FormEvent<HTMLFormElement>) {
    const mode = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!isColourPreference(mode)) return;
    event.preventDefault();
    pickColourMode(mode);
  }

  return (
    <form method="post" action={LOCALES[locale].prefix + COLOUR_MODE_PATH} onSubmit={pick} className="colour-mode-switch">
      <input type="hidden" name="redirect" value={returnPath} />
      <fieldset>
        <legend>{t('colourMode.label')}</legend>
        {COLOUR_PREFERENCES.map((mode) => (
          <button key={mode} type="submit" name="mode" value={mode} aria-pressed={mode === current}>{t(`colourMode.${mode}`)}</button>
        ))}
      </fieldset>
    </form>
  );
}
