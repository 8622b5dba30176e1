/**
 * The toasts of every page (docs/product.md §3): a polite live region, and an assertive one for errors, both rendered
 * empty on the server so that screen readers know them before a toast is added to them. No roles: an empty
 * `alert` or `status` would stand beside the page's own (the page announcement, the session notice). A toast goes after its
 * life unless the pointer rests on it or focus is in it (WCAG 2.2.1); its close button, or Escape inside it,
 * closes it. Last in the page: the keyboard reaches it after the footer.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from './i18n.tsx';
import { closeToast, SEVERITIES, showToast, useToasts, type Toast, type ToastMessage } from './toasts.ts';

/** The window event through which scripts outside the bundle show a toast: `detail` is a ToastMessage. */
export const TOAST_EVENT = 'portal:toast';

function isToastMessage(value: unknown): value is ToastMessage {
  const message = value as Partial<ToastMessage> | null;
  return (
    typeof message?.summary === 'string' &&
    SEVERITIES.includes(message.severity!) &&
    (message.detail === undefined || (Array.isArray(message.detail) && message.detail.every((part) => typeof part === 'string')))
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.life);
  const held = hovered || focused;

  useEffect(() => {
    if (!toast.life || held) return;
    const started = Date.now();
    const timer = setTimeout(() => closeToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [held, toast.id, toast.life]);

  const close = () => {
    // Focus must not be lost with the toast: it goes to the page's content.
    if (element.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    closeToast(toast.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && toast.closable) close();
  };
  return (
    <div
      ref={element}
      className={`toast toast--${toast.severity}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      onKeyDown={onKeyDown}
    >
      <p className="toast__text">
        <span className="visually-hidden">{t(`toast.${toast.severity}`)}: </span>
        <strong>{toast.summary}</strong>
        {toast.detail?.length ? ` ${toast.detail.join(', ')}` : null}
      </p>
      {toast.closable ? (
        <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={close}>
          ×
        </button>
      ) : null}
    </div>
  );
}

export function Toasts() {
  const toasts = useToasts();

  useEffect(() => {
    const onToast = (event: Event) => {
      const message = (event as CustomEvent<unknown>).detail;
      if (isToastMessage(message)) showToast(message);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  const region = (errors: boolean) => toasts.filter((toast) => (toast.severity === 'error') === errors).map((toast) => <ToastItem key={toast.id} toast={toast} />);
  return (
    <div className="toasts">
      <div aria-live="polite" className="toasts__region">
        {region(false)}
      </div>
      <div aria-live="assertive" className="toasts__region">
        {region(true)}
      </div>
    </div>
  );
}
