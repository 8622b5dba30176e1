/** The page of any structure key that has no template of its own yet: title, perex, body. */
import { ContentHeader, EmbeddedContent, RelatedLinks, UpdatedOn } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { Template, TemplateProps } from '../types.ts';

function DefaultPage({ content, embedded }: TemplateProps) {
  return (
    <article className="gov-container content-page">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      <EmbeddedContent content={embedded} />
      <RelatedLinks value={content.data.related} />
      <UpdatedOn content={content} />
    </article>
  );
}

export const Default: Template = { key: 'Default', Component: DefaultPage, htmlFields: ['body'] };
