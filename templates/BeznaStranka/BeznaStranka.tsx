/** A regular page (BeznaStranka): the text in a readable column, related pages beside it on wide screens. */
import { ContentHeader, EmbeddedContent, RelatedLinks, UpdatedOn } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { PageData } from '../Default/Default.tsx';
import type { TemplateProps } from '../types.ts';

export default function BeznaStrankaPage({ content, embedded }: TemplateProps<PageData>) {
  return (
    <article className="gov-container content-page content-page--with-aside" data-template="BeznaStranka">
      <ContentHeader content={content} />
      <div className="content-page__columns">
        <div className="content-page__main">
          <RichText html={content.data.body} />
          <EmbeddedContent content={embedded} />
          <UpdatedOn content={content} />
        </div>
        <aside className="content-page__aside">
          <RelatedLinks links={content.data.related} />
        </aside>
      </div>
    </article>
  );
}
