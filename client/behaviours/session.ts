/**
 * The session in the browser (SPEC.md §3 "Auth session", §4): loading while the server is asked, then
 * authenticated or unauthenticated. The server renders the first state; afterwards the browser asks again
 * whenever the window gets focus while visible and signed in (periodic refresh is off). When the server says the
 * session has ended, the page signs out locally and says so; when it cannot say (the provider is down, the
 * network is gone), nothing changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthPaths } from '../../shared/auth.ts';
import type { Visitor } from '../../shared/page.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface BrowserSession {
  visitor: Visitor;
  status: SessionStatus;
  /** A refresh found that the session had ended. */
  ended: boolean;
  refresh(): Promise<void>;
}

interface SessionAnswer {
  user: Visitor['user'];
  error: string | null;
}

export function useSession(initial: Visitor): BrowserSession {
  const [visitor, setVisitor] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(false);
  const signedIn = visitor.user !== null;
  const signedInNow = useRef(signedIn);
  signedInNow.current = signedIn;

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const response = await fetch(AuthPaths.session, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const answer = (await response.json()) as SessionAnswer;
      if (answer.error) return;
      if (signedInNow.current && !answer.user) setEnded(true);
      setVisitor((current) => ({ ...current, user: answer.user && { login: answer.user.login, name: answer.user.name, email: answer.user.email } }));
    } catch {
      // Offline or interrupted: nothing is known, so nothing changes.
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [signedIn, refresh]);

  return { visitor, status: loading ? 'loading' : signedIn ? 'authenticated' : 'unauthenticated', ended, refresh };
}
