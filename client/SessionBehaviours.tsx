/**
 * What the browser adds to a page for the session (nothing of it is in the server's HTML, so hydration is
 * untouched): the inactivity dialog and sign-out while signed in (a chunk of its own, loaded only then), a notice
 * when the visitor was signed out (for inactivity, said by the page after sign-out, or because a refresh found the
 * session ended), and the return path saved for anonymous visitors.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { SIGNED_OUT_PARAM } from '../shared/auth.ts';
import type { LocaleCode } from '../shared/locales.ts';
import { useT } from '../ui/i18n.tsx';
import { rememberReturnPath } from './behaviours/return-path.ts';
import type { BrowserSession } from './behaviours/session.ts';

type SignedInComponent = ComponentType<{ locale: LocaleCode; onContinue(): void }>;

interface Props {
  session: BrowserSession;
  locale: LocaleCode;
  /** Path and query of the page shown; changes with every page. */
  pageKey: string;
  /** An error screen is no page to come back to. */
  isErrorScreen: boolean;
}

type Notice = 'session.loggedOutInactivity' | 'session.expired';

export function SessionBehaviours({ session, locale, pageKey, isErrorScreen }: Props) {
  const t = useT();
  const [notice, setNotice] = useState<Notice | null>(null);
  const signedIn = session.visitor.user !== null;
  const [SignedIn, setSignedIn] = useState<SignedInComponent | null>(null);

  useEffect(() => {
    // A failed load is an unhandled rejection: the global error handling tells the visitor and the server.
    if (signedIn && !SignedIn) void import('./SignedInBehaviours.tsx').then((module) => setSignedIn(() => module.default));
  }, [signedIn, SignedIn]);

  // First: the page after an inactivity sign-out says so, once (the parameter leaves the address).
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(SIGNED_OUT_PARAM) !== 'inactivity') return;
    setNotice('session.loggedOutInactivity');
    url.searchParams.delete(SIGNED_OUT_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);

  useEffect(() => {
    if (session.ended) setNotice('session.expired');
  }, [session.ended]);

  useEffect(() => {
    if (!signedIn && !isErrorScreen) rememberReturnPath(window.location.pathname, window.location.search);
  }, [pageKey, signedIn, isErrorScreen]);

  return (
    <>
      {signedIn && SignedIn ? <SignedIn locale={locale} onContinue={() => void session.refresh()} /> : null}
      {notice ? (
        <div className="session-notice" role="alert">
          <p>{t(notice)}</p>
          <button type="button" className="session-notice__close" onClick={() => setNotice(null)} aria-label={t('session.close')}>
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}
