/**
 * All the contact workplaces (UpCzKontaktySouhrnPracovist): filtered by region, district and office type, A–Z or
 * Z–A (templates/lists/), each with its address, phones and the office hours in force (decided on the server).
 * Above them, the way to one's own office: a municipality typed (`obec`) answers with the office that serves it,
 * its hours today, address, phone and page (several offices when the words fit several places).
 */
import type { Address, Geo, Phone } from '../../shared/content-shapes.ts';
import type { HoursInForce } from '../../shared/office-hours.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { useT } from '../../ui/i18n.tsx';
import { ListEntry } from '../../ui/ListEntry.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import { OfficeFinderForm } from '../../ui/OfficeFinderForm.tsx';
import { OfficeHours, TodaysHours } from '../../ui/OfficeHours.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { ListView, type ListPage } from '../lists/ListView.tsx';
import { MapLink } from '../offices/OfficeParts.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type WorkplacesData = z.output<typeof schema>;

/** What the nearest-office journey found for the words typed: the office of each municipality they name. */
export interface FinderResult {
  query: string;
  matches: { municipality: string; office: WorkplaceEntry }[];
}

export type WorkplacesLoaded = ListPage<WorkplaceEntry> & { finder?: FinderResult };

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

/** The office found for a municipality: its page, today's hours, address, phone and place on a map. */
function FoundOffice({ office }: { office: WorkplaceEntry }) {
  const phone = office.phones[0];
  return (
    <div className="found-office">
      <h3 className="h4"><AppLink to={office.url}>{office.title}</AppLink></h3>
      <TodaysHours hours={office.hours} />
      {office.address ? <p><PostalAddress address={office.address} /></p> : null}
      {phone ? <p>{`${phone.label}: `}<PhoneLink number={phone.number} /></p> : null}
      {office.geo ? <p><MapLink geo={office.geo} /></p> : null}
    </div>
  );
}

/** The answer to the words typed: the office, several to choose from, or that no municipality of that name is known. */
function Finder({ finder }: { finder: FinderResult }) {
  const t = useT();
  const [only] = finder.matches;
  if (!only) {
    return (
      <div className="office-finder-result notice" role="note">
        <p>{t('office.finder.none', { query: finder.query })}</p>
      </div>
    );
  }
  if (finder.matches.length === 1) {
    return (
      <section className="office-finder-result" aria-labelledby="office-finder-result-heading">
        <h2 id="office-finder-result-heading">{t('office.finder.found', { municipality: only.municipality })}</h2>
        {only.municipality.toLowerCase() === finder.query.toLowerCase() ? null : <p>{t('office.finder.searchedFor', { query: finder.query })}</p>}
        <FoundOffice office={only.office} />
      </section>
    );
  }
  return (
    <section className="office-finder-result" aria-labelledby="office-finder-result-heading">
      <h2 id="office-finder-result-heading">{t('office.finder.several', { query: finder.query })}</h2>
      <ul className="gov-list--plain office-finder-result__choices">
        {finder.matches.map(({ municipality, office }) => (
          <li key={`${municipality} ${office.id}`}>
            <p className="office-finder-result__municipality">{municipality}</p>
            <FoundOffice office={office} />
          </li>
        ))}
      </ul>
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
          {list.finder ? <Finder finder={list.finder} /> : null}
          {mapLink ? <p className="workplaces__map"><PortalLink url={mapLink.url}>{mapLink.label}</PortalLink></p> : null}
        </>
      }
      renderItem={(office) => <Workplace key={office.id} office={office} locale={locale} />}
    />
  );
}
