/**
 * What a signed-in visitor's page adds: the warning before the sign-out for inactivity, and the sign-out
 * (client/behaviours/inactivity.ts). A chunk loaded only once a visitor is signed in (client/SessionBehaviours.tsx),
 * so anonymous visitors, most of them, never download it.
 */
import { signOutHref } from '../shared/auth.ts';
import type { LocaleCode } from '../shared/locales.ts';
import { useInactivity } from './behaviours/inactivity.ts';
import { SessionDialog } from './SessionDialog.tsx';

interface Props {
  locale: LocaleCode;
  /** The visitor chose to continue: the session is asked whether it still stands. */
  onContinue(): void;
}

export default function SignedInBehaviours({ locale, onContinue }: Props) {
  const inactivity = useInactivity(() => window.location.assign(signOutHref(locale, 'inactivity')));
  if (inactivity.remainingMs === null) return null;
  return (
    <SessionDialog
      remainingMs={inactivity.remainingMs}
      onContinue={() => {
        inactivity.keepGoing();
        onContinue();
      }}
      signOutHref={signOutHref(locale)}
    />
  );
}
