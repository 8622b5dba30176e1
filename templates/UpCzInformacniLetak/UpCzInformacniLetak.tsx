/**
 * An information leaflet (UpCzInformacniLetak): its cover, a short summary, the leaflet's files, one a language
 * (each link says its language in the page's language and carries `hreflang`), and the service it is about.
 */
import type { DocumentRef } from '../../shared/content-shapes.ts';
import { LOCALES, type LocaleCode } from '../../shared/locales.ts';
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { documentDetails } from '../../ui/Documents.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import { Image } from '../../ui/Image.tsx';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type LeafletData = z.infer<typeof schema>;

export interface LeafletLoaded {
  /** The service page, when the CMS has it in this language. */
  service?: { title: string; url: string };
}

/** "ukrajinština" for `uk-UA` on a Czech page: the language alone, named in the page's language. */
function languageName(tag: string, locale: LocaleCode): string | undefined {
  try {
    return new Intl.DisplayNames([LOCALES[locale].tag], { type: 'language' }).of(tag.split('-')[0]!);
  } catch {
    return undefined;
  }
}

function LeafletFiles({ documents, locale }: { documents: DocumentRef[] | undefined; locale: LocaleCode }) {
  const t = useT();
  if (!documents || documents.length === 0) return null;
  return (
    <section className="leaflet-files" aria-labelledby="leaflet-files-heading">
      <h2 id="leaflet-files-heading">{t('leaflet.files')}</h2>
      <ul className="gov-list--plain">
        {/* The leaflet in the page's language first: it is the one most visitors want. */}
        {[...documents].sort((a, b) => Number(b.language === LOCALES[locale].tag) - Number(a.language === LOCALES[locale].tag)).map((document) => {
          const details = [document.language ? languageName(document.language, locale) : undefined, documentDetails(document, locale)].filter(Boolean).join(', ');
          return (
            <li key={document.url}>
              <a href={document.url} hrefLang={document.language} type={document.mimeType}>{document.title}</a>
              {details ? <span className="documents__details">{` (${details})`}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function LeafletPage({ content, data, locale }: TemplateProps<LeafletData, LeafletLoaded>) {
  const t = useT();
  const leaflet = content.data;
  return (
    <article className="gov-container content-page leaflet" data-template="UpCzInformacniLetak">
      <ContentHeader content={content} />
      <div className="leaflet__summary">
        {leaflet.coverImage ? <Image image={leaflet.coverImage} width={320} className="leaflet__cover" /> : null}
        <RichText html={leaflet.body} />
      </div>
      <LeafletFiles documents={leaflet.documents} locale={locale} />
      {data?.service ? (
        <section className="leaflet-service" aria-labelledby="leaflet-service-heading">
          <h2 id="leaflet-service-heading">{t('leaflet.service')}</h2>
          <p><SmartLink url={data.service.url}>{data.service.title}</SmartLink></p>
        </section>
      ) : null}
      <UpdatedOn content={content} />
    </article>
  );
}
