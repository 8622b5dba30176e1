/**
 * A step-by-step journey (KrokZaKrokem): the introduction, then the numbered steps, each with its text and the pages
 * it leads to. Each step has an anchor (`#krok-2`) the pages of the journey link back to.
 */
import type { z } from 'zod';
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { JourneyPages, schema } from './server.ts';
import { journeyStepAnchor } from '../../shared/journeys.ts';

export type JourneyData = z.infer<typeof schema>;

export default function JourneyPage({ content, data = [] }: TemplateProps<JourneyData, JourneyPages>) {
  const t = useT();
  const { steps, body } = content.data;
  return (
    <article className="gov-container content-page journey" data-template="KrokZaKrokem">
      <ContentHeader content={content} />
      <RichText html={body} />
      <ol className="journey__steps">
        {steps.map((step, index) => {
          const pages = data[index] ?? [];
          return (
            <li key={step.title} id={journeyStepAnchor(index + 1)} className="journey__step">
              <h2 className="journey__title">
                <span className="journey__number">{t('journey.step', { step: index + 1 })}</span> {step.title}
              </h2>
              <RichText html={step.body} />
              {pages.length > 0 ? (
                <ul className="journey__pages">
                  {pages.map((page) => (
                    <li key={page.id}>
                      <SmartLink url={page.url}>{page.title}</SmartLink>
                      {page.text ? <p className="journey__perex">{page.text}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      <UpdatedOn content={content} />
    </article>
  );
}
