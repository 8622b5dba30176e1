/**
 * A contact workplace of the labour office: shown like a regional branch without the branch-only fields
 * (contacts, office hours with temporary ones in force), plus what it handles (its agendas, named in the page
 * language by `load`), the municipalities it serves, whether it is barrier-free, and its regional branch (loaded).
 * GovernmentOffice JSON-LD.
 */
import type { HoursInForce } from '../../shared/office-hours.ts';
import type { ServedAreaNames } from '../offices/country.ts';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { OfficeHours } from '../../ui/OfficeHours.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import { governmentOfficeJsonLd, LinkedOfficeList, OfficeContacts, type LinkedOffice } from '../offices/OfficeParts.tsx';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type WorkplaceData = z.infer<typeof schema>;

export interface WorkplaceLoaded {
  hours: HoursInForce;
  /** When the office opens or closes next (ms since the epoch): no cache keeps the page longer. */
  changesAt?: number;
  /** The area it serves, named from its codes: districts, ORPs, municipalities (templates/offices/country.ts). */
  served?: ServedAreaNames;
  /** The names of the agendas in the page language. */
  agendas: string[];
  branch?: LinkedOffice;
}

/** The area the office serves: its districts, ORPs and municipalities, as the registers name them (in Czech). */
function ServedArea({ served }: { served: ServedAreaNames }) {
  const t = useT();
  const names = [
    ...served.districts.map((name) => t('office.servesDistrict', { name })),
    ...served.orp.map((name) => t('office.servesOrp', { name })),
    ...served.municipalities,
  ];
  if (names.length === 0) return null;
  return (
    <section className="office-municipalities" aria-labelledby="office-municipalities-heading">
      <h2 id="office-municipalities-heading">{t('office.municipalities')}</h2>
      <p>{`${t('office.servesArea')} `}<span lang="cs-CZ">{names.join(', ')}</span>.</p>
    </section>
  );
}

export default function UpCzKontaktniPracoviste({ content, data: loaded, locale }: TemplateProps<WorkplaceData, WorkplaceLoaded>) {
  const t = useT();
  const { data } = content;
  return (
    <article className="gov-container content-page office-page" data-template="UpCzKontaktniPracoviste">
      <ContentHeader content={content} />
      <OfficeContacts data={data} />
      {loaded ? <OfficeHours hours={loaded.hours} locale={locale} /> : null}
      {loaded && loaded.agendas.length > 0 ? (
        <section className="office-agendas" aria-labelledby="office-agendas-heading">
          <h2 id="office-agendas-heading">{t('office.agendas')}</h2>
          <ul>{loaded.agendas.map((agenda) => <li key={agenda}>{agenda}</li>)}</ul>
        </section>
      ) : null}
      {loaded?.served ? <ServedArea served={loaded.served} /> : null}
      {data.barrierFree === undefined ? null : (
        <section className="office-access" aria-labelledby="office-access-heading">
          <h2 id="office-access-heading">{t('office.access')}</h2>
          <p>{t(data.barrierFree ? 'office.barrierFree' : 'office.notBarrierFree')}</p>
        </section>
      )}
      <RichText html={data.body} />
      <LinkedOfficeList offices={loaded?.branch ? [loaded.branch] : []} heading={t('office.branch')} id="office-branch-heading" />
      <UpdatedOn content={content} />
      <JsonLd data={governmentOfficeJsonLd(content, loaded?.hours)} />
    </article>
  );
}
