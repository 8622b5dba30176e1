/**
 * The documents of a folder tree (SeznamDokumentu), grouped by subfolder: name, type, size and date, sorted by the
 * visitor's choice (a GET form, `?sort=`, so it works without JavaScript and the URL keeps it). Collective
 * agreements carry the facts the ministry publishes with each (§3): notice number, the parties, the evidence
 * number and the mediator or arbitrator, one definition list per agreement.
 */
import { useId } from 'react';
import { personName } from '../../shared/content-shapes.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { EmailLink, PhoneLink, PostalAddress } from '../../ui/Contact.tsx';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { documentDetails, fileSize, fileType } from '../../ui/Documents.tsx';
import { GetForm } from '../../ui/GetForm.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import { formatShortDate, type MessageKey } from '../../shared/i18n.ts';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { agreementSchema, schema } from './server.ts';

export const DOCUMENT_SORTS = ['updatedAt:desc', 'title:asc', 'title:desc'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DOCUMENT_KINDS = ['generic', 'collectiveAgreement'] as const;

export type DocumentListData = z.output<typeof schema>;

/** What the ministry publishes with a higher-level collective agreement. */
export type Agreement = z.output<typeof agreementSchema>;

export type Mediator = NonNullable<Agreement['mediator']>;

export interface DocumentEntry {
  id: string;
  title: string;
  url: string;
  mimeType?: string;
  size?: number;
  updatedAt?: string;
  language?: string;
  agreement?: Agreement;
}

/** The documents of one folder; `name` is absent for the listed folder itself. */
export interface DocumentGroup {
  id: string;
  name?: string;
  documents: DocumentEntry[];
}

export interface DocumentListPage {
  groups: DocumentGroup[];
  total: number;
  sort: DocumentSort;
  /** The visitor's `?sort=` was not one of the options and was ignored. */
  sortIgnored: boolean;
  /** The page's own URL without a query. */
  path: string;
}

const SORT_LABELS: Record<DocumentSort, MessageKey> = { 'updatedAt:desc': 'documents.sortNewest', 'title:asc': 'documents.sortAZ', 'title:desc': 'documents.sortZA' };

function SortForm({ list, options }: { list: DocumentListPage; options: DocumentSort[] }) {
  const t = useT();
  const id = useId();
  if (options.length < 2) return null;
  return (
    <GetForm className="list-filter" action={list.path} omit={(name, value) => name === 'sort' && value === options[0]}>
      <label htmlFor={id}>{t('documents.sort')}</label>
      <select id={id} name="sort" defaultValue={list.sort} key={list.sort}>
        {options.map((option) => <option key={option} value={option}>{t(SORT_LABELS[option])}</option>)}
      </select>
      <button type="submit" className="portal-button portal-button--secondary">{t('list.show')}</button>
    </GetForm>
  );
}

/** A document's date in the short form tables and lists use (docs/product.md §9). */
function DateOf({ iso, locale }: { iso: string | undefined; locale: LocaleCode }) {
  return iso ? <time dateTime={iso}>{formatShortDate(iso, locale)}</time> : null;
}

function DocumentTable({ group, caption, locale }: { group: DocumentGroup; caption: string; locale: LocaleCode }) {
  const t = useT();
  return (
    <table className="document-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('documents.name')}</th>
          <th scope="col">{t('documents.type')}</th>
          <th scope="col">{t('documents.size')}</th>
          <th scope="col">{t('documents.date')}</th>
        </tr>
      </thead>
      <tbody>
        {group.documents.map((document) => (
          <tr key={document.id}>
            <th scope="row"><a href={document.url} hrefLang={document.language} type={document.mimeType}>{document.title}</a></th>
            <td>{fileType(document) ?? ''}</td>
            <td>{document.size !== undefined ? fileSize(document.size, locale) : ''}</td>
            <td><DateOf iso={document.updatedAt} locale={locale} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MediatorFacts({ mediator }: { mediator: Mediator }) {
  const t = useT();
  return (
    <>
      <dt>{t(mediator.role === 'rozhodce' ? 'documents.arbitrator' : 'documents.mediator')}</dt>
      <dd>
        {personName(mediator)}
        {mediator.phone ? <><br />{`${t('contact.phone')}: `}<PhoneLink number={mediator.phone} /></> : null}
        {mediator.email ? <><br />{`${t('contact.email')}: `}<EmailLink email={mediator.email} /></> : null}
        {mediator.deliveryAddress ? <><br />{`${t('documents.deliveryAddress')}: `}<PostalAddress address={mediator.deliveryAddress} /></> : null}
      </dd>
    </>
  );
}

function AgreementList({ group, locale }: { group: DocumentGroup; locale: LocaleCode }) {
  const t = useT();
  return (
    <ul className="gov-list--plain agreement-list">
      {group.documents.map((document) => {
        const agreement = document.agreement ?? {};
        const details = [documentDetails(document, locale), document.updatedAt ? formatShortDate(document.updatedAt, locale) : undefined].filter(Boolean).join(', ');
        return (
          <li key={document.id} className="agreement">
            <h3><a href={document.url} hrefLang={document.language} type={document.mimeType}>{document.title}</a></h3>
            {details ? <p className="documents__details">{details}</p> : null}
            <dl className="facts">
              {agreement.ministryNoticeNumber ? <><dt>{t('documents.ministryNoticeNumber')}</dt><dd>{agreement.ministryNoticeNumber}</dd></> : null}
              {agreement.employerOrganisation ? <><dt>{t('documents.employerOrganisation')}</dt><dd>{agreement.employerOrganisation}</dd></> : null}
              {agreement.tradeUnion ? <><dt>{t('documents.tradeUnion')}</dt><dd>{agreement.tradeUnion}</dd></> : null}
              {agreement.evidenceNumber ? <><dt>{t('documents.evidenceNumber')}</dt><dd>{agreement.evidenceNumber}</dd></> : null}
              {agreement.mediator ? <MediatorFacts mediator={agreement.mediator} /> : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export default function DocumentListPageView({ content, data: list, locale }: TemplateProps<DocumentListData, DocumentListPage>) {
  const t = useT();
  const agreements = content.data.documentKind === 'collectiveAgreement';
  return (
    <article className="gov-container content-page document-list" data-template="SeznamDokumentu">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      {list ? (
        <>
          <SortForm list={list} options={content.data.sortOptions} />
          {list.sortIgnored ? <p className="notice" role="note">{t('documents.sortIgnored')}</p> : null}
          <p className="list-count" role="status">{t('items.count', { count: list.total })}</p>
          {list.total === 0 ? <p>{t('documents.empty')}</p> : null}
          {list.groups.map((group) => {
            const heading = group.name ?? t('documents.heading');
            const headingId = `documents-${group.id}`;
            return (
              <section key={group.id} className="document-group" aria-labelledby={headingId}>
                <h2 id={headingId}>{heading}</h2>
                {agreements ? <AgreementList group={group} locale={locale} /> : <DocumentTable group={group} caption={heading} locale={locale} />}
              </section>
            );
          })}
        </>
      ) : null}
      <LegalBasis links={content.data.legalBasis} />
      <UpdatedOn content={content} />
    </article>
  );
}
