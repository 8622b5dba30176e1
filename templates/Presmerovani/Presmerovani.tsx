/**
 * A redirect (Presmerovani) to another site: the visitor is told where the link leads before leaving the portal.
 * A redirect to a page of the portal never shows this; it answers 301 (server.ts).
 */
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type RedirectData = z.infer<typeof schema>;

export default function RedirectInterstitial({ content }: TemplateProps<RedirectData>) {
  const t = useT();
  const { target } = content.data;
  const host = new URL(target.url).host;
  return (
    <article className="gov-container content-page redirect-interstitial" data-template="Presmerovani">
      <ContentHeader content={content} />
      <p>{t('redirect.leaving', { host })}</p>
      <p>
        <a className="portal-button" href={target.url} rel="noopener">
          {target.label}
          <span className="visually-hidden">{` (${t('link.external')})`}</span>
        </a>
      </p>
    </article>
  );
}
