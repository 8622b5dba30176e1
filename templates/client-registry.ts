/**
 * Template components by structure key, browser side: each is a chunk of its own (esbuild splitting), so a page
 * loads only the template it shows. The keys are those of templates/server-registry.ts, which decides which one
 * a page uses (Default for unknown keys) and names it in the payload.
 */
import type { MessageGroup } from '../shared/i18n.ts';
import type { TemplateComponent } from './types.ts';

type Loader = () => Promise<{ default: TemplateComponent }>;

export const templateLoaders: Readonly<Record<string, Loader>> = {
  Default: () => import('./Default/Default.tsx'),
  BeznaStranka: () => import('./BeznaStranka/BeznaStranka.tsx'),
  HlavniStranka: () => import('./HlavniStranka/HlavniStranka.tsx'),
  Seznam: () => import('./Seznam/Seznam.tsx'),
  SeznamFormularu: () => import('./SeznamFormularu/SeznamFormularu.tsx'),
  UpCzKontaktySouhrnPracovist: () => import('./UpCzKontaktySouhrnPracovist/UpCzKontaktySouhrnPracovist.tsx'),
  UpCzHlavniStranka: () => import('./UpCzHlavniStranka/UpCzHlavniStranka.tsx'),
  Vyhledavani: () => import('./Vyhledavani/Vyhledavani.tsx'),
  KlientskaZona: () => import('./KlientskaZona/KlientskaZona.tsx'),
  Prihlaseni: () => import('./Prihlaseni/Prihlaseni.tsx'),
  Aktualita: () => import('./Aktualita/Aktualita.tsx'),
  TiskovaZprava: () => import('./TiskovaZprava/TiskovaZprava.tsx'),
  Presmerovani: () => import('./Presmerovani/Presmerovani.tsx'),
  VyzadanaInformace: () => import('./VyzadanaInformace/VyzadanaInformace.tsx'),
  DalsiPortal: () => import('./DalsiPortal/DalsiPortal.tsx'),
  Aplikace: () => import('./Aplikace/Aplikace.tsx'),
  OtazkyAOdpovedi: () => import('./OtazkyAOdpovedi/OtazkyAOdpovedi.tsx'),
  SlovnikPojmu: () => import('./SlovnikPojmu/SlovnikPojmu.tsx'),
  OrganizacniStruktura: () => import('./OrganizacniStruktura/OrganizacniStruktura.tsx'),
  PruvodceProCizince: () => import('./PruvodceProCizince/PruvodceProCizince.tsx'),
  Odstavka: () => import('./Odstavka/Odstavka.tsx'),
  KombinovanaStranka: () => import('./KombinovanaStranka/KombinovanaStranka.tsx'),
  LandingPage: () => import('./LandingPage/LandingPage.tsx'),
  // Component previews (/dev, templates/previews.ts): no content item has these keys.
  DevTabs: () => import('./DevTabs/DevTabs.tsx'),
  DevTabulka: () => import('./DevTabulka/DevTabulka.tsx'),
  DevTypografie: () => import('./DevTypografie/DevTypografie.tsx'),
  DevOlList: () => import('./DevOlList/DevOlList.tsx'),
  DevSkeleton: () => import('./DevSkeleton/DevSkeleton.tsx'),
  Sluzba: () => import('./Sluzba/Sluzba.tsx'),
  Formular: () => import('./Formular/Formular.tsx'),
  Rozcestnik: () => import('./Rozcestnik/Rozcestnik.tsx'),
  RozcestnikSluzeb: () => import('./RozcestnikSluzeb/RozcestnikSluzeb.tsx'),
  MapaStranek: () => import('./MapaStranek/MapaStranek.tsx'),
  UpCzZaznamKalendare: () => import('./UpCzZaznamKalendare/UpCzZaznamKalendare.tsx'),
  Konference: () => import('./Konference/Konference.tsx'),
  UpCzSluzebniMisto: () => import('./UpCzSluzebniMisto/UpCzSluzebniMisto.tsx'),
  PracovniMisto: () => import('./PracovniMisto/PracovniMisto.tsx'),
  UpCzVerejnaVyhlaska: () => import('./UpCzVerejnaVyhlaska/UpCzVerejnaVyhlaska.tsx'),
  UpCzInformacniLetak: () => import('./UpCzInformacniLetak/UpCzInformacniLetak.tsx'),
  SeznamDokumentu: () => import('./SeznamDokumentu/SeznamDokumentu.tsx'),
  Podcast: () => import('./Podcast/Podcast.tsx'),
  DevUrl: () => import('./DevUrl/DevUrl.tsx'),
  DevCard: () => import('./DevCard/DevCard.tsx'),
  DevForm: () => import('./DevForm/DevForm.tsx'),
  MapaNeformalnichPecujicich: () => import('./MapaNeformalnichPecujicich/MapaNeformalnichPecujicich.tsx'),
  UpCzMapaCr: () => import('./UpCzMapaCr/UpCzMapaCr.tsx'),
  UpCzKontaktniPracoviste: () => import('./UpCzKontaktniPracoviste/UpCzKontaktniPracoviste.tsx'),
  UpCzKontaktyKrajskaPobocka: () => import('./UpCzKontaktyKrajskaPobocka/UpCzKontaktyKrajskaPobocka.tsx'),
};

/**
 * The message groups (shared/i18n.ts) a template shows besides every page's messages: the browser loads them with
 * its chunk. test/unit/message-groups.test.ts checks this against what each template's code names.
 */
const templateMessages: Readonly<Record<string, readonly MessageGroup[]>> = {
  Seznam: ['list'],
  SeznamFormularu: ['list'],
  UpCzKontaktySouhrnPracovist: ['list', 'office'],
  Vyhledavani: ['list', 'search'],
  KlientskaZona: ['profile'],
  Prihlaseni: ['login'],
  VyzadanaInformace: ['request'],
  Aplikace: ['app'],
  Odstavka: ['errors'],
  SlovnikPojmu: ['glossary'],
  LandingPage: ['blocks'],
  KombinovanaStranka: ['blocks'],
  DevTabs: ['dev', 'blocks'],
  DevTabulka: ['dev', 'blocks'],
  DevTypografie: ['dev'],
  DevOlList: ['dev'],
  DevSkeleton: ['dev', 'blocks'],
  DevUrl: ['dev', 'blocks'],
  DevCard: ['dev', 'blocks'],
  DevForm: ['dev', 'blocks'],
  Sluzba: ['service'],
  Formular: ['service'],
  MapaStranek: ['service'],
  UpCzZaznamKalendare: ['event'],
  Konference: ['event'],
  UpCzSluzebniMisto: ['job'],
  PracovniMisto: ['job'],
  UpCzVerejnaVyhlaska: ['notice'],
  SeznamDokumentu: ['documents', 'list'],
  Podcast: ['podcast'],
  MapaNeformalnichPecujicich: ['office'],
  UpCzMapaCr: ['office'],
  UpCzKontaktniPracoviste: ['office'],
  UpCzKontaktyKrajskaPobocka: ['office'],
};

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
