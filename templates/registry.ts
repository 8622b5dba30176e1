/** Templates by content structure key (SPEC.md §2); a key without a template of its own renders with Default. */
import { BeznaStranka } from './BeznaStranka/BeznaStranka.tsx';
import { Default } from './Default/Default.tsx';
import { HlavniStranka } from './HlavniStranka/HlavniStranka.tsx';
import type { Template } from './types.ts';

export type TemplateRegistry = Readonly<Record<string, Template>>;

export const templates: TemplateRegistry = Object.fromEntries([Default, BeznaStranka, HlavniStranka].map((t) => [t.key, t]));

export function templateFor(key: string, registry: TemplateRegistry = templates): Template {
  return Object.hasOwn(registry, key) ? registry[key]! : Default;
}
