/**
 * The /dev preview pages (docs/product.md §2), server side: each shows a template with its named examples
 * (`?example=name`), the same fixtures its tests use. A preview of a component rather than of content is a
 * template module whose examples show that component's states.
 */
import { examples as newsExamples } from './Aktualita/examples.ts';
import { Aktualita } from './Aktualita/server.ts';
import { BeznaStranka } from './BeznaStranka/server.ts';
import { examples as pageExamples } from './BeznaStranka/examples.ts';
import { examples as formExamples } from './Formular/examples.ts';
import { Formular } from './Formular/server.ts';
import { HlavniStranka } from './HlavniStranka/server.ts';
import { examples as homeExamples } from './HlavniStranka/examples.ts';
import { DevTabs } from './DevTabs/server.ts';
import { examples as tabsExamples } from './DevTabs/examples.ts';
import { DevTabulka } from './DevTabulka/server.ts';
import { examples as tableExamples } from './DevTabulka/examples.ts';
import { examples as clientZoneExamples, translations as clientZoneTranslations } from './KlientskaZona/examples.ts';
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
import { examples as formCatalogueExamples } from './DevForm/examples.ts';
import { examples as carersMapExamples } from './MapaNeformalnichPecujicich/examples.ts';
import { MapaNeformalnichPecujicich } from './MapaNeformalnichPecujicich/server.ts';
import type { LocaleCode } from '../shared/locales.ts';
import type { AnyTemplateModule } from './module.ts';
import { examples as faqExamples } from './OtazkyAOdpovedi/examples.ts';
import { examples as glossaryExamples } from './SlovnikPojmu/examples.ts';
import { SlovnikPojmu } from './SlovnikPojmu/server.ts';
import { examples as structureExamples } from './OrganizacniStruktura/examples.ts';
import { OrganizacniStruktura } from './OrganizacniStruktura/server.ts';
import { OtazkyAOdpovedi } from './OtazkyAOdpovedi/server.ts';
import { examples as podcastExamples } from './Podcast/examples.ts';
import { Podcast } from './Podcast/server.ts';
import { examples as loginExamples, translations as loginTranslations } from './Prihlaseni/examples.ts';
import { Prihlaseni } from './Prihlaseni/server.ts';
import { examples as signpostExamples } from './Rozcestnik/examples.ts';
import { Rozcestnik } from './Rozcestnik/server.ts';
import { examples as serviceSignpostExamples } from './RozcestnikSluzeb/examples.ts';
import { RozcestnikSluzeb } from './RozcestnikSluzeb/server.ts';
import { examples as listExamples } from './Seznam/examples.ts';
import { Seznam } from './Seznam/server.ts';
import { examples as serviceExamples } from './Sluzba/examples.ts';
import { Sluzba } from './Sluzba/server.ts';
import { examples as workplaceExamples } from './UpCzKontaktniPracoviste/examples.ts';
import { UpCzKontaktniPracoviste } from './UpCzKontaktniPracoviste/server.ts';
import { examples as branchExamples } from './UpCzKontaktyKrajskaPobocka/examples.ts';
import { UpCzKontaktyKrajskaPobocka } from './UpCzKontaktyKrajskaPobocka/server.ts';
import { UpCzHlavniStranka } from './UpCzHlavniStranka/server.ts';
import type { Examples } from './types.ts';
import { examples as searchExamples } from './Vyhledavani/examples.ts';
import { Vyhledavani } from './Vyhledavani/server.ts';

export interface Preview {
  template: AnyTemplateModule;
  examples: Examples;
  /**
   * The examples in other languages, for a preview that is a screen visitors reach (sign-in, the client zone);
   * the others show their Czech sample content, marked as Czech (ui/Page.tsx).
   */
  translations?: Partial<Record<LocaleCode, Examples>>;
  /** Shown alone, without header and footer (docs/product.md §2: components/card). */
  withoutLayout?: true;
}

/** The named examples a preview shows, in this order (its first is shown without `?example=`). */
function pick(examples: Examples, ...names: string[]): Examples {
  return Object.fromEntries(names.map((name) => [name, examples[name]!]));
}

export const previews: Readonly<Record<string, Preview>> = {
  homepage: { template: HlavniStranka, examples: homeExamples },
  up: { template: UpCzHlavniStranka, examples: homeExamples },
  content: { template: BeznaStranka, examples: pageExamples },
  'search/aktuality': { template: Seznam, examples: pick(listExamples, 'news', 'broken') },
  'search/tiskove-zpravy': { template: Seznam, examples: pick(listExamples, 'press') },
  'search/kalendar-akci': { template: Seznam, examples: pick(listExamples, 'events') },
  'search/kariera-na-up': { template: Seznam, examples: pick(listExamples, 'careers') },
  'search/dalsi-portaly': { template: Seznam, examples: pick(listExamples, 'portals') },
  'search/vyzadane-informace': { template: Seznam, examples: pick(listExamples, 'requests') },
  // Needs a signed-in visitor (docs/product.md §2) and shows who they are.
  protected: { template: KlientskaZona, examples: clientZoneExamples, translations: clientZoneTranslations },
  login: { template: Prihlaseni, examples: loginExamples, translations: loginTranslations },
  news: { template: Aktualita, examples: newsExamples },
  vyhledavani: { template: Vyhledavani, examples: searchExamples },
  'otazky-a-odpovedi': { template: OtazkyAOdpovedi, examples: faqExamples },
  'search/slovnik-pojmu': { template: SlovnikPojmu, examples: glossaryExamples },
  'organizacni-struktura': { template: OrganizacniStruktura, examples: structureExamples },
  tabs: { template: DevTabs, examples: tabsExamples },
  tabulka: { template: DevTabulka, examples: tableExamples },
  typografie: { template: DevTypografie, examples: typographyExamples },
  'ol-list': { template: DevOlList, examples: olListExamples },
  skeleton: { template: DevSkeleton, examples: skeletonExamples },
  'sluzba-detail': { template: Sluzba, examples: serviceExamples },
  formular: { template: Formular, examples: formExamples },
  'rozcestnik-level-1': { template: Rozcestnik, examples: signpostExamples },
  'rozcestnik-level-2': { template: RozcestnikSluzeb, examples: serviceSignpostExamples },
  podcast: { template: Podcast, examples: podcastExamples },
  url: { template: DevUrl, examples: urlExamples },
  'components/card': { template: DevCard, examples: cardExamples },
  'components/form': { template: DevForm, examples: formCatalogueExamples },
  'krajska-pobocka': { template: UpCzKontaktyKrajskaPobocka, examples: branchExamples },
  'kontaktni-pracoviste': { template: UpCzKontaktniPracoviste, examples: workplaceExamples },
  'mapa-neformalnich-pecujicich': { template: MapaNeformalnichPecujicich, examples: carersMapExamples },
};
