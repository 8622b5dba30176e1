/**
 * A calendar event (UpCzZaznamKalendare) or a conference (Konference): one data model (content/README.md "Career,
 * notices, events"), so one component shows both; each key names itself in `data-template`. When and where
 * first, then the text, the programme by day and the registration, and the iCalendar file of the event. Whether
 * registration has closed or the event has taken place is decided by the template's `load` on the server, so the
 * page and its hydration agree; Event JSON-LD describes it to search engines.
 */
import type { Address } from '../../shared/content-shapes.ts';
import { localizePath, type LocaleCode } from '../../shared/locales.ts';
import type { ContentView } from '../../shared/page.ts';
import { EmailLink, PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { formatDate, formatNumber, formatTime } from '../../shared/i18n.ts';
import { dayInPrague } from '../events/time.ts';
import type { z } from 'zod';
import type { eventSchema } from './schema.ts';

export type EventPlace = NonNullable<EventData['place']>;

export type ProgrammeItem = NonNullable<EventData['programme']>[number];

export type EventData = z.infer<typeof eventSchema>;

/** Where the event stands at the moment the page was made (`load`, on the server). */
export type EventState = 'open' | 'registrationClosed' | 'past';

export interface EventLoaded {
  state: EventState;
  /** The page's own path: where an online event takes place, for search engines, when it has no link of its own. */
  path: string;
}

/** `/feeds/events/{id}.ics` in the page's language (server/calendar.ts). */
export function calendarUrl(id: string, locale: LocaleCode): string {
  return localizePath(locale, `/feeds/events/${encodeURIComponent(id)}.ics`);
}

const postalAddress = (address: Address) => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  addressLocality: address.city,
  postalCode: address.postalCode,
  addressCountry: 'CZ',
});

/**
 * The number in a price text ("300 Kč"): schema.org wants the amount apart from the words. The CMS keeps the price
 * as words only, and the office's events are priced in crowns; a text without a number ("Vstup zdarma") has none.
 */
function priceAmount(price: string): number | undefined {
  const match = /\d[\d\s\u00a0]*(?:[.,]\d+)?/.exec(price);
  return match ? Number(match[0].replace(/[\s\u00a0]/g, '').replace(',', '.')) : undefined;
}

/** The event as schema.org Event; only fields the item has. */
export function eventJsonLd(content: ContentView<EventData>, pageUrl: string | undefined): Record<string, unknown> {
  const { start, end, place, organiser, price, registration } = content.data;
  const online = place?.online === true;
  const location = online
    ? { '@type': 'VirtualLocation', ...(registration?.url || pageUrl ? { url: registration?.url?.url ?? pageUrl } : {}) }
    : place
      ? {
          '@type': 'Place',
          name: place.name,
          ...(place.address ? { address: postalAddress(place.address) } : {}),
          ...(place.geo ? { geo: { '@type': 'GeoCoordinates', latitude: place.geo.lat, longitude: place.geo.lng } } : {}),
        }
      : undefined;
  const amount = price ? priceAmount(price) : undefined;
  return {
    '@type': 'Event',
    name: content.name,
    ...(content.description ? { description: content.description } : {}),
    startDate: start,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    ...(organiser
      ? { organizer: { '@type': 'Organization', name: organiser.name, ...(organiser.email ? { email: organiser.email } : {}), ...(organiser.phone ? { telephone: organiser.phone } : {}) } }
      : {}),
    ...(price
      ? { offers: { '@type': 'Offer', description: price, ...(registration?.url ? { url: registration.url.url } : {}), ...(amount !== undefined ? { price: amount, priceCurrency: 'CZK' } : {}) } }
      : {}),
    inLanguage: content.language,
  };
}

/** "15. října 2026, 9:00–16:00" for one day, "24. března 2027 9:00 – 25. března 2027 15:00" for several. */
function WhenText({ start, end, locale }: { start: string; end: string; locale: LocaleCode }) {
  if (dayInPrague(start) === dayInPrague(end)) {
    return (
      <>
        {`${formatDate(start, locale)}, `}
        <time dateTime={start}>{formatTime(start, locale)}</time>
        {'–'}
        <time dateTime={end}>{formatTime(end, locale)}</time>
      </>
    );
  }
  return (
    <>
      <time dateTime={start}>{`${formatDate(start, locale)} ${formatTime(start, locale)}`}</time>
      {' – '}
      <time dateTime={end}>{`${formatDate(end, locale)} ${formatTime(end, locale)}`}</time>
    </>
  );
}

function Details({ content, locale }: { content: ContentView<EventData>; locale: LocaleCode }) {
  const t = useT();
  const { start, end, place, organiser, price, audience } = content.data;
  return (
    <section className="event-details" aria-labelledby="event-details-heading">
      <h2 id="event-details-heading">{t('event.details')}</h2>
      <dl className="facts">
        <dt>{t('event.when')}</dt>
        <dd><WhenText start={start} end={end} locale={locale} /></dd>
        {place ? (
          <>
            <dt>{t('event.place')}</dt>
            <dd>
              {place.name}
              {place.address ? <><br /><PostalAddress address={place.address} /></> : null}
              {place.online ? <><br />{t('event.online')}</> : null}
            </dd>
          </>
        ) : null}
        {organiser ? (
          <>
            <dt>{t('event.organiser')}</dt>
            <dd>
              {organiser.name}
              {organiser.email ? <><br /><EmailLink email={organiser.email} /></> : null}
              {organiser.phone ? <><br /><PhoneLink number={organiser.phone} /></> : null}
            </dd>
          </>
        ) : null}
        {price ? <><dt>{t('event.price')}</dt><dd>{price}</dd></> : null}
        {audience ? <><dt>{t('event.audience')}</dt><dd>{audience}</dd></> : null}
      </dl>
      <p className="event-details__calendar">
        <a href={calendarUrl(content.id, locale)} type="text/calendar" download>{t('event.addToCalendar')}</a>
      </p>
    </section>
  );
}

function ProgrammeTable({ items, caption }: { items: ProgrammeItem[]; caption: string }) {
  const t = useT();
  const withSpeakers = items.some((item) => item.speaker);
  return (
    <table className="event-programme">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('event.time')}</th>
          <th scope="col">{t('event.programmeItem')}</th>
          {withSpeakers ? <th scope="col">{t('event.speaker')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.day ?? ''}${item.start}${item.title}`}>
            <td>{item.end ? `${item.start}–${item.end}` : item.start}</td>
            <th scope="row">{item.title}</th>
            {withSpeakers ? <td>{item.speaker ?? ''}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Programme({ programme, locale }: { programme: ProgrammeItem[] | undefined; locale: LocaleCode }) {
  const t = useT();
  if (!programme || programme.length === 0) return null;
  const days = [...new Set(programme.map((item) => item.day))];
  return (
    <section className="event-programme-section" aria-labelledby="event-programme-heading">
      <h2 id="event-programme-heading">{t('event.programme')}</h2>
      {days.length === 1 ? (
        <ProgrammeTable items={programme} caption={days[0] ? `${t('event.programme')}: ${formatDate(days[0], locale)}` : t('event.programme')} />
      ) : (
        days.map((day) => {
          const date = formatDate(day, locale) ?? t('event.programme');
          return (
            <section key={day ?? ''} aria-labelledby={`event-programme-${day ?? 'other'}`}>
              <h3 id={`event-programme-${day ?? 'other'}`}>{date}</h3>
              <ProgrammeTable items={programme.filter((item) => item.day === day)} caption={`${t('event.programme')}: ${date}`} />
            </section>
          );
        })
      )}
    </section>
  );
}

function Registration({ registration, state, locale }: { registration: EventData['registration']; state: EventState | undefined; locale: LocaleCode }) {
  const t = useT();
  if (!registration) return null;
  const closed = state === 'registrationClosed' || state === 'past';
  return (
    <section className="event-registration" aria-labelledby="event-registration-heading">
      <h2 id="event-registration-heading">{t('event.registration')}</h2>
      {state === 'registrationClosed' ? <p className="notice" role="note">{t('event.registrationClosed')}</p> : null}
      <p>{t(registration.required ? 'event.registrationRequired' : 'event.registrationOptional')}</p>
      {registration.deadline || registration.capacity !== undefined ? (
        <dl className="facts">
          {registration.deadline ? (
            <>
              <dt>{t('event.deadline')}</dt>
              <dd><time dateTime={registration.deadline}>{`${formatDate(registration.deadline, locale)} ${formatTime(registration.deadline, locale)}`}</time></dd>
            </>
          ) : null}
          {registration.capacity !== undefined ? (
            <>
              <dt>{t('event.capacity')}</dt>
              <dd>{formatNumber(registration.capacity, locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {registration.url && !closed ? <p><PortalLink url={registration.url.url}>{registration.url.label}</PortalLink></p> : null}
      {registration.note ? <p>{registration.note}</p> : null}
    </section>
  );
}

export function EventPage({ content, data, locale, templateKey }: { content: ContentView<EventData>; data: EventLoaded | undefined; locale: LocaleCode; templateKey: string }) {
  const t = useT();
  const state = data?.state;
  return (
    <article className="gov-container content-page event-page" data-template={templateKey}>
      <ContentHeader content={content} />
      {state === 'past' ? <p className="notice" role="note">{t('event.tookPlace')}</p> : null}
      <Details content={content} locale={locale} />
      <RichText html={content.data.body} />
      <Programme programme={content.data.programme} locale={locale} />
      <Registration registration={content.data.registration} state={state} locale={locale} />
      <UpdatedOn content={content} />
      <JsonLd data={eventJsonLd(content, data?.path)} />
    </article>
  );
}
