/**
 * The web's notice on every page (server/site-notice.ts), above the header: its severity in words and its text, in
 * the page's language or in Czech, marked as Czech for screen readers and named so for everyone.
 */
import type { SiteNotice } from '../shared/page.ts';
import { useT } from './i18n.tsx';

export function SiteNoticeBar({ notice }: { notice: SiteNotice }) {
  const t = useT();
  return (
    <div className={`site-notice site-notice--${notice.severity}`} role="region" aria-label={t('siteNotice.label')}>
      <p className="gov-container">
        <strong className="site-notice__severity">{t(`siteNotice.${notice.severity}`)}</strong>{' '}
        {notice.lang ? <span className="site-notice__language">{t('siteNotice.inCzech')} </span> : null}
        <span lang={notice.lang}>{notice.text}</span>
      </p>
    </div>
  );
}
