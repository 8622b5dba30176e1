/**
 * Template modules by structure key (docs/product.md §2), server side, written from the folders of templates/
 * (npm run templates, build/template-registry.ts): a new template is one folder. Only the app's assembly
 * (server/app.ts) imports it, and hands it to what needs it (templateFor in templates/module.ts finds a key's, Default
 * for a key without one); the /dev previews' templates (Dev…) are no content's (templates/previews.ts shows them).
 */
import type { TemplateRegistry } from './module.ts';
import { contentTemplates } from './server-registry.generated.ts';

export const serverTemplates: TemplateRegistry = Object.fromEntries(contentTemplates.map((template) => [template.key, template]));
