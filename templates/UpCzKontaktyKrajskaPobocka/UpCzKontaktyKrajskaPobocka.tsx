/**
 * A regional branch of the labour office (the general directorate too): how to reach it, its director, the
 * identifiers people need for filings and payments, office hours (temporary ones in force instead), the official
 * board and appointment links, the call centres, and the workplaces of its region (loaded). GovernmentOffice
 * JSON-LD describes the office to search engines.
 */
import { Fragment } from 'react';
import type { HoursInForce } from '../../shared/office-hours.ts';
import { ContactPerson, EmailLink } from '../../ui/Contact.tsx';
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { OfficeHours } from '../../ui/OfficeHours.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import { governmentOfficeJsonLd, LinkedOfficeList, OfficeContacts, PhoneList, type LinkedOffice } from '../offices/OfficeParts.tsx';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type BranchData = z.output<typeof schema>;

export interface BranchLoaded {
  hours: HoursInForce;
  /** When the office opens or closes next (ms since the epoch): no cache keeps the page longer. */
  changesAt?: number;
  workplaces: LinkedOffice[];
}

export default function UpCzKontaktyKrajskaPobocka({ content, data: loaded, locale }: TemplateProps<BranchData, BranchLoaded>) {
  const t = useT();
  const { data } = content;
  const links = [data.onlineAppointment, data.officialBoard].filter((link) => link !== undefined);
  return (
    <article className="gov-container content-page office-page" data-template="UpCzKontaktyKrajskaPobocka">
      <ContentHeader content={content} />
      {links.length > 0 ? (
        <ul className="gov-list--plain office-page__actions">
          {links.map((link) => <li key={link.url}><SmartLink url={link.url} className="portal-button">{link.label}</SmartLink></li>)}
        </ul>
      ) : null}
      <OfficeContacts data={data}>
        {data.emailRoom ? (<><dt>{t('office.emailRoom')}</dt><dd><EmailLink email={data.emailRoom} /></dd></>) : null}
        {data.dataBoxId ? (<><dt>{t('office.dataBoxId')}</dt><dd><code>{data.dataBoxId}</code></dd></>) : null}
        {data.ico ? (<><dt>{t('office.ico')}</dt><dd>{data.ico}</dd></>) : null}
        {data.accountNumbers?.map((account) => (
          <Fragment key={account.number}>
            <dt>{account.label}</dt>
            <dd>{account.number}</dd>
          </Fragment>
        ))}
      </OfficeContacts>
      {loaded ? <OfficeHours hours={loaded.hours} locale={locale} /> : null}
      {data.director ? (
        <section className="office-director" aria-labelledby="office-director-heading">
          <h2 id="office-director-heading">{t('office.director')}</h2>
          <ContactPerson person={data.director} />
        </section>
      ) : null}
      {data.callCentres && data.callCentres.length > 0 ? (
        <section className="office-call-centres" aria-labelledby="office-call-centres-heading">
          <h2 id="office-call-centres-heading">{t('office.callCentres')}</h2>
          <PhoneList phones={data.callCentres} />
        </section>
      ) : null}
      <RichText html={data.body} />
      <LinkedOfficeList offices={loaded?.workplaces ?? []} heading={t(data.officeType === 'generalni-reditelstvi' ? 'office.branches' : 'office.workplaces')} id="office-workplaces-heading" />
      <UpdatedOn content={content} />
      <JsonLd data={governmentOfficeJsonLd(content, loaded?.hours)} />
    </article>
  );
}
