/**
 * The map of the Czech Republic: the 14 regions on an SVG map, each leading to its regional branch, and the same
 * links as a text list (what phones and screen readers use), then the general directorate.
 */
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import type { TemplateProps } from '../types.ts';
import type { LinkedOffice } from '../offices/OfficeParts.tsx';
import { RegionMap } from '../offices/RegionMap.tsx';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type CzechMapData = z.infer<typeof schema>;

export interface CzechMapLoaded {
  regions: { region: string; regionName: string; branch: LinkedOffice }[];
  headquarters?: LinkedOffice;
}

export default function UpCzMapaCr({ content, data: loaded }: TemplateProps<CzechMapData, CzechMapLoaded>) {
  const t = useT();
  const regions = loaded?.regions ?? [];
  return (
    <article className="gov-container content-page region-map-page" data-template="UpCzMapaCr">
      <ContentHeader content={content} />
      {regions.length > 0 ? (
        <RegionMap
          id="region-map-title"
          title={t('office.mapLabel')}
          regions={regions.map((entry) => ({ region: entry.region, name: entry.regionName, label: `${entry.regionName}: ${entry.branch.name}`, href: entry.branch.url }))}
        />
      ) : null}
      {regions.length > 0 ? (
        <nav className="region-list" aria-labelledby="region-list-heading">
          <h2 id="region-list-heading">{t('office.mapRegions')}</h2>
          <ul>
            {regions.map((entry) => (
              <li key={entry.region}>
                <span className="region-list__region">{`${entry.regionName}: `}</span>
                <SmartLink url={entry.branch.url}>{entry.branch.name}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {loaded?.headquarters ? (
        <section className="region-map-page__headquarters" aria-labelledby="headquarters-heading">
          <h2 id="headquarters-heading">{t('office.headquarters')}</h2>
          <p><SmartLink url={loaded.headquarters.url}>{loaded.headquarters.name}</SmartLink></p>
        </section>
      ) : null}
      <UpdatedOn content={content} />
    </article>
  );
}
