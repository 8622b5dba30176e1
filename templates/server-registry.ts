/**
 * Template modules by structure key (docs/product.md §2), server side, written from the folders of templates/
 * (npm run templates, build/template-registry.ts): a new template is one folder. A key without a template of its
 * own renders with Default; the /dev previews' templates (Dev…) are no content's (templates/previews.ts shows them).
 */
import { Default } from './Default/server.ts';
import type { AnyTemplateModule } from './module.ts';
import { contentTemplates } from './server-registry.generated.ts';

export type TemplateRegistry = Readonly<Record<string, AnyTemplateModule>>;

export const serverTemplates: TemplateRegistry = Object.fromEntries(contentTemplates.map((template) => [template.key, template]));

export function templateFor(key: string, registry: TemplateRegistry = serverTemplates): AnyTemplateModule {
  return Object.hasOwn(registry, key) ? registry[key]! : Default;
}
