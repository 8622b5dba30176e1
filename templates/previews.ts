/**
 * The /dev preview pages (SPEC.md §2), server side: each shows a template with its named examples
 * (`?example=name`), the same fixtures its tests use. A preview of a component rather than of content is a
 * template module whose examples show that component's states.
 */
import { examples as newsExamples } from './Aktualita/examples.ts';
import { Aktualita } from './Aktualita/server.ts';
import { BeznaStranka } from './BeznaStranka/server.ts';
import { examples as pageExamples } from './BeznaStranka/examples.ts';
import { HlavniStranka } from './HlavniStranka/server.ts';
import { examples as homeExamples } from './HlavniStranka/examples.ts';
import { examples as clientZoneExamples } from './KlientskaZona/examples.ts';
import { KlientskaZona } from './KlientskaZona/server.ts';
import { examples as carersMapExamples } from './MapaNeformalnichPecujicich/examples.ts';
import { MapaNeformalnichPecujicich } from './MapaNeformalnichPecujicich/server.ts';
import type { AnyTemplateModule } from './module.ts';
import { examples as loginExamples } from './Prihlaseni/examples.ts';
import { Prihlaseni } from './Prihlaseni/server.ts';
import { examples as listExamples } from './Seznam/examples.ts';
import { Seznam } from './Seznam/server.ts';
import { examples as workplaceExamples } from './UpCzKontaktniPracoviste/examples.ts';
import { UpCzKontaktniPracoviste } from './UpCzKontaktniPracoviste/server.ts';
import { examples as branchExamples } from './UpCzKontaktyKrajskaPobocka/examples.ts';
import { UpCzKontaktyKrajskaPobocka } from './UpCzKontaktyKrajskaPobocka/server.ts';
import { UpCzHlavniStranka } from './UpCzHlavniStranka/server.ts';
import type { Examples } from './types.ts';

export interface Preview {
  template: AnyTemplateModule;
  examples: Examples;
}

export const previews: Readonly<Record<string, Preview>> = {
  homepage: { template: HlavniStranka, examples: homeExamples },
  up: { template: UpCzHlavniStranka, examples: homeExamples },
  content: { template: BeznaStranka, examples: pageExamples },
  'search/aktuality': { template: Seznam, examples: listExamples },
  // Needs a signed-in visitor (SPEC.md §2) and shows who they are.
  protected: { template: KlientskaZona, examples: clientZoneExamples },
  login: { template: Prihlaseni, examples: loginExamples },
  news: { template: Aktualita, examples: newsExamples },
  'krajska-pobocka': { template: UpCzKontaktyKrajskaPobocka, examples: branchExamples },
  'kontaktni-pracoviste': { template: UpCzKontaktniPracoviste, examples: workplaceExamples },
  'mapa-neformalnich-pecujicich': { template: MapaNeformalnichPecujicich, examples: carersMapExamples },
};
