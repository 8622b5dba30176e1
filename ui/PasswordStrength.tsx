/**
 * How strong a password is (docs/product.md §5: weak, medium, strong) and a meter that says so in words and as a bar.
 *
 * The estimate is zxcvbn-ts's (score 0–4: how many guesses a cracker needs), with its common, Czech and English
 * dictionaries, so "heslo123", Czech words, names and keyboard runs count as the guessable things they are.
 * Scores 0–1 are weak, 2–3 medium, 4 strong. The dictionaries weigh over a megabyte: they are imported on first
 * use (in the browser chunks of their own, loaded when a password is typed), never with a page.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { useEffect, useState } from 'react';
import { useT } from './i18n.tsx';

export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export const MAX_PASSWORD_SCORE = 4;
/** Typing pauses this long before the password is estimated (an estimate takes a few milliseconds). */
const ESTIMATE_DELAY_MS = 200;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-cs'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, cs, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...cs.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/** zxcvbn's score of a password, 0 (guessed at once) to 4 (beyond 10¹⁰ guesses). */
export async function passwordScore(password: string): Promise<number> {
  return (await loadEstimator()).check(password).score;
}

export function strengthOf(score: number): PasswordStrength {
  return score >= 4 ? 'strong' : score >= 2 ? 'medium' : 'weak';
}

/** The score of what is typed, estimated after a pause; undefined while nothing is typed or not yet estimated. */
export function usePasswordScore(password: string): number | undefined {
  const [estimate, setEstimate] = useState<{ password: string; score: number }>();
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      passwordScore(password).then((score) => current && setEstimate({ password, score }), () => {});
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  return password && estimate?.password === password ? estimate.score : undefined;
}

/**
 * The strength in words (not by colour alone) and as a meter. `live`: the words are announced when they change
 * (aria-live polite; the region is there, empty, before anything is typed, so the first strength is heard too).
 */
export function PasswordStrengthMeter({ id, score, live = false }: { id: string; score: number | undefined; live?: boolean }) {
  const t = useT();
  const strength = score === undefined ? undefined : strengthOf(score);
  return (
    <p className={`password-strength${strength ? ` password-strength--${strength}` : ''}`} id={`${id}-strength`} {...(live ? { 'aria-live': 'polite' as const } : {})}>
      {strength && score !== undefined ? (
        <>
          <label htmlFor={id}>{t('blocks.password.strength')}</label>{' '}
          <meter id={id} min={0} max={MAX_PASSWORD_SCORE} low={2} high={4} optimum={MAX_PASSWORD_SCORE} value={score} />{' '}
          <strong>{t(`blocks.password.${strength}`)}</strong>
        </>
      ) : null}
    </p>
  );
}
