/**
 * An office's hours: today's first (the day it is in Prague, decided with the rest on the server), then a table,
 * one row a weekday, today's marked (its name from the page language's messages: a formatter of weekday names
 * would start the browser's Intl data as the page hydrates, shared/i18n.ts says what that costs), a break as two
 * spans with a comma between them, a day without spans said closed. Temporary hours in force are shown instead of
 * the regular ones, with their reason and validity; temporary hours announced for later are announced below. Which
 * hours hold is decided on the server (shared/office-hours.ts) and passed in, so this part stays pure; the list of
 * all workplaces reuses it.
 */
import { Fragment } from 'react';
import { WEEK_DAYS, type OpeningSpan, type WeekDay } from '../shared/content-shapes.ts';
import { formatDate } from '../shared/i18n.ts';
import type { LocaleCode } from '../shared/locales.ts';
import { spansInForce, type HoursInForce, type OpeningState } from '../shared/office-hours.ts';
import { useT } from './i18n.tsx';

/** A day's spans as one text: "08:00–12:00, 13:00–17:00", a break read and copied as such; closed without any. */
function DaySpans({ spans }: { spans: OpeningSpan[] }) {
  const t = useT();
  if (spans.length === 0) return <>{t('office.closed')}</>;
  // "HH:MM" sorts as plain text; localeCompare would start the browser's collator as the page hydrates.
  const sorted = [...spans].sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0));
  return sorted.map((span, index) => (
    <Fragment key={span.open}>
      {index > 0 ? ', ' : null}
      <span className="office-hours__span">
        {`${span.open}–${span.close}`}
        {span.note ? ` (${span.note})` : null}
      </span>
    </Fragment>
  ));
}

/** The hours of the day it is in Prague, above the week's table: what a visitor wants to know first. */
export function TodaysHours({ hours }: { hours: HoursInForce }) {
  const t = useT();
  // A public holiday is closed whatever the weekday's hours.
  const spans = hours.opening?.holiday ? [] : spansInForce(hours).filter((span) => span.day === hours.today);
  return (
    <p className="office-hours__today">
      <strong>{`${t('office.today')} (${t(`office.weekday.${hours.today}`)}): `}</strong>
      <DaySpans spans={spans} />
    </p>
  );
}

/** Whether the office is open now and until when, or when it next opens (worked out on the server). */
export function OpenNow({ opening, locale }: { opening: OpeningState; locale: LocaleCode }) {
  const t = useT();
  const { next } = opening;
  const opens = !next ? t('office.opening.notSoon')
    : next.when === 'today' ? t('office.opening.today', { time: next.time })
    : next.when === 'tomorrow' ? t('office.opening.tomorrow', { time: next.time })
    : t('office.opening.on', { day: t(`office.weekday.${next.day}`), date: formatDate(next.date, locale) ?? next.date, time: next.time });
  return (
    <p className={`office-open-now office-open-now--${opening.open ? 'open' : 'closed'}`}>
      <strong>{t(opening.open ? 'office.opening.open' : 'office.opening.closed')}</strong>
      {opening.open ? ` ${t('office.opening.until', { time: opening.closesAt ?? '' })}` : ` ${opening.holiday ? `${t('office.opening.holiday')} ` : ''}${opens}`}
    </p>
  );
}

function HoursTable({ spans, caption, today }: { spans: OpeningSpan[]; caption: string; today?: WeekDay }) {
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
        {days.map((day) => (
          <tr key={day} className={day === today ? 'office-hours__row--today' : undefined}>
            <th scope="row">
              {t(`office.weekday.${day}`)}
              {day === today ? <span className="office-hours__today-mark">{` (${t('office.todayMark')})`}</span> : null}
            </th>
            <td><DaySpans spans={spans.filter((span) => span.day === day)} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OfficeHours({ hours, locale, headingId = 'office-hours-heading', headingLevel = 2, of }: {
  hours: HoursInForce;
  locale: LocaleCode;
  headingId?: string;
  /** 3 inside a list whose entries have h2 titles. */
  headingLevel?: 2 | 3;
  /** Whose hours, in a list of many offices: their landmark is named after it, so no two share one name. */
  of?: string;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { current, regular, upcoming } = hours;
  if (!current && regular.length === 0 && upcoming.length === 0) return null;
  return (
    <section className="office-hours" aria-labelledby={of ? undefined : headingId} aria-label={of ? `${t('office.hours')}: ${of}` : undefined}>
      <Heading id={headingId}>{t('office.hours')}</Heading>
      {hours.opening ? <OpenNow opening={hours.opening} locale={locale} /> : null}
      <TodaysHours hours={hours} />
      {current ? (
        <div className="office-hours__temporary" role="note">
          <p className="office-hours__validity">
            <strong>{t('office.temporaryHours')}</strong>
            {` ${t('office.validFromTo', { from: formatDate(current.validFrom, locale) ?? '', to: formatDate(current.validTo, locale) ?? '' })}`}
          </p>
          <p>{current.reason}</p>
          <HoursTable spans={current.hours} caption={t('office.temporaryHoursCaption')} today={hours.today} />
        </div>
      ) : regular.length > 0 ? (
        <HoursTable spans={regular} caption={t('office.regularHoursCaption')} today={hours.today} />
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
