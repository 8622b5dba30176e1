/**
 * A news item (Aktualita) or a press release (TiskovaZprava): both share one data model (content/README.md "News
 * and documents"), so one component shows them; each key names itself in `data-template`. The date comes first,
 * then the perex, the image, the text, attachments, the press contact and the topics; NewsArticle JSON-LD
 * describes the article to search engines.
 */
import { serializeForScript } from '../../shared/serialize.ts';
import { LOCALES, type LocaleCode } from '../../shared/locales.ts';
import type { ContentView } from '../../shared/page.ts';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';

export interface NewsImage {
  url: string;
  alt?: string;
  caption?: string;
}

export interface DocumentRef {
  title: string;
  url: string;
  mimeType?: string;
  size?: number;
}

export interface Person {
  role: string;
  titleBefore?: string;
  firstName?: string;
  lastName?: string;
  titleAfter?: string;
  phone?: string;
  email?: string;
}

export interface NewsData {
  body?: string;
  image?: NewsImage;
  attachments?: DocumentRef[];
  pressContact?: Person;
  dateline?: string;
}

/** The article as schema.org NewsArticle; only fields the item has. */
export function newsArticleJsonLd(content: ContentView<NewsData>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: content.name,
    ...(content.description ? { description: content.description } : {}),
    ...(content.displayAt ? { datePublished: content.displayAt } : {}),
    ...(content.updatedAt ? { dateModified: content.updatedAt } : {}),
    ...(content.data.image ? { image: [content.data.image.url] } : {}),
    inLanguage: content.language,
    ...(content.categories.length > 0 ? { keywords: content.categories.map((category) => category.name).join(', ') } : {}),
  };
}

/** "1,2 MB" in the page's language. */
function fileSize(bytes: number, locale: LocaleCode): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(LOCALES[locale].tag, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** The file type a visitor recognises (PDF, DOCX), from the file name. */
function fileType(document: DocumentRef): string | undefined {
  const extension = /\.([a-z0-9]{2,5})$/i.exec(document.url)?.[1];
  return extension?.toUpperCase();
}

function Attachments({ documents, locale }: { documents: DocumentRef[]; locale: LocaleCode }) {
  const t = useT();
  if (documents.length === 0) return null;
  return (
    <section className="news-attachments" aria-labelledby="news-attachments-heading">
      <h2 id="news-attachments-heading">{t('news.attachments')}</h2>
      <ul className="gov-list--plain">
        {documents.map((document) => {
          const details = [fileType(document), document.size !== undefined ? fileSize(document.size, locale) : undefined].filter(Boolean).join(', ');
          return (
            <li key={document.url}>
              <a href={document.url}>{document.title}</a>
              {details ? <span className="news-attachments__details">{` (${details})`}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PressContact({ person }: { person: Person | undefined }) {
  const t = useT();
  if (!person) return null;
  const name = [person.titleBefore, person.firstName, person.lastName].filter(Boolean).join(' ') + (person.titleAfter ? `, ${person.titleAfter}` : '');
  return (
    <section className="press-contact" aria-labelledby="press-contact-heading">
      <h2 id="press-contact-heading">{t('news.pressContact')}</h2>
      <address>
        {name ? <p className="press-contact__name">{name}</p> : null}
        <p>{person.role}</p>
        {person.phone ? <p>{`${t('news.phone')}: `}<a href={`tel:${person.phone.replaceAll(' ', '')}`}>{person.phone}</a></p> : null}
        {person.email ? <p>{`${t('news.email')}: `}<a href={`mailto:${person.email}`}>{person.email}</a></p> : null}
      </address>
    </section>
  );
}

export function NewsArticlePage({ content, locale, templateKey }: { content: ContentView<NewsData>; locale: LocaleCode; templateKey: string }) {
  const t = useT();
  const { data } = content;
  return (
    <article className="gov-container content-page news-article" data-template={templateKey}>
      <header className="content-header">
        {content.dates.published ? (
          <p className="news-article__date">
            {data.dateline ? `${data.dateline}, ` : null}
            <time dateTime={content.displayAt ?? undefined}>{content.dates.published}</time>
          </p>
        ) : null}
        <h1>{content.name}</h1>
        {content.description ? <p className="lead">{content.description}</p> : null}
      </header>
      {data.image ? (
        <figure className="news-article__image">
          <img src={data.image.url} alt={data.image.alt ?? ''} />
          {data.image.caption ? <figcaption>{data.image.caption}</figcaption> : null}
        </figure>
      ) : null}
      <RichText html={data.body} />
      <Attachments documents={data.attachments ?? []} locale={locale} />
      <PressContact person={data.pressContact} />
      {content.categories.length > 0 ? (
        <section className="news-article__categories" aria-labelledby="news-categories-heading">
          <h2 id="news-categories-heading" className="h4">{t('news.categories')}</h2>
          <ul className="tag-list">
            {content.categories.map((category) => <li key={category.key}>{category.name}</li>)}
          </ul>
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(newsArticleJsonLd(content)) }} />
    </article>
  );
}
