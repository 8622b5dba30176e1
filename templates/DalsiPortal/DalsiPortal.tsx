/** Another portal (DalsiPortal): what it offers, who runs it, and the way there, marked as leaving this one. */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { Image } from '../../ui/Image.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type OtherPortalData = z.infer<typeof schema>;

/** A logo is shown at most this wide. */
const LOGO_WIDTH = 240;

export default function OtherPortalPage({ content }: TemplateProps<OtherPortalData>) {
  const t = useT();
  const { link, operator, logo, body } = content.data;
  return (
    <article className="gov-container content-page other-portal" data-template="DalsiPortal">
      <ContentHeader content={content} />
      {logo ? <Image image={logo} width={LOGO_WIDTH} className="other-portal__logo" /> : null}
      {operator ? <p className="other-portal__operator"><strong>{`${t('portal.operator')}: `}</strong>{operator}</p> : null}
      <RichText html={body} />
      <p className="other-portal__link">
        <PortalLink url={link.url} className="portal-button">{`${t('portal.visit')} ${link.label}`}</PortalLink>
      </p>
      <UpdatedOn content={content} />
    </article>
  );
}
