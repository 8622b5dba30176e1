/**
 * What a template component is given, on the server and in the browser alike. The server-only half of a
 * template (its schema, query, load, meta, auth and cache) is in templates/module.ts.
 */
import type { ComponentType } from 'react';
import { contentDates } from '../shared/i18n.ts';
import type { LocaleCode } from '../shared/locales.ts';
import type { ContentView } from '../shared/page.ts';

export interface TemplateProps<Data = Record<string, unknown>, Loaded = unknown> {
  /** The content item, its `data` as the template's schema read it. */
  content: ContentView<Data>;
  /** The content it embeds through `data.stranka` (docs/product.md §3), read by that item's own schema. */
  embedded?: ContentView;
  /** What the template's `load` added (the payload's `view.data`). */
  data?: Loaded;
  locale: LocaleCode;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds templates of every data shape
export type TemplateComponent = ComponentType<TemplateProps<any, any>>;

/** Named examples: content as the CMS would hand it over, the fixtures of a template's tests and /dev preview. */
export type Examples = Record<string, ContentView>;

/** An example as the server would hand it over: its dates formatted. */
export function exampleView(view: Omit<ContentView, 'dates'>): ContentView {
  return { ...view, dates: contentDates(view.updatedAt ?? undefined, view.displayAt ?? undefined, view.language) };
}
