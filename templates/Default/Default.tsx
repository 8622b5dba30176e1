/** The page of any structure key that has no template of its own yet: title, perex, body. */
import { ContentHeader, EmbeddedContent, RelatedLinks, UpdatedOn } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { pageSchema } from './server.ts';

/** Text pages: the body (sanitized HTML) and links to related pages. */
export type PageData = z.infer<typeof pageSchema>;

export default function DefaultPage({ content, embedded }: TemplateProps<PageData>) {
  return (
    <article className="gov-container content-page" data-template="Default">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      <EmbeddedContent content={embedded} />
      <RelatedLinks links={content.data.related} />
      <UpdatedOn content={content} />
    </article>
  );
}
