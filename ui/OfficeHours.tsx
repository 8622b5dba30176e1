/**
 * An office's hours as a table, one row a weekday (names in the page language through Intl), a break as two
 * spans, a day without spans said closed. Temporary hours in force are shown instead of the regular ones, with
 * their reason and validity; temporary hours announced for later are announced below. Which hours hold is decided
 * on the server (shared/office-hours.ts) and passed in, so this part stays pure; the list of all workplaces
 * reuses it.
 */
import { WEEK_DAYS, type OpeningSpan, type WeekDay } from '../shared/content-shapes.ts';
import { formatDate } from '../shared/i18n.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import type { HoursInForce } from '../shared/office-hours.ts';
import { useT } from './i18n.tsx';

const weekdayNames = new Map<LocaleCode, Record<WeekDay, string>>();

/** Weekday names of a locale; 1 January 2024 was a Monday. */
function weekdayNamesOf(locale: LocaleCode): Record<WeekDay, string> {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(LOCALES[locale].tag, { weekday: 'long', timeZone: 'UTC' });
    names = Object.fromEntries(WEEK_DAYS.map((day, index) => [day, format.format(Date.UTC(2024, 0, 1 + index))])) as Record<WeekDay, string>;
    weekdayNames.set(locale, names);
  }
  return names;
}

function HoursTable({ spans, caption, locale }: { spans: OpeningSpan[]; caption: string; locale: LocaleCode }) {
  const t = useT();
  const names = weekdayNamesOf(locale);
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
          const daySpans = spans.filter((span) => span.day === day).sort((a, b) => a.open.localeCompare(b.open));
          return (
            <tr key={day}>
              <th scope="row">{names[day]}</th>
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
          <HoursTable spans={current.hours} caption={t('office.temporaryHoursCaption')} locale={locale} />
        </div>
      ) : regular.length > 0 ? (
        <HoursTable spans={regular} caption={t('office.regularHoursCaption')} locale={locale} />
      ) : null}
      {upcoming.map((announced) => (
        <div key={announced.validFrom} className="office-hours__upcoming">
          <p>
            <strong>{t('office.upcomingFromTo', { from: formatDate(announced.validFrom, locale) ?? '', to: formatDate(announced.validTo, locale) ?? '' })}</strong>
          </p>
          <p>{announced.reason}</p>
          <HoursTable spans={announced.hours} caption={t('office.upcomingHoursCaption', { from: formatDate(announced.validFrom, locale) ?? '' })} locale={locale} />
        </div>
      ))}
    </section>
  );
}
