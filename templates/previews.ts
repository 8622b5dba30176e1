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
import { DevTabs } from './DevTabs/server.ts';
import { examples as tabsExamples } from './DevTabs/examples.ts';
import { DevTabulka } from './DevTabulka/server.ts';
import { examples as tableExamples } from './DevTabulka/examples.ts';
import { examples as clientZoneExamples } from './KlientskaZona/examples.ts';
import { KlientskaZona } from './KlientskaZona/server.ts';
import { DevTypografie } from './DevTypografie/server.ts';
import { examples as typographyExamples } from './DevTypografie/examples.ts';
import { DevOlList } from './DevOlList/server.ts';
import { examples as olListExamples } from './DevOlList/examples.ts';
import { DevSkeleton } from './DevSkeleton/server.ts';
import { examples as skeletonExamples } from './DevSkeleton/examples.ts';
import { DevUrl } from './DevUrl/server.ts';
import { examples as urlExamples } from './DevUrl/examples.ts';
import { DevCard } from './DevCard/server.ts';
import { examples as cardExamples } from './DevCard/examples.ts';
import { DevForm } from './DevForm/server.ts';
import { examples as formExamples } from './DevForm/examples.ts';
import type { AnyTemplateModule } from './module.ts';
import { examples as loginExamples } from './Prihlaseni/examples.ts';
import { Prihlaseni } from './Prihlaseni/server.ts';
import { examples as listExamples } from './Seznam/examples.ts';
import { Seznam } from './Seznam/server.ts';
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
  tabs: { template: DevTabs, examples: tabsExamples },
  tabulka: { template: DevTabulka, examples: tableExamples },
  typografie: { template: DevTypografie, examples: typographyExamples },
  'ol-list': { template: DevOlList, examples: olListExamples },
  skeleton: { template: DevSkeleton, examples: skeletonExamples },
  url: { template: DevUrl, examples: urlExamples },
  'components/card': { template: DevCard, examples: cardExamples },
  'components/form': { template: DevForm, examples: formExamples },
};
