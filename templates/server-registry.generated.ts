// Written by `npm run templates` (build/template-registry.ts) from the folders of templates/: do not edit.
import type { AnyTemplateModule } from './module.ts';
import { Aktualita } from './Aktualita/server.ts';
import { Aplikace } from './Aplikace/server.ts';
import { BeznaStranka } from './BeznaStranka/server.ts';
import { DalsiPortal } from './DalsiPortal/server.ts';
import { Default } from './Default/server.ts';
import { Formular } from './Formular/server.ts';
import { HlavniStranka } from './HlavniStranka/server.ts';
import { KlientskaZona } from './KlientskaZona/server.ts';
import { KombinovanaStranka } from './KombinovanaStranka/server.ts';
import { Konference } from './Konference/server.ts';
import { KrokZaKrokem } from './KrokZaKrokem/server.ts';
import { LandingPage } from './LandingPage/server.ts';
import { MapaNeformalnichPecujicich } from './MapaNeformalnichPecujicich/server.ts';
import { MapaStranek } from './MapaStranek/server.ts';
import { Odstavka } from './Odstavka/server.ts';
import { OrganizacniStruktura } from './OrganizacniStruktura/server.ts';
import { OtazkyAOdpovedi } from './OtazkyAOdpovedi/server.ts';
import { Podcast } from './Podcast/server.ts';
import { PracovniMisto } from './PracovniMisto/server.ts';
import { Presmerovani } from './Presmerovani/server.ts';
import { Prihlaseni } from './Prihlaseni/server.ts';
import { PruvodceDavkami } from './PruvodceDavkami/server.ts';
import { PruvodceProCizince } from './PruvodceProCizince/server.ts';
import { Rozcestnik } from './Rozcestnik/server.ts';
import { RozcestnikSluzeb } from './RozcestnikSluzeb/server.ts';
import { Seznam } from './Seznam/server.ts';
import { SeznamDokumentu } from './SeznamDokumentu/server.ts';
import { SeznamFormularu } from './SeznamFormularu/server.ts';
import { SlovnikPojmu } from './SlovnikPojmu/server.ts';
import { Sluzba } from './Sluzba/server.ts';
import { TiskovaZprava } from './TiskovaZprava/server.ts';
import { UpCzHlavniStranka } from './UpCzHlavniStranka/server.ts';
import { UpCzInformacniLetak } from './UpCzInformacniLetak/server.ts';
import { UpCzKontaktniPracoviste } from './UpCzKontaktniPracoviste/server.ts';
import { UpCzKontaktyKrajskaPobocka } from './UpCzKontaktyKrajskaPobocka/server.ts';
import { UpCzKontaktySouhrnPracovist } from './UpCzKontaktySouhrnPracovist/server.ts';
import { UpCzMapaCr } from './UpCzMapaCr/server.ts';
import { UpCzSluzebniMisto } from './UpCzSluzebniMisto/server.ts';
import { UpCzVerejnaVyhlaska } from './UpCzVerejnaVyhlaska/server.ts';
import { UpCzZaznamKalendare } from './UpCzZaznamKalendare/server.ts';
import { Vyhledavani } from './Vyhledavani/server.ts';
import { VyzadanaInformace } from './VyzadanaInformace/server.ts';

/** The template modules content pages may use, by structure key. */
export const contentTemplates: readonly AnyTemplateModule[] = [
  Aktualita,
  Aplikace,
  BeznaStranka,
  DalsiPortal,
  Default,
  Formular,
  HlavniStranka,
  KlientskaZona,
  KombinovanaStranka,
  Konference,
  KrokZaKrokem,
  LandingPage,
  MapaNeformalnichPecujicich,
  MapaStranek,
  Odstavka,
  OrganizacniStruktura,
  OtazkyAOdpovedi,
  Podcast,
  PracovniMisto,
  Presmerovani,
  Prihlaseni,
  PruvodceDavkami,
  PruvodceProCizince,
  Rozcestnik,
  RozcestnikSluzeb,
  Seznam,
  SeznamDokumentu,
  SeznamFormularu,
  SlovnikPojmu,
  Sluzba,
  TiskovaZprava,
  UpCzHlavniStranka,
  UpCzInformacniLetak,
  UpCzKontaktniPracoviste,
  UpCzKontaktyKrajskaPobocka,
  UpCzKontaktySouhrnPracovist,
  UpCzMapaCr,
  UpCzSluzebniMisto,
  UpCzVerejnaVyhlaska,
  UpCzZaznamKalendare,
  Vyhledavani,
  VyzadanaInformace,
];
