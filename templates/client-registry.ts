/**
 * Template components by structure key, browser side: each is a chunk of its own (esbuild splitting), so a page
 * loads only the template it shows, with the message groups it names. Both lists are written from the folders
 * (build/template-registry.ts), as the server's are: templates/server-registry.ts decides which template a page
 * uses (Default for unknown keys) and names it in the payload.
 */
import type { MessageGroup } from '../shared/i18n.ts';
import { templateLoaders, templateMessages } from './client-registry.generated.ts';
import type { TemplateComponent } from './types.ts';

export { templateLoaders };

/** The message groups of a template; an unknown key is shown by Default, which needs none. */
export function messageGroupsOf(key: string): readonly MessageGroup[] {
  return Object.hasOwn(templateMessages, key) ? templateMessages[key]! : [];
}

const loaded = new Map<string, TemplateComponent>();

/** The component of a template, loading its chunk the first time. */
export async function loadTemplate(key: string): Promise<TemplateComponent> {
  const known = loaded.get(key);
  if (known) return known;
  const loader = Object.hasOwn(templateLoaders, key) ? templateLoaders[key]! : templateLoaders.Default!;
  const component = (await loader()).default;
  loaded.set(key, component);
  return component;
}
