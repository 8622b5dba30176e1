/** Renders a React tree the way the server does (i18n around it) to an HTML string. */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../../shared/i18n.ts';
import type { LocaleCode } from '../../shared/locales.ts';

export function renderHtml(node: ReactNode, locale: LocaleCode = 'cs'): string {
  return renderToString(<I18nextProvider i18n={i18nFor(locale)}>{node}</I18nextProvider>);
}
