/**
 * A signpost, level 1 (Rozcestnik, docs/product.md §2): cards of its child pages in the editors' order, each with the
 * child's name and perex (the template's load finds them).
 */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { CardGrid, type LinkedPage } from '../services/Parts.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type SignpostData = z.infer<typeof schema>;

export default function SignpostPage({ content, data: children = [] }: TemplateProps<SignpostData, LinkedPage[]>) {
  return (
    <article className="gov-container content-page signpost" data-template="Rozcestnik">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      <CardGrid pages={children} />
      <UpdatedOn content={content} />
    </article>
  );
}
