/**
 * A civil-service post (UpCzSluzebniMisto) or a job under the Labour Code (PracovniMisto): one data model
 * (content/README.md "Fields by structure key"), so one component shows both; each key names itself in
 * `data-template`. The key facts first, then the tender text, how to apply, the documents and the contact.
 * Whether the submission deadline has passed is decided by the template's `load` on the server, so the page and its
 * hydration agree; JobPosting JSON-LD describes the post to search engines.
 */
import type { LocaleCode } from '../../shared/locales.ts';
import type { ContentView } from '../../shared/page.ts';
import { ContactPerson, PostalAddress } from '../../ui/Contact.tsx';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { DocumentList } from '../../ui/Documents.tsx';
import { useT } from '../../ui/i18n.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import { formatDate, formatNumber, formatNumberRange, formatTime } from '../../shared/i18n.ts';
import type { z } from 'zod';
import type { jobSchema } from './schema.ts';

export type JobData = z.infer<typeof jobSchema>;

export interface JobLoaded {
  /** The submission deadline has passed (decided in `load`, from the server's clock). */
  closed: boolean;
}

/** A full week in the civil service and under the Labour Code is 40 hours; 37.5 in some workplaces. */
const FULL_TIME_HOURS = 37.5;

/** "35 880–51 730 Kč" in the page's language. */
function salaryText(range: NonNullable<JobData['salaryRange']>, locale: LocaleCode): string {
  return formatNumberRange(range.min, range.max, locale, { style: 'currency', currency: range.currency, maximumFractionDigits: 0 });
}

/** The post as schema.org JobPosting; only fields the item has. */
export function jobPostingJsonLd(content: ContentView<JobData>, hiringOrganization: string): Record<string, unknown> {
  const data = content.data;
  const schedule = data.hoursPerWeek === undefined ? [] : [data.hoursPerWeek >= FULL_TIME_HOURS ? 'FULL_TIME' : 'PART_TIME'];
  const employmentType = data.fixedTermUntil ? [...schedule, 'TEMPORARY'] : schedule;
  return {
    '@type': 'JobPosting',
    title: content.name,
    description: data.body ?? content.description ?? content.name,
    ...(content.displayAt ? { datePosted: content.displayAt } : {}),
    validThrough: data.deadline,
    ...(employmentType.length > 0 ? { employmentType } : {}),
    hiringOrganization: { '@type': 'GovernmentOrganization', name: hiringOrganization, sameAs: 'https://www.uradprace.cz' },
    ...(data.referenceNumber ? { identifier: { '@type': 'PropertyValue', name: hiringOrganization, value: data.referenceNumber } } : {}),
    ...(data.dutyStation
      ? {
          jobLocation: {
            '@type': 'Place',
            name: data.dutyStation.name,
            ...(data.dutyStation.address
              ? { address: { '@type': 'PostalAddress', streetAddress: data.dutyStation.address.street, addressLocality: data.dutyStation.address.city, postalCode: data.dutyStation.address.postalCode, addressCountry: 'CZ' } }
              : {}),
          },
        }
      : {}),
    ...(data.salaryRange
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: data.salaryRange.currency, value: { '@type': 'QuantitativeValue', minValue: data.salaryRange.min, maxValue: data.salaryRange.max, unitText: 'MONTH' } } }
      : {}),
    ...(data.startDate ? { jobStartDate: data.startDate } : {}),
    inLanguage: content.language,
  };
}

function DateText({ iso, locale, withTime = false }: { iso: string; locale: LocaleCode; withTime?: boolean }) {
  return <time dateTime={iso}>{withTime ? `${formatDate(iso, locale)} ${formatTime(iso, locale)}` : formatDate(iso, locale)}</time>;
}

function Facts({ data, locale }: { data: JobData; locale: LocaleCode }) {
  const t = useT();
  return (
    <section className="job-facts" aria-labelledby="job-facts-heading">
      <h2 id="job-facts-heading">{t('job.facts')}</h2>
      <dl className="facts">
        {data.referenceNumber ? <><dt>{t('job.referenceNumber')}</dt><dd>{data.referenceNumber}</dd></> : null}
        {data.dutyStation ? (
          <>
            <dt>{t('job.dutyStation')}</dt>
            <dd>{data.dutyStation.name}{data.dutyStation.address ? <><br /><PostalAddress address={data.dutyStation.address} /></> : null}</dd>
          </>
        ) : null}
        {data.department ? <><dt>{t('job.department')}</dt><dd>{data.department}</dd></> : null}
        {data.salaryClass !== undefined ? <><dt>{t('job.salaryClass')}</dt><dd>{data.salaryClass}</dd></> : null}
        {data.salaryRange ? <><dt>{t('job.salaryRange')}</dt><dd>{salaryText(data.salaryRange, locale)}</dd></> : null}
        {data.employmentType ? <><dt>{t('job.employmentType')}</dt><dd>{t(`job.employmentType.${data.employmentType}`)}</dd></> : null}
        {data.hoursPerWeek !== undefined ? <><dt>{t('job.hoursPerWeek')}</dt><dd>{formatNumber(data.hoursPerWeek, locale)}</dd></> : null}
        {data.startDate ? <><dt>{t('job.startDate')}</dt><dd><DateText iso={data.startDate} locale={locale} /></dd></> : null}
        {data.fixedTermUntil ? <><dt>{t('job.fixedTermUntil')}</dt><dd><DateText iso={data.fixedTermUntil} locale={locale} /></dd></> : null}
        <dt>{t('job.deadline')}</dt>
        <dd><DateText iso={data.deadline} locale={locale} withTime /></dd>
      </dl>
    </section>
  );
}

export function JobPostingPage({ content, data, locale, templateKey }: { content: ContentView<JobData>; data: JobLoaded | undefined; locale: LocaleCode; templateKey: string }) {
  const t = useT();
  const job = content.data;
  const closed = data?.closed === true;
  return (
    <article className="gov-container content-page job-posting" data-template={templateKey}>
      <ContentHeader content={content} />
      {closed ? <p className="notice job-posting__closed" role="note">{t('job.closed')}</p> : null}
      <Facts data={job} locale={locale} />
      <RichText html={job.body} />
      {job.howToApplyHtml && !closed ? (
        <section className="job-apply" aria-labelledby="job-apply-heading">
          <h2 id="job-apply-heading">{t('job.howToApply')}</h2>
          <RichText html={job.howToApplyHtml} />
        </section>
      ) : null}
      {closed ? null : <DocumentList documents={job.applicationDocuments} heading={t('job.applicationDocuments')} id="job-documents-heading" locale={locale} />}
      {job.contact ? (
        <section className="job-contact" aria-labelledby="job-contact-heading">
          <h2 id="job-contact-heading">{t('job.contact')}</h2>
          <ContactPerson person={job.contact} />
        </section>
      ) : null}
      <LegalBasis links={job.legalBasis} />
      <UpdatedOn content={content} />
      <JsonLd data={jobPostingJsonLd(content, t('job.hiringOrganization'))} />
    </article>
  );
}
