/**
 * The session-timeout dialog (docs/product.md §2 "Screens", §4): a modal that warns of the sign-out for inactivity with
 * a minutes-and-seconds countdown and offers Continue or Sign out. It is announced as an alert dialog, keeps
 * focus inside (Tab and Shift+Tab wrap around), and Escape means Continue.
 */
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { keepFocusInside } from '../ui/dialog-focus.ts';
import { useT } from '../ui/i18n.tsx';

/** `4:05` for 245 000 ms: minutes, then seconds in two digits. */
export function countdownText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface Props {
  remainingMs: number;
  onContinue(): void;
  signOutHref: string;
}

export function SessionDialog({ remainingMs, onContinue, signOutHref }: Props) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>('button')?.focus();
    return () => {
      element.close();
      before?.focus({ preventScroll: true });
    };
  }, []);

  const escapeContinues = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <dialog
      ref={dialog}
      className="session-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="session-dialog-title"
      aria-describedby="session-dialog-text"
      onKeyDown={keepFocusInside}
      onCancel={escapeContinues}
    >
      <h2 id="session-dialog-title">{t('session.dialogTitle')}</h2>
      <p id="session-dialog-text">{t('session.dialogText', { time: countdownText(remainingMs) })}</p>
      <p className="session-dialog__actions">
        <button type="button" className="portal-button" onClick={onContinue}>{t('session.continue')}</button>
        <a href={signOutHref}>{t('auth.signOut')}</a>
      </p>
    </dialog>
  );
}
