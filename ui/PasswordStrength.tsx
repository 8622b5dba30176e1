/**
 * How strong a password is (SPEC.md §5: weak, medium, strong) and a meter that shows it in words and as a bar.
 *
 * The rules, in order:
 * 1. Shorter than 8 characters: weak, whatever else it has.
 * 2. A common password, or one with only digits added to it ("heslo123", "Password1"): weak.
 * 3. Otherwise points: 1 for 8–11 characters, 2 for 12–15, 3 for 16 or more; plus 1 for each kind of character
 *    beyond the first (lower case, upper case, digits, others: up to 3); minus 1 for three same characters in a row
 *    or four in a sequence ("aaa", "1234", "abcd").
 * 4. 0–2 points weak, 3–4 medium, 5 or more strong.
 */
import { useT } from './i18n.tsx';

export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_SCORE = 6;

/** Passwords people choose most often (Czech and international lists), lower case. */
const COMMON = new Set(['heslo', 'password', 'passw0rd', 'qwerty', 'qwertz', 'asdf', 'admin', 'letmein', 'welcome', 'iloveyou', 'monkey', 'dragon', 'abc', 'abcd', 'test', 'uzivatel', 'user', 'praha', 'ahoj', 'sparta', 'slavia', 'jahoda', 'martina', 'michal']);

const CHARACTER_KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\d/, /[^\p{L}\d]/u];

function isCommon(password: string): boolean {
  const stem = password.toLowerCase().replace(/\d+$/, '');
  return stem === '' || COMMON.has(stem);
}

/** Four characters in a row whose codes rise or fall by one ("1234", "dcba"). */
function hasSequence(password: string): boolean {
  for (let index = 0; index + 3 < password.length; index++) {
    const steps = [1, 2, 3].map((offset) => password.charCodeAt(index + offset) - password.charCodeAt(index + offset - 1));
    if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  }
  return false;
}

export function passwordScore(password: string): number {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH || isCommon(password)) return 0;
  const lengthPoints = length >= 16 ? 3 : length >= 12 ? 2 : 1;
  const kinds = CHARACTER_KINDS.filter((kind) => kind.test(password)).length;
  const penalty = /(.)\1\1/u.test(password) || hasSequence(password) ? 1 : 0;
  return Math.max(0, Math.min(MAX_PASSWORD_SCORE, lengthPoints + kinds - 1 - penalty));
}

export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  return score >= 5 ? 'strong' : score >= 3 ? 'medium' : 'weak';
}

/** The strength in words (not by colour alone) and as a meter. */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const t = useT();
  const strength = passwordStrength(password);
  return (
    <p className={`password-strength password-strength--${strength}`}>
      <label htmlFor={id}>{t('blocks.password.strength')}</label>{' '}
      <meter id={id} min={0} max={MAX_PASSWORD_SCORE} low={3} high={5} optimum={MAX_PASSWORD_SCORE} value={passwordScore(password)} />{' '}
      <strong>{t(`blocks.password.${strength}`)}</strong>
    </p>
  );
}
