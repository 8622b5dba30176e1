/**
 * Template modules by structure key (SPEC.md §2), server side: a new template is one folder and one line here
 * and one in templates/client-registry.ts. A key without a template of its own renders with Default.
 */
import { Aktualita } from './Aktualita/server.ts';
import { BeznaStranka } from './BeznaStranka/server.ts';
import { Default } from './Default/server.ts';
import { HlavniStranka } from './HlavniStranka/server.ts';
import { KlientskaZona } from './KlientskaZona/server.ts';
import { MapaNeformalnichPecujicich } from './MapaNeformalnichPecujicich/server.ts';
import type { AnyTemplateModule } from './module.ts';
import { Prihlaseni } from './Prihlaseni/server.ts';
import { Seznam } from './Seznam/server.ts';
import { TiskovaZprava } from './TiskovaZprava/server.ts';
import { UpCzMapaCr } from './UpCzMapaCr/server.ts';
import { UpCzKontaktniPracoviste } from './UpCzKontaktniPracoviste/server.ts';
import { UpCzKontaktyKrajskaPobocka } from './UpCzKontaktyKrajskaPobocka/server.ts';
import { UpCzHlavniStranka } from './UpCzHlavniStranka/server.ts';
import { Vyhledavani } from './Vyhledavani/server.ts';

export type TemplateRegistry = Readonly<Record<string, AnyTemplateModule>>;

export const serverTemplates: TemplateRegistry = Object.fromEntries(
  [Default, BeznaStranka, HlavniStranka, UpCzHlavniStranka, Seznam, KlientskaZona, Prihlaseni, Vyhledavani, Aktualita, TiskovaZprava, UpCzKontaktyKrajskaPobocka, UpCzKontaktniPracoviste, UpCzMapaCr, MapaNeformalnichPecujicich].map((t) => [t.key, t]),
);

export function templateFor(key: string, registry: TemplateRegistry = serverTemplates): AnyTemplateModule {
  return Object.hasOwn(registry, key) ? registry[key]! : Default;
}
