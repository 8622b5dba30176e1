/**
 * A link to a portal page. It is a plain <a> (so it works without JavaScript and costs the server nothing);
 * once the page is hydrated, a plain left click navigates in the app through the client router instead.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Provided by the client (client/ClientApp.tsx); absent on the server. */
export const NavigateContext = createContext<((to: string) => void) | null>(null);

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Where the link leads without JavaScript, when that differs from the app's `to` (the language switcher's marker). */
  href?: string;
  /** Load the target as a whole new document (after an error, say). */
  reloadDocument?: boolean;
}

/** A left click without modifier keys: the visitor wants the page here, not in a new tab or window. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
}

export function AppLink({ to, href = to, reloadDocument, onClick, ...attributes }: AppLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...attributes}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || reloadDocument || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
