/**
 * An office's hours as a table, one row a weekday (its name from the page language's messages: a formatter of
 * weekday names would start the browser's Intl data as the page hydrates, shared/i18n.ts says what that costs), a
 * break as two spans, a day without spans said closed. Temporary hours in force are shown instead of the regular
 * ones, with their reason and validity; temporary hours announced for later are announced below. Which hours hold
 * is decided on the server (shared/office-hours.ts) and passed in, so this part stays pure; the list of all
 * workplaces reuses it.
 */
import { WEEK_DAYS, type OpeningSpan } from '../shared/content-shapes.ts';
import { formatDate } from '../shared/i18n.ts';
import type { LocaleCode } from '../shared/locales.ts';
import type { HoursInForce } from '../shared/office-hours.ts';
import { useT } from './i18n.tsx';

function HoursTable({ spans, caption }: { spans: OpeningSpan[]; caption: string }) {
  const t = useT();
  // Weekend days show only when the office opens then: a Saturday row saying "closed" is noise.
  const days = WEEK_DAYS.filter((day, index) => index < 5 || spans.some((span) => span.day === day));
  return (
    <table className="office-hours__table">
      <caption>{caption}</caption>
      <thead>
        <tr><th scope="col">{t('office.day')}</th><th scope="col">{t('office.time')}</th></tr>
      </thead>
      <tbody>
        {days.map((day) => {
          // "HH:MM" sorts as plain text; localeCompare would start the browser's collator as the page hydrates.
          const daySpans = spans.filter((span) => span.day === day).sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));
          return (
            <tr key={day}>
              <th scope="row">{t(`office.weekday.${day}`)}</th>
              <td>
                {daySpans.length === 0 ? t('office.closed') : daySpans.map((span) => (
                  <span key={span.open} className="office-hours__span">
                    {`${span.open}–${span.close}`}
                    {span.note ? ` (${span.note})` : null}
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function OfficeHours({ hours, locale, headingId = 'office-hours-heading', headingLevel = 2 }: {
  hours: HoursInForce;
  locale: LocaleCode;
  headingId?: string;
  /** 3 inside a list whose entries have h2 titles. */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { current, regular, upcoming } = hours;
  if (!current && regular.length === 0 && upcoming.length === 0) return null;
  return (
    <section className="office-hours" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('office.hours')}</Heading>
      {current ? (
        <div className="office-hours__temporary" role="note">
          <p className="office-hours__validity">
            <strong>{t('office.temporaryHours')}</strong>
            {` ${t('office.validFromTo', { from: formatDate(current.validFrom, locale) ?? '', to: formatDate(current.validTo, locale) ?? '' })}`}
          </p>
          <p>{current.reason}</p>
          <HoursTable spans={current.hours} caption={t('office.temporaryHoursCaption')} />
        </div>
      ) : regular.length > 0 ? (
        <HoursTable spans={regular} caption={t('office.regularHoursCaption')} />
      ) : null}
      {upcoming.map((announced) => (
        <div key={announced.validFrom} className="office-hours__upcoming">
          <p>
            <strong>{t('office.upcomingFromTo', { from: formatDate(announced.validFrom, locale) ?? '', to: formatDate(announced.validTo, locale) ?? '' })}</strong>
          </p>
          <p>{announced.reason}</p>
          <HoursTable spans={announced.hours} caption={t('office.upcomingHoursCaption', { from: formatDate(announced.validFrom, locale) ?? '' })} />
        </div>
      ))}
    </section>
  );
}
