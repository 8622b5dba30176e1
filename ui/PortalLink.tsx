/**
 * A link from content: a portal page navigates in the app (SmartLink); a link to another site opens there as a
 * plain link, marked as leaving the portal both visually (CSS `.link--external`) and for screen readers.
 */
import { SmartLink } from './ContentParts.tsx';
import { useT } from './i18n.tsx';

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

export function PortalLink({ url, children, className }: { url: string; children: React.ReactNode; className?: string }) {
  const t = useT();
  if (!isExternalUrl(url)) return <SmartLink url={url} className={className}>{children}</SmartLink>;
  return (
    <a href={url} className={className ? `${className} link--external` : 'link--external'} rel="noopener">
      {children}
      <span className="visually-hidden">{` (${t('link.external')})`}</span>
    </a>
  );
}
