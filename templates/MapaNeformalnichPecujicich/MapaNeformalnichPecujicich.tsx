/**
 * The map of support for informal carers: the region map leads to each region's part of the list below it;
 * the legend names the kinds of services; services are grouped by region (name, kind, address, phone, web,
 * labour office branch, note), then the nationwide ones, the text and related links.
 */
import { PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { ContentHeader, RelatedLinks, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import { RegionMap } from '../offices/RegionMap.tsx';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type CarerService = NonNullable<CarersMapData['nationwide']>[number];

export type CarersMapData = z.infer<typeof schema>;

export interface CarersMapLoaded {
  /** `kraj` category names → region names in the page language. */
  regionNames: Record<string, string>;
  /** Branch Refs → the branch's name and URL in the page language. */
  branches: Record<string, { name: string; url: string }>;
}

const anchorOf = (region: string) => `pecujici-${region}`;

function ServiceList({ services, kinds, branches }: { services: CarerService[]; kinds: Map<string, string>; branches: CarersMapLoaded['branches'] }) {
  const t = useT();
  return (
    <ul className="gov-list--plain carer-services">
      {services.map((service) => {
        const branch = service.branch ? branches[service.branch] : undefined;
        return (
          <li key={service.id} className="carer-service">
            <p className="carer-service__name"><strong>{service.name}</strong></p>
            <p className="carer-service__kind">{`${t('office.kind')}: ${kinds.get(service.kind) ?? service.kind}`}</p>
            {service.address ? <p><PostalAddress address={service.address} /></p> : null}
            {service.phone ? <p>{`${t('contact.phone')}: `}<PhoneLink number={service.phone} /></p> : null}
            {service.web ? (
              <p>
                <a href={service.web.url} rel="noopener" className="external-link">{service.web.label}</a>
                <span className="external-link__note">{` ${t('office.externalLink')}`}</span>
              </p>
            ) : null}
            {branch ? <p>{`${t('office.branch')}: `}<SmartLink url={branch.url}>{branch.name}</SmartLink></p> : null}
            {service.note ? <p>{service.note}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function MapaNeformalnichPecujicich({ content, data: loaded }: TemplateProps<CarersMapData, CarersMapLoaded>) {
  const t = useT();
  const { data } = content;
  const kinds = new Map((data.kinds ?? []).map((kind) => [kind.id, kind.label]));
  const regionNames = loaded?.regionNames ?? {};
  const branches = loaded?.branches ?? {};
  const byRegion = new Map<string, CarerService[]>();
  for (const service of data.services ?? []) byRegion.set(service.region, [...(byRegion.get(service.region) ?? []), service]);
  const regions = [...byRegion.keys()].map((region) => ({ region, name: regionNames[region] ?? region }));
  return (
    <article className="gov-container content-page carers-map" data-template="MapaNeformalnichPecujicich">
      <ContentHeader content={content} />
      <RichText html={data.body} />
      {regions.length > 0 ? (
        <RegionMap id="carers-map-title" title={t('office.mapLabel')} regions={regions.map(({ region, name }) => ({ region, name, href: `#${anchorOf(region)}` }))} />
      ) : null}
      {kinds.size > 0 ? (
        <section className="carers-map__legend" aria-labelledby="carers-kinds-heading">
          <h2 id="carers-kinds-heading">{t('office.kinds')}</h2>
          <ul>{[...kinds].map(([id, label]) => <li key={id}>{label}</li>)}</ul>
        </section>
      ) : null}
      {regions.length > 0 ? (
        <section aria-labelledby="carers-regions-heading">
          <h2 id="carers-regions-heading">{t('office.servicesByRegion')}</h2>
          {regions.map(({ region, name }) => (
            <section key={region} aria-labelledby={anchorOf(region)}>
              <h3 id={anchorOf(region)} tabIndex={-1}>{name}</h3>
              <ServiceList services={byRegion.get(region)!} kinds={kinds} branches={branches} />
            </section>
          ))}
        </section>
      ) : null}
      {data.nationwide && data.nationwide.length > 0 ? (
        <section aria-labelledby="carers-nationwide-heading">
          <h2 id="carers-nationwide-heading">{t('office.nationwide')}</h2>
          <ServiceList services={data.nationwide} kinds={kinds} branches={branches} />
        </section>
      ) : null}
      <RelatedLinks links={data.related} />
      <UpdatedOn content={content} />
    </article>
  );
}
