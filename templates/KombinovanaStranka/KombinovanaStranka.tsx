/**
 * A composed page (KombinovanaStranka): its content blocks in the editors' order, then the laws it rests on and
 * when it was last updated.
 */
import type { Link } from '../../shared/page.ts';
import { Blocks, type Block } from '../../ui/Blocks.tsx';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import type { TemplateProps } from '../types.ts';

export interface ComposedPageData {
  blocks: Block[];
  legalBasis?: Link[];
}

export default function KombinovanaStrankaPage({ content }: TemplateProps<ComposedPageData>) {
  return (
    <article className="gov-container content-page" data-template="KombinovanaStranka">
      <ContentHeader content={content} />
      <Blocks blocks={content.data.blocks} />
      <LegalBasis links={content.data.legalBasis} />
      <UpdatedOn content={content} />
    </article>
  );
}
