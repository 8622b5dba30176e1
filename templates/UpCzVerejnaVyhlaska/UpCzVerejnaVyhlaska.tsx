/**
 * A public notice of the official board (UpCzVerejnaVyhlaska): the reference number, the period it is posted for
 * and who issued it first, then its text and documents and the laws it follows. After `postedUntil` it is marked as
 * taken down; `load` decides that on the server, so the page and its hydration agree.
 */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { DocumentList } from '../../ui/Documents.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import { formatDate } from '../../shared/i18n.ts';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type NoticeData = z.infer<typeof schema>;

export interface NoticeLoaded {
  /** `postedUntil` has passed (decided in `load`, from the server's clock). */
  takenDown: boolean;
}

export default function PublicNoticePage({ content, data, locale }: TemplateProps<NoticeData, NoticeLoaded>) {
  const t = useT();
  const notice = content.data;
  const from = formatDate(notice.postedFrom, locale);
  const until = formatDate(notice.postedUntil, locale);
  return (
    <article className="gov-container content-page public-notice" data-template="UpCzVerejnaVyhlaska">
      <ContentHeader content={content} />
      {data?.takenDown ? <p className="notice public-notice__taken-down" role="note">{t('notice.takenDown', { date: until ?? '' })}</p> : null}
      <section className="public-notice__facts" aria-labelledby="notice-facts-heading">
        <h2 id="notice-facts-heading">{t('notice.facts')}</h2>
        <dl className="facts">
          {notice.referenceNumber ? <><dt>{t('notice.referenceNumber')}</dt><dd>{notice.referenceNumber}</dd></> : null}
          <dt>{t('notice.postedFrom')}</dt>
          <dd><time dateTime={notice.postedFrom}>{from}</time></dd>
          <dt>{t('notice.postedUntil')}</dt>
          <dd><time dateTime={notice.postedUntil}>{until}</time></dd>
          {notice.issuer ? (
            <>
              <dt>{t('notice.issuer')}</dt>
              <dd>{notice.issuer.name}{notice.issuer.unit ? <><br />{notice.issuer.unit}</> : null}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <RichText html={notice.body} />
      <DocumentList documents={notice.documents} heading={t('notice.documents')} id="notice-documents-heading" locale={locale} />
      <LegalBasis links={notice.legalBasis} />
      <UpdatedOn content={content} />
    </article>
  );
}
