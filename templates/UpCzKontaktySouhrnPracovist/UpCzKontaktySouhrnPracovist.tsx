/**
 * All the contact workplaces (UpCzKontaktySouhrnPracovist): filtered by region, district and office type, A–Z or
 * Z–A (templates/lists/), each with its address, phones and the office hours in force (decided on the server).
 * Above them, the way to one's own office: a municipality typed (`obec`) answers with the office that serves it,
 * its hours today, address, phone and page (several offices when the words fit several places).
 */
import type { LocaleCode } from '../../shared/locales.ts';
import { PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { useT } from '../../ui/i18n.tsx';
import { ListEntry } from '../../ui/ListEntry.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import { MUNICIPALITY_PARAM, OfficeFinderForm } from '../../ui/OfficeFinderForm.tsx';
import { OfficeHours } from '../../ui/OfficeHours.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { ListView, type ListPage } from '../lists/ListView.tsx';
import type { FinderAnswer } from '../offices/finder.ts';
import { FoundOffice, MapLink, type OfficeEntry } from '../offices/OfficeParts.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type WorkplacesData = z.output<typeof schema>;

/** What the office finder answered for the words typed (templates/offices/finder.ts). */
export type FinderResult = FinderAnswer<OfficeEntry>;

export type WorkplacesLoaded = ListPage<WorkplaceEntry> & {
  finder?: FinderResult;
  /** When an office shown opens or closes next (ms since the epoch): no cache keeps the page longer. */
  changesAt?: number;
};

export type WorkplaceEntry = OfficeEntry;

function Workplace({ office, locale }: { office: WorkplaceEntry; locale: LocaleCode }) {
  const t = useT();
  return (
    <ListEntry title={office.title} url={office.url}>
      {office.type ? <p className="workplace__type">{office.type}</p> : null}
      <dl className="workplace__facts">
        {/* Every pair in a div, as the phones are: HTML allows a dl of divs or of bare dt/dd, never both. */}
        {office.address ? (
          <div>
            <dt>{t('office.address')}</dt>
            <dd>
              <PostalAddress address={office.address} />
              {office.geo ? <><br /><MapLink geo={office.geo} /></> : null}
            </dd>
          </div>
        ) : null}
        {office.phones.map((phone) => (
          <div key={phone.number}>
            <dt>{phone.label}</dt>
            <dd><PhoneLink number={phone.number} /></dd>
          </div>
        ))}
      </dl>
      <OfficeHours hours={office.hours} locale={locale} headingId={`hours-${office.id}`} headingLevel={3} of={office.title} />
    </ListEntry>
  );
}

type FoundPlace = Extract<FinderResult, { status: 'found' }>['place'];

/**
 * Where a place lies, for telling places of one name apart: its municipality (for a part), its ORP where another
 * place of the list has its name and district too (two Mezholezy of the district of Domažlice), district and region.
 */
function PlaceWhere({ place, among = [] }: { place: FoundPlace; among?: FoundPlace[] }) {
  const t = useT();
  const within = place.kind === 'municipality' ? '' : `${place.municipality.name}, `;
  const twin = among.some((other) => other !== place && other.name === place.name && other.district.code === place.district.code);
  const orp = twin ? `${t('office.finder.orp', { orp: place.orp.name })}, ` : '';
  return <>{`${within}${orp}${t('office.finder.district', { district: place.district.name })}, ${place.region.name}`}</>;
}

/** The answer to the words typed: the offices of the place, places to choose from, or that none is known. */
function Finder({ finder, path, locale }: { finder: FinderResult; path: string; locale: LocaleCode }) {
  const t = useT();
  if (finder.status === 'none') {
    return (
      <div className="office-finder-result notice" role="note">
        <p>{t('office.finder.none', { query: finder.query })}</p>
      </div>
    );
  }
  if (finder.status === 'choice') {
    return (
      <section className="office-finder-result" aria-labelledby="office-finder-result-heading">
        <h2 id="office-finder-result-heading">{t(finder.reading === 'corrected' ? 'office.finder.didYouMean' : 'office.finder.several', { query: finder.query })}</h2>
        <ul className="office-finder-result__choices">
          {finder.candidates.map((place) => (
            <li key={`${place.kind} ${place.code} ${place.name}`}>
              <AppLink to={`${path}?${MUNICIPALITY_PARAM}=${place.code}`}>{place.name}</AppLink>
              {' '}<span className="office-finder-result__where">(<PlaceWhere place={place} among={finder.candidates} />)</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const { place } = finder;
  return (
    <section className="office-finder-result" aria-labelledby="office-finder-result-heading">
      <h2 id="office-finder-result-heading">{t('office.finder.found', { municipality: place.name })}</h2>
      <p className="office-finder-result__where"><PlaceWhere place={place} /></p>
      {finder.reading === 'exact' ? null : <p>{t('office.finder.searchedFor', { query: finder.query })}</p>}
      {finder.otherPlaces ? (
        <>
          <p>{t('office.finder.sameOffice', { query: finder.query })}</p>
          <ul className="office-finder-result__choices">
            {[place, ...finder.otherPlaces].map((each, _, all) => (
              <li key={`${each.kind} ${each.code} ${each.name}`}>{each.name} <span className="office-finder-result__where">(<PlaceWhere place={each} among={all} />)</span></li>
            ))}
          </ul>
        </>
      ) : null}
      {finder.by === 'nearest' ? <p>{t('office.finder.nearest')}</p> : null}
      {finder.offices.map((office) => <FoundOffice key={office.id} office={office} locale={locale} />)}
    </section>
  );
}

export default function WorkplacesPage({ content, data: list, locale }: TemplateProps<WorkplacesData, WorkplacesLoaded>) {
  const t = useT();
  if (!list) return null;
  const { mapLink } = content.data;
  const finderTexts = { label: t('office.finder.label'), hint: t('office.finder.hint'), button: t('office.finder.submit') };
  return (
    <ListView
      content={content}
      list={list}
      templateKey="UpCzKontaktySouhrnPracovist"
      intro={
        <>
          <OfficeFinderForm action={list.path} texts={finderTexts} value={list.finder?.query} />
          {list.finder ? <Finder finder={list.finder} path={list.path} locale={locale} /> : null}
          {mapLink ? <p className="workplaces__map"><PortalLink url={mapLink.url}>{mapLink.label}</PortalLink></p> : null}
        </>
      }
      renderItem={(office) => <Workplace key={office.id} office={office} locale={locale} />}
    />
  );
}
