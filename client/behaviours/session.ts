/**
 * The session in the browser (docs/product.md §3 "Auth session", §4): loading while the server is asked, then
 * authenticated or unauthenticated, with the time the user was last confirmed (`lastRefreshedAt`). The server
 * renders the first state; afterwards the browser asks again whenever the window gets focus while visible and
 * signed in (periodic refresh is off), under the `session` loader: a focus while it asks starts no second request.
 * When the server says the session has ended, the page signs out locally and says so; when it cannot say (the
 * provider is down, the network is gone), nothing changes. Each sign-in, refresh and sign-out is a `portal:session`
 * window event (shared/auth.ts SessionEvent) for scripts outside the bundle.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthPaths, SESSION_EVENT, type SessionEvent, type SessionEventType } from '../../shared/auth.ts';
import type { Visitor } from '../../shared/page.ts';
import { Loader, useLoader } from '../../ui/loading.ts';

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
  lastRefreshedAt: string | null;
}

/** Who was signed in when this tab last showed a page: a page signed in after one that was not is a sign-in. */
const SIGNED_IN_KEY = 'portal.signedIn';

function announce(type: SessionEventType, login: string, lastRefreshedAt: string | null): void {
  window.dispatchEvent(new CustomEvent<SessionEvent>(SESSION_EVENT, { detail: { type, login, lastRefreshedAt } }));
}

/** The login this tab saw signed in last, and remembers `login` for the next page (storage may be off: nothing known). */
function previousLogin(login: string | null): string | null | undefined {
  try {
    const previous = sessionStorage.getItem(SIGNED_IN_KEY);
    if (login) sessionStorage.setItem(SIGNED_IN_KEY, login);
    else sessionStorage.removeItem(SIGNED_IN_KEY);
    return previous;
  } catch {
    return undefined;
  }
}

async function askServer(): Promise<SessionAnswer | undefined> {
  const response = await fetch(AuthPaths.session, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as SessionAnswer;
  return answer.error ? undefined : answer;
}

export function useSession(initial: Visitor): BrowserSession {
  const [visitor, setVisitor] = useState(initial);
  const [ended, setEnded] = useState(false);
  // The last answer stays while the next is asked; a failure (offline) changes nothing and is no error to show.
  const [loader] = useState(() => new Loader<SessionAnswer | undefined>('session', { clear: false, rethrow: false }));
  const { loading } = useLoader(loader);
  const signedIn = visitor.user !== null;
  const current = useRef(visitor);
  current.current = visitor;

  // The first page: a sign-in when this tab saw nobody (or someone else) signed in on its last page, a sign-out
  // when it saw someone and now sees nobody (the sign-out went through the provider's pages).
  useEffect(() => {
    const login = initial.user?.login ?? null;
    const previous = previousLogin(login);
    if (previous === undefined || previous === login) return;
    if (previous) announce('signOut', previous, null);
    if (login) announce('signIn', login, initial.lastRefreshedAt ?? null);
    // Runs once: later changes come from refreshes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const refresh = useCallback(async () => {
    const answer = await loader.execute(askServer);
    if (!answer) return;
    const before = current.current.user;
    if (before && !answer.user) {
      setEnded(true);
      previousLogin(null);
      announce('signOut', before.login, null);
    } else if (answer.user) {
      announce('refresh', answer.user.login, answer.lastRefreshedAt);
    }
    setVisitor((shown) => ({
      ...shown,
      user: answer.user && { login: answer.user.login, name: answer.user.name, email: answer.user.email },
      ...(answer.lastRefreshedAt ? { lastRefreshedAt: answer.lastRefreshedAt } : { lastRefreshedAt: undefined }),
    }));
  }, [loader]);

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
