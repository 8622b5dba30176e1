/** A link out of the portal, marked as such to the eye (styles.css) and to screen readers (a hidden note). */
import { SmartLink } from '../../ui/ContentParts.tsx';
import { isInAppPath } from '../../shared/urls.ts';
import { useT } from '../../ui/i18n.tsx';

export function OutLink({ url, children }: { url: string; children: React.ReactNode }) {
  const t = useT();
  if (isInAppPath(url) || url.startsWith('/')) return <SmartLink url={url}>{children}</SmartLink>;
  return (
    <a href={url} className="external-link" rel="external noopener">
      {children}
      <span className="visually-hidden">{` (${t('event.externalLink')})`}</span>
    </a>
  );
}
