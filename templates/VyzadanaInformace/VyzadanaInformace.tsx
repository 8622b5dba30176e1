/**
 * Information provided on request under Act 106/1999 (VyzadanaInformace): when it was asked and answered, the
 * reference number, the question as asked, the answer and its attachments, and the law.
 */
import { formatDate } from '../../shared/i18n.ts';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { DocumentList } from '../../ui/Documents.tsx';
import { useT } from '../../ui/i18n.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type ProvidedInformationData = z.infer<typeof schema>;

export default function ProvidedInformationPage({ content, locale }: TemplateProps<ProvidedInformationData>) {
  const t = useT();
  const info = content.data;
  return (
    <article className="gov-container content-page provided-information" data-template="VyzadanaInformace">
      <ContentHeader content={content} />
      <dl className="facts">
        {info.requestDate ? <><dt>{t('request.requestDate')}</dt><dd><time dateTime={info.requestDate}>{formatDate(info.requestDate, locale)}</time></dd></> : null}
        {info.provisionDate ? <><dt>{t('request.provisionDate')}</dt><dd><time dateTime={info.provisionDate}>{formatDate(info.provisionDate, locale)}</time></dd></> : null}
        {info.referenceNumber ? <><dt>{t('request.referenceNumber')}</dt><dd>{info.referenceNumber}</dd></> : null}
      </dl>
      {info.question ? (
        <section aria-labelledby="request-question-heading">
          <h2 id="request-question-heading">{t('request.question')}</h2>
          <blockquote className="provided-information__question"><p>{info.question}</p></blockquote>
        </section>
      ) : null}
      {info.answerHtml ? (
        <section aria-labelledby="request-answer-heading">
          <h2 id="request-answer-heading">{t('request.answer')}</h2>
          <RichText html={info.answerHtml} />
        </section>
      ) : null}
      <DocumentList documents={info.attachments} heading={t('request.attachments')} id="request-attachments-heading" locale={locale} />
      <LegalBasis links={info.legalBasis} />
      <UpdatedOn content={content} />
    </article>
  );
}
