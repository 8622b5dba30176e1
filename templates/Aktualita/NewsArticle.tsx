/**
 * A news item (Aktualita) or a press release (TiskovaZprava): both share one data model (content/README.md "News
 * and documents"), so one component shows them; each key names itself in `data-template`. The date comes first,
 * then the perex, the image, the text, attachments, the press contact and the topics; NewsArticle JSON-LD
 * describes the article to search engines.
 */
import type { Person } from '../../shared/content-shapes.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { ContactPerson } from '../../ui/Contact.tsx';
import { DocumentList } from '../../ui/Documents.tsx';
import { Image } from '../../ui/Image.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import type { ContentView } from '../../shared/page.ts';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { z } from 'zod';
import type { newsSchema } from './schema.ts';

export type NewsImage = NonNullable<NewsData['image']>;

/** The article's column at its widest, in CSS pixels. */
const ARTICLE_IMAGE_WIDTH = 720;

export type NewsData = z.infer<typeof newsSchema>;

/** The article as schema.org NewsArticle; only fields the item has. */
export function newsArticleJsonLd(content: ContentView<NewsData>): Record<string, unknown> {
  return {
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

function PressContact({ person }: { person: Person | undefined }) {
  const t = useT();
  if (!person) return null;
  return (
    <section className="press-contact" aria-labelledby="press-contact-heading">
      <h2 id="press-contact-heading">{t('news.pressContact')}</h2>
      <ContactPerson person={person} />
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
          <Image image={data.image} width={ARTICLE_IMAGE_WIDTH} priority />
          {data.image.caption ? <figcaption>{data.image.caption}</figcaption> : null}
        </figure>
      ) : null}
      <RichText html={data.body} />
      <DocumentList documents={data.attachments} heading={t('news.attachments')} id="news-attachments-heading" locale={locale} />
      <PressContact person={data.pressContact} />
      {content.categories.length > 0 ? (
        <section className="news-article__categories" aria-labelledby="news-categories-heading">
          <h2 id="news-categories-heading" className="h4">{t('news.categories')}</h2>
          <ul className="gov-list--plain tag-list">
            {content.categories.map((category) => <li key={category.key}>{category.name}</li>)}
          </ul>
        </section>
      ) : null}
      <JsonLd data={newsArticleJsonLd(content)} />
    </article>
  );
}
