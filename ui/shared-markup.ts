/**
 * Markup many pages share, made once on the server and written as it is into the pages after: the main navigation of
 * a section, the footer's columns. It is the costliest part of rendering a page (their dozens of links), the same on
 * every page of a language, so a page no cache holds costs far less. The browser renders and hydrates these parts as
 * any other (no provider there): the markup is React's own for the same element, so it hydrates as if rendered in place.
 */
import { createContext, useContext, type ReactElement } from 'react';

/**
 * The inside of `element`'s root as HTML for the page's language, or undefined until it is made (the page renders the
 * element itself meanwhile). `data` is what the markup is made of (a new object when the content service's answer
 * changes makes it anew); `variant` says everything else it depends on besides the language.
 */
export type SharedMarkupCache = (data: object, variant: string, element: () => ReactElement) => string | undefined;

export const SharedMarkupContext = createContext<SharedMarkupCache | undefined>(undefined);

/**
 * The props that fill an element with its shared markup (`dangerouslySetInnerHTML`), or undefined where it renders its
 * children: in the browser, and on the server until the markup is made. The markup may depend on nothing but `data`,
 * `variant` and the page's language (not on the visitor, the page's path or state).
 */
export function useSharedMarkup(data: object, variant: string, element: () => ReactElement): { dangerouslySetInnerHTML: { __html: string } } | undefined {
  const html = useContext(SharedMarkupContext)?.(data, variant, element);
  return html === undefined ? undefined : { dangerouslySetInnerHTML: { __html: html } };
}
