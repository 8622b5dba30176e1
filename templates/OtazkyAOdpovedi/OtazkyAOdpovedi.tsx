/**
 * Questions and answers (OtazkyAOdpovedi): an index of the topics, then each topic's questions as native
 * disclosure widgets (they open without JavaScript; a question's id is its anchor), and FAQPage JSON-LD.
 */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { JsonLd } from '../../ui/JsonLd.tsx';
import { plainText, RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type FaqTopic = FaqData['topics'][number];

export type FaqData = z.output<typeof schema>;

export function faqPageJsonLd(topics: FaqTopic[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: topics.flatMap((topic) =>
      topic.questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: plainText(q.answerHtml) } })),
    ),
  };
}

export default function FaqPage({ content }: TemplateProps<FaqData>) {
  const t = useT();
  const { topics, body } = content.data;
  return (
    <article className="gov-container content-page faq" data-template="OtazkyAOdpovedi">
      <ContentHeader content={content} />
      <RichText html={body} />
      {topics.length > 1 ? (
        <nav className="faq__index" aria-labelledby="faq-index-heading">
          <h2 id="faq-index-heading" className="h4">{t('faq.topics')}</h2>
          <ul>{topics.map((topic) => <li key={topic.id}><a href={`#${topic.id}`}>{topic.title}</a></li>)}</ul>
        </nav>
      ) : null}
      {topics.map((topic) => (
        <section key={topic.id} className="faq__topic" aria-labelledby={topic.id}>
          <h2 id={topic.id}>{topic.title}</h2>
          {topic.questions.map((q) => (
            <details key={q.id} id={q.id} className="accordion__item faq__question">
              <summary>{q.question}</summary>
              <RichText html={q.answerHtml} />
            </details>
          ))}
        </section>
      ))}
      <UpdatedOn content={content} />
      <JsonLd data={faqPageJsonLd(topics)} />
    </article>
  );
}
