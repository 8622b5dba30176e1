/** A list of the CMS's documents a page links to, each with its type and size so a visitor on a slow link can choose. */
import type { DocumentRef } from '../shared/content-shapes.ts';
import { formatNumber } from '../shared/i18n.ts';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';

/** "1,2 MB" in the page's language. */
export function fileSize(bytes: number, locale: LocaleCode): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** The file type a visitor recognises (PDF, DOCX), from the file name. */
export function fileType(document: Pick<DocumentRef, 'url'>): string | undefined {
  return /\.([a-z0-9]{2,5})$/i.exec(document.url)?.[1]?.toUpperCase();
}

/**
 * A document's title marked with its language where that is not the page's (a Czech form on an English page), so a
 * screen reader reads it by the right rules.
 */
export function DocumentTitle({ document, locale }: { document: DocumentRef; locale: LocaleCode }) {
  const other = document.language && document.language !== LOCALES[locale].tag ? document.language : undefined;
  return <a href={document.url} hrefLang={document.language} lang={other}>{document.title}</a>;
}

/** "PDF, 1,2 MB", or nothing when neither is known. */
export function documentDetails(document: DocumentRef, locale: LocaleCode): string {
  return [fileType(document), document.size !== undefined ? fileSize(document.size, locale) : undefined].filter(Boolean).join(', ');
}

/** A section of documents under a heading; nothing when there are none. `id` names the heading for its section. */
export function DocumentList({ documents, heading, id, locale }: { documents: DocumentRef[] | undefined; heading: string; id: string; locale: LocaleCode }) {
  if (!documents || documents.length === 0) return null;
  return (
    <section className="documents" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="gov-list--plain">
        {documents.map((document) => {
          const details = documentDetails(document, locale);
          return (
            <li key={document.url}>
              <DocumentTitle document={document} locale={locale} />
              {details ? <span className="documents__details">{` (${details})`}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
