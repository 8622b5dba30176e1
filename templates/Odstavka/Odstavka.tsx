/**
 * A planned outage (Odstavka): the maintenance message of SPEC.md §8, when the outage runs and until when, the
 * services it takes down and what to do meanwhile. The page answers 503 with `Retry-After` (server.ts).
 */
import { formatDateTime } from '../../shared/i18n.ts';
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';

export interface OutageData {
  start?: string;
  end?: string;
  retryAfterSeconds?: number;
  affectedServices?: string[];
  body?: string;
}

export default function OutageNotice({ content, locale }: TemplateProps<OutageData>) {
  const t = useT();
  const { start, end, affectedServices = [], body } = content.data;
  return (
    <article className="gov-container content-page outage" data-template="Odstavka">
      <ContentHeader content={content} />
      <div className="notice notice--warning" role="note">
        <p><strong>{t('errors.maintenance.headline')}</strong></p>
        <p>{t('errors.maintenance.description')}</p>
      </div>
      {start && end ? (
        <p className="outage__window">
          {`${t('outage.window')}: `}
          <time dateTime={start}>{formatDateTime(start, locale)}</time>
          {' – '}
          <time dateTime={end}>{formatDateTime(end, locale)}</time>
        </p>
      ) : end ? (
        <p className="outage__window">{`${t('outage.until')}: `}<time dateTime={end}>{formatDateTime(end, locale)}</time></p>
      ) : null}
      {affectedServices.length > 0 ? (
        <section aria-labelledby="outage-services-heading">
          <h2 id="outage-services-heading">{t('outage.affected')}</h2>
          <ul>{affectedServices.map((service) => <li key={service}>{service}</li>)}</ul>
        </section>
      ) : null}
      <RichText html={body} />
      <p>{t('errors.maintenance.extra')}</p>
    </article>
  );
}
