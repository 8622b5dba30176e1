/**
 * Messages in React: the page's translator travels in a context and components read it with useT(). A plain
 * context rather than react-i18next's hook: the hook and an uncached t() cost more than the rest of a render.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { translatorFor, type Translate } from '../shared/i18n.ts';
import type { LocaleCode } from '../shared/locales.ts';

// Outside a provider (never on a page) a key stands for itself.
const TranslateContext = createContext<Translate>((key) => key);

export function TranslationProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  return <TranslateContext value={translatorFor(locale)}>{children}</TranslateContext>;
}

export function useT(): Translate {
  return useContext(TranslateContext);
}
