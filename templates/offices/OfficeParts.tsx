/**
 * The parts a regional branch and a contact workplace both show: how to reach the office (address, phones,
 * e-mail), the office's GovernmentOffice JSON-LD, and a list of linked offices (a branch's workplaces).
 */
import type { Address, Geo, OpeningSpan, Phone } from '../../shared/content-shapes.ts';
import type { HoursInForce } from '../../shared/office-hours.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { ContentView } from '../../shared/page.ts';
import { EmailLink, PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import { OpenNow, TodaysHours } from '../../ui/OfficeHours.tsx';
import { SmartLink } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import type { z } from 'zod';
import type { officeFields } from './schema.ts';

/** The fields every office page shares, as templates/offices/schema.ts reads them. */
export type OfficeData = z.infer<z.ZodObject<typeof officeFields>>;

/** Another office a page links to, as its `load` found it. */
export interface LinkedOffice {
  id: string;
  name: string;
  url: string;
  address?: Address;
  phone?: Phone;
}

/** The place on OpenStreetMap's map, a marker on it: free of tracking and of any one company's terms. */
export function mapHref({ lat, lng }: Geo): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** An office as lists and the office finder show it: its page, type, address, phones and the hours in force. */
export interface OfficeEntry {
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

/** A link to an office's place on a map (its position, Geo). */
export function MapLink({ geo }: { geo: Geo }) {
  const t = useT();
  return <PortalLink url={mapHref(geo)} className="map-link">{t('office.map')}</PortalLink>;
}

/** An office found for a place: its page, whether it is open now, today's hours, address, phone and place on a map. */
export function FoundOffice({ office, locale }: { office: OfficeEntry; locale: LocaleCode }) {
  const phone = office.phones[0];
  return (
    <div className="found-office">
      <h3 className="h4"><AppLink to={office.url}>{office.title}</AppLink></h3>
      {office.hours.opening ? <OpenNow opening={office.hours.opening} locale={locale} /> : null}
      <TodaysHours hours={office.hours} />
      {office.address ? <p><PostalAddress address={office.address} /></p> : null}
      {phone ? <p>{`${phone.label}: `}<PhoneLink number={phone.number} /></p> : null}
      {office.geo ? <p><MapLink geo={office.geo} /></p> : null}
    </div>
  );
}

export function PhoneList({ phones }: { phones: Phone[] | undefined }) {
  if (!phones || phones.length === 0) return null;
  return (
    <ul className="gov-list--plain office-phones">
      {phones.map((phone) => (
        <li key={`${phone.label} ${phone.number}`}>
          {`${phone.label}: `}<PhoneLink number={phone.number} />
          {phone.note ? <span className="office-phones__note">{` ${phone.note}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Address, phones and e-mail; `children` adds what only some offices have (a data box, account numbers). */
export function OfficeContacts({ data, children }: { data: OfficeData; children?: React.ReactNode }) {
  const t = useT();
  return (
    <section className="office-contacts" aria-labelledby="office-contacts-heading">
      <h2 id="office-contacts-heading">{t('office.contacts')}</h2>
      <dl className="office-contacts__list">
        {data.address ? (
          <>
            <dt>{t('office.address')}</dt>
            <dd>
              <address><PostalAddress address={data.address} /></address>
              {data.geo ? <MapLink geo={data.geo} /> : null}
            </dd>
          </>
        ) : null}
        {data.email ? (<><dt>{t('contact.email')}</dt><dd><EmailLink email={data.email} /></dd></>) : null}
        {children}
      </dl>
      {data.phones && data.phones.length > 0 ? (
        <>
          <h3>{t('office.phones')}</h3>
          <PhoneList phones={data.phones} />
        </>
      ) : null}
    </section>
  );
}

export function LinkedOfficeList({ offices, heading, id }: { offices: LinkedOffice[]; heading: string; id: string }) {
  if (offices.length === 0) return null;
  return (
    <section className="linked-offices" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="gov-list--plain linked-offices__list">
        {offices.map((office) => (
          <li key={office.id}>
            <SmartLink url={office.url}>{office.name}</SmartLink>
            {office.address ? <><br /><PostalAddress address={office.address} /></> : null}
            {office.phone ? <><br /><PhoneLink number={office.phone.number} /></> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const SCHEMA_DAYS: Record<OpeningSpan['day'], string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** The office as schema.org GovernmentOffice, its opening hours those in force; only fields the item has. */
export function governmentOfficeJsonLd(content: ContentView<OfficeData>, hours: HoursInForce | undefined): Record<string, unknown> {
  const { data } = content;
  const spans = hours?.current?.hours ?? hours?.regular ?? data.officeHours ?? [];
  const validity = hours?.current ? { validFrom: hours.current.validFrom, validThrough: hours.current.validTo } : {};
  return {
    '@type': 'GovernmentOffice',
    name: content.name,
    ...(content.description ? { description: content.description } : {}),
    ...(data.address
      ? { address: { '@type': 'PostalAddress', streetAddress: data.address.street, addressLocality: data.address.city, postalCode: data.address.postalCode, addressCountry: 'CZ' } }
      : {}),
    ...(data.geo ? { geo: { '@type': 'GeoCoordinates', latitude: data.geo.lat, longitude: data.geo.lng } } : {}),
    ...(data.phones?.[0] ? { telephone: data.phones[0].number } : {}),
    ...(data.email ? { email: data.email } : {}),
    ...(spans.length > 0
      ? { openingHoursSpecification: spans.map((span) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[span.day], opens: span.open, closes: span.close, ...validity })) }
      : {}),
  };
}
