/**
 * A link to a portal page: react-router's Link, a plain <a> (so it works without JavaScript and costs the server
 * nothing) that once the page is hydrated follows a plain left click in the app. `href` sets where the link leads
 * without JavaScript when that differs from the app's `to` (the language switcher's marker); the click still goes
 * to `to` through react-router's own click handler.
 */
import { Link, useLinkClickHandler, type LinkProps } from 'react-router';
import { memo, type MouseEvent } from 'react';

export interface AppLinkProps extends Omit<LinkProps, 'to'> {
  to: string;
  href?: string;
}

/** A left click without modifier keys: the visitor wants the page here, not in a new tab or window. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
}

/**
 * Memoised: a page has dozens of links, and react-router's Link runs a dozen hooks each; a parent's re-render (the
 * menus once the page is live, a dialog opening) leaves a link whose props are the same alone. A new location still
 * re-renders each, through react-router's context.
 */
export const AppLink = memo(function AppLink({ href, ...props }: AppLinkProps) {
  // No `data-discover` marker: the portal's one route needs no lazy route discovery (react-router's framework mode).
  return href === undefined ? <Link discover="none" {...props} /> : <MarkedLink href={href} {...props} />;
});

function MarkedLink({ to, href, onClick, reloadDocument, ...attributes }: AppLinkProps & { href: string }) {
  const followInApp = useLinkClickHandler(to, { target: attributes.target });
  return (
    <a
      {...attributes}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!reloadDocument && !event.defaultPrevented) followInApp(event);
      }}
    />
  );
}
