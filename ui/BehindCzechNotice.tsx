/**
 * At the top of a translation older than its Czech page (shared/page.ts BehindCzech): both dates and a link to the
 * Czech page, so a visitor who relies on the translation knows it may not say what the Czech page now says.
 */
import type { BehindCzech } from '../shared/page.ts';
import { useT } from './i18n.tsx';

export function BehindCzechNotice({ behind }: { behind: BehindCzech }) {
  const t = useT();
  return (
    <div className="gov-container above-content">
      <div className="notice notice--warning behind-czech" role="note">
        <p>
          {t('currency.behindCzech', { updated: behind.updated, czechUpdated: behind.czechUpdated })}{' '}
          <a href={behind.czechUrl} hrefLang="cs">{t('currency.readInCzech')}</a>
        </p>
      </div>
    </div>
  );
}
