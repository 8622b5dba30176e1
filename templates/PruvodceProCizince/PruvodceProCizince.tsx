/**
 * The guide for foreign nationals (PruvodceProCizince): the language notice first, then numbered steps, each with
 * what to bring and where to go, useful links and the laws.
 */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type GuideStep = NonNullable<GuideData['steps']>[number];

export type GuideData = z.infer<typeof schema>;

export default function GuidePage({ content }: TemplateProps<GuideData>) {
  const t = useT();
  const { languageNotice, steps = [], usefulLinks = [], legalBasis } = content.data;
  return (
    <article className="gov-container content-page guide" data-template="PruvodceProCizince">
      <ContentHeader content={content} />
      {languageNotice ? (
        <div className="notice notice--info guide__language" role="note">
          <p><strong>{t('guide.language')}</strong></p>
          <p>{languageNotice}</p>
        </div>
      ) : null}
      {steps.length > 0 ? (
        <ol className="guide__steps">
          {steps.map((step, index) => (
            <li key={step.title} className="guide__step">
              <h2 id={`guide-step-${index + 1}`}>{step.title}</h2>
              <RichText html={step.body} />
              {step.bring && step.bring.length > 0 ? (
                <>
                  <h3>{t('guide.bring')}</h3>
                  <ul>{step.bring.map((thing) => <li key={thing}>{thing}</li>)}</ul>
                </>
              ) : null}
              {step.where ? (
                <>
                  <h3>{t('guide.where')}</h3>
                  <p>
                    {step.where.link ? `${step.where.text} – ` : step.where.text}
                    {step.where.link ? <PortalLink url={step.where.link.url}>{step.where.link.label}</PortalLink> : null}
                  </p>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {usefulLinks.length > 0 ? (
        <section aria-labelledby="guide-links-heading">
          <h2 id="guide-links-heading">{t('guide.usefulLinks')}</h2>
          <ul>{usefulLinks.map((link) => <li key={link.url}><PortalLink url={link.url}>{link.label}</PortalLink></li>)}</ul>
        </section>
      ) : null}
      <LegalBasis links={legalBasis} />
      <UpdatedOn content={content} />
    </article>
  );
}
