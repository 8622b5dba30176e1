/**
 * What the component previews of docs/product.md §2 (/dev/tabs, /dev/tabulka, …) share: each is a template module whose
 * examples choose which states of a component to show, while the texts come from locales, so a preview reads in
 * the page's language.
 */
import type { ReactNode } from 'react';
import type { MessageKey } from '../../shared/i18n.ts';
import { useT } from '../../ui/i18n.tsx';
import { exampleView, type Examples } from '../types.ts';

/** A preview's example: which states to show (`data`), as the CMS would hand over an item. */
export function previewExample(structureKey: string, name: string, data: Record<string, unknown>): Examples[string] {
  return exampleView({ id: `example-${structureKey}-${name}`, structureKey, name, description: null, language: 'cs-CZ', categories: [], tags: [], displayAt: null, updatedAt: null, data });
}

/** The page of a preview: its heading and lead from locales (`dev.{name}.title`, `dev.{name}.lead`), then the states. */
/** The previews named in locales: those with a `dev.{name}.title` and a `dev.{name}.lead`. */
type NamedBy<Suffix extends string> = MessageKey extends infer Key ? (Key extends `dev.${infer Name}.${Suffix}` ? Name : never) : never;
type PreviewName = NamedBy<'title'> & NamedBy<'lead'>;

export function PreviewPage({ template, name, children }: { template: string; name: PreviewName; children: ReactNode }) {
  const t = useT();
  return (
    <article className="gov-container content-page component-preview" data-template={template}>
      <header className="content-header">
        <h1>{t(`dev.${name}.title`)}</h1>
        <p className="lead">{t(`dev.${name}.lead`)}</p>
      </header>
      {children}
    </article>
  );
}
