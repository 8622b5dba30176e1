/**
 * A composed page (KombinovanaStranka): its content blocks in the editors' order, then the laws it rests on, the
 * pages that say more and when it was last updated.
 */
import { Blocks } from '../blocks/Blocks.tsx';
import { ContentHeader, RelatedLinks, UpdatedOn } from '../../ui/ContentParts.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { composedPageSchema } from './server.ts';

export type ComposedPageData = z.infer<typeof composedPageSchema>;

export default function KombinovanaStrankaPage({ content }: TemplateProps<ComposedPageData>) {
  return (
    <article className="gov-container content-page" data-template="KombinovanaStranka">
      <ContentHeader content={content} />
      <Blocks blocks={content.data.blocks} />
      <LegalBasis links={content.data.legalBasis} />
      <RelatedLinks links={content.data.related} />
      <UpdatedOn content={content} />
    </article>
  );
}
