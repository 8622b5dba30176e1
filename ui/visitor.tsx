/**
 * The visitor's part of a page (shared/page.ts Visitor) in React: the document provides it, the header and the
 * templates that show the signed-in user read it with useVisitor(). It is never part of the shared page.
 */
import { createContext, useContext } from 'react';
import { ANONYMOUS, type Visitor } from '../shared/page.ts';

export const VisitorContext = createContext<Visitor>(ANONYMOUS);

export function useVisitor(): Visitor {
  return useContext(VisitorContext);
}
