/**
 * A planned outage (Odstavka), in its three phases (server.ts works out which from the clock): before its start an
 * announcement (when, what will not be available, what to do); while it runs the maintenance message of docs/product.md
 * §8 (the page answers 503 with `Retry-After`); after its planned end, that it is over.
 */
import { formatDateTime, type MessageKey } from '../../shared/i18n.ts';
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type OutageData = z.infer<typeof schema>;

export type OutagePhase = 'announced' | 'under-way' | 'over';

export interface OutageState {
  phase: OutagePhase;
  /** Seconds until the next phase begins, when it is planned. */
  secondsToChange?: number;
}

/** The notice at the top: its look and its two texts, by phase. */
const NOTICES: Record<OutagePhase, { kind: string; headline: MessageKey; text: MessageKey }> = {
  announced: { kind: 'info', headline: 'outage.announced', text: 'outage.announcedText' },
  'under-way': { kind: 'warning', headline: 'errors.maintenance.headline', text: 'errors.maintenance.description' },
  over: { kind: 'success', headline: 'outage.over', text: 'outage.overText' },
};

export default function OutageNotice({ content, data, locale }: TemplateProps<OutageData, OutageState>) {
  const t = useT();
  const { start, end, affectedServices = [], body } = content.data;
  // Without the server's word (a preview of the bare component), the maintenance screen it has always been.
  const phase = data?.phase ?? 'under-way';
  const notice = NOTICES[phase];
  return (
    <article className="gov-container content-page outage" data-template="Odstavka" data-phase={phase}>
      <ContentHeader content={content} />
      <div className={`notice notice--${notice.kind}`} role="note">
        <p><strong>{t(notice.headline)}</strong></p>
        <p>{t(notice.text)}</p>
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
      {phase !== 'over' && affectedServices.length > 0 ? (
        <section aria-labelledby="outage-services-heading">
          <h2 id="outage-services-heading">{t('outage.affected')}</h2>
          <ul>{affectedServices.map((service) => <li key={service}>{service}</li>)}</ul>
        </section>
      ) : null}
      {phase !== 'over' ? <RichText html={body} /> : null}
      {phase === 'under-way' ? <p>{t('errors.maintenance.extra')}</p> : null}
    </article>
  );
}
