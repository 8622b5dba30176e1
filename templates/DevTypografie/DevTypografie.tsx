/**
 * /dev/typografie: the portal's text styles on a real labour office text (registering as a job seeker): headings
 * h1–h4, lead, paragraphs, lists, links (one to another site, marked), a quotation of the law, code and
 * abbreviations, in the page language.
 */
import { useT } from '../../ui/i18n.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export const TYPOGRAPHY_PARTS = ['text', 'lists', 'quote'] as const;

export type TypographyPreviewData = z.infer<typeof schema>;

function Text() {
  const t = useT();
  return (
    <section aria-labelledby="typografie-when">
      <h2 id="typografie-when">{t('dev.typografie.when.heading')}</h2>
      <p>
        {t('dev.typografie.when.before')}
        <abbr title={t('dev.typografie.officeFull')}>{t('dev.typografie.officeAbbr')}</abbr>
        {t('dev.typografie.when.after')}
      </p>
      <h3>{t('dev.typografie.apply.heading')}</h3>
      <p>
        {t('dev.typografie.apply.before')}
        <PortalLink url="https://jenda.mpsv.cz">{t('dev.typografie.apply.external')}</PortalLink>
        {t('dev.typografie.apply.middle')}
        <PortalLink url="/objednani-na-pracoviste">{t('dev.typografie.apply.internal')}</PortalLink>.
      </p>
      <h4>{t('dev.typografie.code.heading')}</h4>
      <p>
        {t('dev.typografie.code.before')}
        <code>8501011234</code>
        {t('dev.typografie.code.after')}
      </p>
    </section>
  );
}

function Lists() {
  const t = useT();
  return (
    <section aria-labelledby="typografie-bring">
      <h2 id="typografie-bring">{t('dev.typografie.bring.heading')}</h2>
      <ul>
        <li>{t('dev.typografie.bring.id')}</li>
        <li>{t('dev.typografie.bring.employer')}</li>
        <li>{t('dev.typografie.bring.end')}</li>
      </ul>
      <h3>{t('dev.typografie.steps.heading')}</h3>
      <ol>
        <li>{t('dev.typografie.steps.apply')}</li>
        <li>{t('dev.typografie.steps.visit')}</li>
        <li>{t('dev.typografie.steps.plan')}</li>
      </ol>
    </section>
  );
}

function Quote() {
  const t = useT();
  return (
    <figure className="quotation">
      <blockquote cite="https://www.zakonyprolidi.cz/cs/2004-435#p24">
        <p>{t('dev.typografie.quote.text')}</p>
      </blockquote>
      <figcaption><cite>{t('dev.typografie.quote.source')}</cite></figcaption>
    </figure>
  );
}

const PARTS = { text: Text, lists: Lists, quote: Quote };

export default function DevTypografiePage({ content }: TemplateProps<TypographyPreviewData>) {
  return (
    <PreviewPage template="DevTypografie" name="typografie">
      <div className="rich-text">
        {content.data.parts.map((part) => {
          const Part = PARTS[part];
          return <Part key={part} />;
        })}
      </div>
    </PreviewPage>
  );
}
