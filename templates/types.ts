import type { ComponentType } from 'react';
import { contentDates } from '../shared/i18n.ts';
import type { ContentView } from '../shared/page.ts';
import type { LocaleCode } from '../shared/locales.ts';

export interface TemplateProps {
  content: ContentView;
  embedded?: ContentView;
  locale: LocaleCode;
}

/** A page may refuse a request (SPEC.md §5): true, or the status and message to answer with. */
export type Validation = true | { statusCode: number; statusMessage?: string };

export interface Template {
  key: string;
  Component: ComponentType<TemplateProps>;
  /** Paths in `data` that hold CMS HTML (`*` stands for every array item); the server sanitizes them. */
  htmlFields: readonly string[];
  validate?: (content: ContentView, query: URLSearchParams) => Validation;
}

/** Named examples: the fixtures of a template's tests and of its /dev preview at once (DESIGN.md). */
export type Examples = Record<string, ContentView>;

/** A /dev preview page: a template shown with its examples. */
export interface Preview {
  template: Template;
  examples: Examples;
}

/** An example as the server would hand it over: its dates formatted. */
export function exampleView(view: Omit<ContentView, 'dates'>): ContentView {
  return { ...view, dates: contentDates(view.updatedAt ?? undefined, view.displayAt ?? undefined, view.language) };
}
