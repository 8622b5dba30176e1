/** The page of any structure key that has no template of its own yet: title, perex, body. */
import type { Link } from '../../shared/page.ts';
import { ContentHeader, EmbeddedContent, RelatedLinks, UpdatedOn } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';

/** Text pages: the body (sanitized HTML) and links to related pages. */
export interface PageData {
  body?: string;
  related?: Link[];
}

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
