/** Renders a React tree the way the server does (with the page's translator) to an HTML string. */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { LocaleCode } from '../../shared/locales.ts';
import { TranslationProvider } from '../../ui/i18n.tsx';

export function renderHtml(node: ReactNode, locale: LocaleCode = 'cs'): string {
  return renderToString(<TranslationProvider locale={locale}>{node}</TranslationProvider>);
}
