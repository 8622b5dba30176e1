/**
 * Template components by structure key, browser side: each is a chunk of its own (esbuild splitting), so a page
 * loads only the template it shows. The keys are those of templates/server-registry.ts, which decides which one
 * a page uses (Default for unknown keys) and names it in the payload.
 */
import type { TemplateComponent } from './types.ts';

type Loader = () => Promise<{ default: TemplateComponent }>;

export const templateLoaders: Readonly<Record<string, Loader>> = {
  Default: () => import('./Default/Default.tsx'),
  BeznaStranka: () => import('./BeznaStranka/BeznaStranka.tsx'),
  HlavniStranka: () => import('./HlavniStranka/HlavniStranka.tsx'),
  Seznam: () => import('./Seznam/Seznam.tsx'),
  UpCzHlavniStranka: () => import('./UpCzHlavniStranka/UpCzHlavniStranka.tsx'),
  Vyhledavani: () => import('./Vyhledavani/Vyhledavani.tsx'),
  KlientskaZona: () => import('./KlientskaZona/KlientskaZona.tsx'),
  Prihlaseni: () => import('./Prihlaseni/Prihlaseni.tsx'),
  Aktualita: () => import('./Aktualita/Aktualita.tsx'),
  TiskovaZprava: () => import('./TiskovaZprava/TiskovaZprava.tsx'),
  MapaNeformalnichPecujicich: () => import('./MapaNeformalnichPecujicich/MapaNeformalnichPecujicich.tsx'),
  UpCzMapaCr: () => import('./UpCzMapaCr/UpCzMapaCr.tsx'),
  UpCzKontaktniPracoviste: () => import('./UpCzKontaktniPracoviste/UpCzKontaktniPracoviste.tsx'),
  UpCzKontaktyKrajskaPobocka: () => import('./UpCzKontaktyKrajskaPobocka/UpCzKontaktyKrajskaPobocka.tsx'),
};

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
