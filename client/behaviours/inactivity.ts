/**
 * Sign-out after inactivity (docs/product.md §4, §9): while signed in, a mouse move, key press or click is activity;
 * the time of the last one is kept in localStorage `lastActivity`, which every tab of the portal shares (a
 * change made in another tab triggers a check here). Checked every 60 s: 5 minutes before the 30-minute limit
 * the visitor is warned with a countdown (checked every second from then on); at the limit they are signed
 * out. While the warning shows, only its own Continue counts as activity.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const INACTIVITY_LIMIT_MS = 30 * 60 * 1000;
export const INACTIVITY_WARNING_MS = 5 * 60 * 1000;
export const INACTIVITY_CHECK_MS = 60 * 1000;
export const LAST_ACTIVITY_KEY = 'lastActivity';
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;
/** Mouse moves come by the hundred: the shared time is written at most this often. */
const WRITE_EVERY_MS = 1000;

export interface Inactivity {
  /** Time left before the sign-out while the warning shows; null otherwise. */
  remainingMs: number | null;
  /** The visitor chose to continue: that is activity, and the warning goes. */
  keepGoing(): void;
}

function readLastActivity(): number {
  const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(value) ? value : 0;
}

/** Runs while its component is mounted, which is only while the visitor is signed in (client/SignedInBehaviours.tsx). */
export function useInactivity(onTimeout: () => void): Inactivity {
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const recordNow = useRef<() => void>(() => {});
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;

  useEffect(() => {
    let warned = false;
    let lastWrite = 0;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const record = () => {
      lastWrite = Date.now();
      window.localStorage.setItem(LAST_ACTIVITY_KEY, String(lastWrite));
    };
    const stop = () => {
      clearInterval(checker);
      clearInterval(ticker);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      window.removeEventListener('storage', onStorage);
    };
    const check = () => {
      const idle = Date.now() - readLastActivity();
      if (idle >= INACTIVITY_LIMIT_MS) {
        stop();
        timeout.current();
        return;
      }
      warned = idle >= INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS;
      setRemainingMs(warned ? INACTIVITY_LIMIT_MS - idle : null);
      if (warned && ticker === undefined) ticker = setInterval(check, 1000);
      if (!warned && ticker !== undefined) {
        clearInterval(ticker);
        ticker = undefined;
      }
    };
    function onActivity() {
      if (!warned && Date.now() - lastWrite >= WRITE_EVERY_MS) record();
    }
    function onStorage(event: StorageEvent) {
      if (event.key === LAST_ACTIVITY_KEY) check();
    }
    recordNow.current = () => {
      record();
      check();
    };
    // Showing a page the visitor asked for is activity too.
    record();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    window.addEventListener('storage', onStorage);
    const checker = setInterval(check, INACTIVITY_CHECK_MS);
    return () => {
      stop();
      recordNow.current = () => {};
      setRemainingMs(null);
    };
  }, []);

  const keepGoing = useCallback(() => recordNow.current(), []);
  return { remainingMs, keepGoing };
}
