/**
 * All the contact workplaces (UpCzKontaktySouhrnPracovist): filtered by region, district and office type, A–Z or
 * Z–A (templates/lists/), each with its address, phones and the office hours in force (decided on the server).
 */
import type { Address, Geo, Phone } from '../../shared/content-shapes.ts';
import type { HoursInForce } from '../../shared/office-hours.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { Link } from '../../shared/page.ts';
import { PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { useT } from '../../ui/i18n.tsx';
import { ListEntry } from '../../ui/ListEntry.tsx';
import { OfficeHours } from '../../ui/OfficeHours.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import type { ListPageData } from '../lists/definition.ts';
import { ListView, type ListPage } from '../lists/ListView.tsx';
import { MapLink } from '../offices/OfficeParts.tsx';
import type { TemplateProps } from '../types.ts';

export interface WorkplacesData extends ListPageData {
  mapLink?: Link;
}

export interface WorkplaceEntry {
  id: string;
  title: string;
  url: string;
  /** The office type, named in the page's language. */
  type?: string;
  address?: Address;
  geo?: Geo;
  phones: Phone[];
  hours: HoursInForce;
}

function Workplace({ office, locale }: { office: WorkplaceEntry; locale: LocaleCode }) {
  const t = useT();
  return (
    <ListEntry title={office.title} url={office.url}>
      {office.type ? <p className="workplace__type">{office.type}</p> : null}
      <dl className="workplace__facts">
        {office.address ? (
          <>
            <dt>{t('office.address')}</dt>
            <dd>
              <PostalAddress address={office.address} />
              {office.geo ? <><br /><MapLink geo={office.geo} /></> : null}
            </dd>
          </>
        ) : null}
        {office.phones.map((phone) => (
          <div key={phone.number}>
            <dt>{phone.label}</dt>
            <dd><PhoneLink number={phone.number} /></dd>
          </div>
        ))}
      </dl>
      <OfficeHours hours={office.hours} locale={locale} headingId={`hours-${office.id}`} headingLevel={3} />
    </ListEntry>
  );
}

export default function WorkplacesPage({ content, data: list, locale }: TemplateProps<WorkplacesData, ListPage<WorkplaceEntry>>) {
  if (!list) return null;
  const { mapLink } = content.data;
  return (
    <ListView
      content={content}
      list={list}
      templateKey="UpCzKontaktySouhrnPracovist"
      intro={mapLink ? <p className="workplaces__map"><PortalLink url={mapLink.url}>{mapLink.label}</PortalLink></p> : undefined}
      renderItem={(office) => <Workplace key={office.id} office={office} locale={locale} />}
    />
  );
}
