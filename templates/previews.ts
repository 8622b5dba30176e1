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
import { examples as formCatalogueExamples } from './DevForm/examples.ts';
import { examples as carersMapExamples } from './MapaNeformalnichPecujicich/examples.ts';
import { MapaNeformalnichPecujicich } from './MapaNeformalnichPecujicich/server.ts';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../shared/locales.ts';
import type { AnyTemplateModule } from './module.ts';
import { examples as faqExamples } from './OtazkyAOdpovedi/examples.ts';
import { examples as glossaryExamples } from './SlovnikPojmu/examples.ts';
import { SlovnikPojmu } from './SlovnikPojmu/server.ts';
import { examples as structureExamples } from './OrganizacniStruktura/examples.ts';
import { OrganizacniStruktura } from './OrganizacniStruktura/server.ts';
import { OtazkyAOdpovedi } from './OtazkyAOdpovedi/server.ts';
import { examples as podcastExamples } from './Podcast/examples.ts';
import { Podcast } from './Podcast/server.ts';
import { examples as loginExamples } from './Prihlaseni/examples.ts';
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
import { exampleView, type Examples } from './types.ts';
import { examples as searchExamples } from './Vyhledavani/examples.ts';
import { Vyhledavani } from './Vyhledavani/server.ts';

export interface Preview {
  template: AnyTemplateModule;
  /** Its examples in each language: a page shows those in its own language, the first without `?example=`. */
  examples: Readonly<Record<LocaleCode, Examples>>;
  /** Shown alone, without header and footer (docs/product.md §2: components/card). */
  withoutLayout?: true;
}

/**
 * A template's examples (its one list, every language in it, each example tagged with its own) sorted by language.
 * `names`: only these, each with its translations (named `{name}:{locale}`), in this order. A language left with no
 * example fails test/app/previews.test.ts.
 */
function byLanguage(examples: Examples, ...names: string[]): Record<LocaleCode, Examples> {
  const picked = names.length ? Object.fromEntries(Object.entries(examples).filter(([key]) => names.includes(key.split(':')[0]!))) : examples;
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, Object.fromEntries(Object.entries(picked).filter(([, example]) => example.language === LOCALES[code].tag))])) as Record<LocaleCode, Examples>;
}

/** A component preview's examples: its texts come from locales, so each example reads in every language. */
function inEveryLanguage(examples: Examples): Record<LocaleCode, Examples> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [code, Object.fromEntries(Object.entries(examples).map(([name, example]) => [name, exampleView({ ...example, language: LOCALES[code].tag })]))])) as Record<LocaleCode, Examples>;
}

export const previews: Readonly<Record<string, Preview>> = {
  homepage: { template: HlavniStranka, examples: byLanguage(homeExamples) },
  up: { template: UpCzHlavniStranka, examples: byLanguage(homeExamples) },
  content: { template: BeznaStranka, examples: byLanguage(pageExamples) },
  'search/aktuality': { template: Seznam, examples: byLanguage(listExamples, 'news', 'broken') },
  'search/tiskove-zpravy': { template: Seznam, examples: byLanguage(listExamples, 'press') },
  'search/kalendar-akci': { template: Seznam, examples: byLanguage(listExamples, 'events') },
  'search/kariera-na-up': { template: Seznam, examples: byLanguage(listExamples, 'careers') },
  'search/dalsi-portaly': { template: Seznam, examples: byLanguage(listExamples, 'portals') },
  'search/vyzadane-informace': { template: Seznam, examples: byLanguage(listExamples, 'requests') },
  // Needs a signed-in visitor (docs/product.md §2) and shows who they are.
  protected: { template: KlientskaZona, examples: byLanguage(clientZoneExamples) },
  login: { template: Prihlaseni, examples: byLanguage(loginExamples) },
  news: { template: Aktualita, examples: byLanguage(newsExamples) },
  vyhledavani: { template: Vyhledavani, examples: byLanguage(searchExamples) },
  'otazky-a-odpovedi': { template: OtazkyAOdpovedi, examples: byLanguage(faqExamples) },
  'search/slovnik-pojmu': { template: SlovnikPojmu, examples: byLanguage(glossaryExamples) },
  'organizacni-struktura': { template: OrganizacniStruktura, examples: byLanguage(structureExamples) },
  tabs: { template: DevTabs, examples: inEveryLanguage(tabsExamples) },
  tabulka: { template: DevTabulka, examples: inEveryLanguage(tableExamples) },
  typografie: { template: DevTypografie, examples: inEveryLanguage(typographyExamples) },
  'ol-list': { template: DevOlList, examples: inEveryLanguage(olListExamples) },
  skeleton: { template: DevSkeleton, examples: inEveryLanguage(skeletonExamples) },
  'sluzba-detail': { template: Sluzba, examples: byLanguage(serviceExamples) },
  formular: { template: Formular, examples: byLanguage(formExamples) },
  'rozcestnik-level-1': { template: Rozcestnik, examples: byLanguage(signpostExamples) },
  'rozcestnik-level-2': { template: RozcestnikSluzeb, examples: byLanguage(serviceSignpostExamples) },
  podcast: { template: Podcast, examples: byLanguage(podcastExamples) },
  url: { template: DevUrl, examples: inEveryLanguage(urlExamples) },
  'components/card': { template: DevCard, examples: inEveryLanguage(cardExamples) },
  'components/form': { template: DevForm, examples: inEveryLanguage(formCatalogueExamples) },
  'krajska-pobocka': { template: UpCzKontaktyKrajskaPobocka, examples: byLanguage(branchExamples) },
  'kontaktni-pracoviste': { template: UpCzKontaktniPracoviste, examples: byLanguage(workplaceExamples) },
  'mapa-neformalnich-pecujicich': { template: MapaNeformalnichPecujicich, examples: byLanguage(carersMapExamples) },
};
