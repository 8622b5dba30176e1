/**
 * A service detail (Sluzba, docs/product.md §2): a benefit or service of the labour office as a citizen meets it: the
 * life event it belongs to, who is eligible and on what conditions, how to apply and by which ways, what to attach, the
 * forms (the template's load), general information, fees, deadlines, the laws and related services. A service that
 * no longer exists says so first and links the one that replaced it.
 */
import { RelatedLinks, UpdatedOn, ContentHeader, SmartLink } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText, showsSomething } from '../../ui/RichText.tsx';
import { Section, type LinkedPage } from '../services/Parts.tsx';
import { LegalBasis } from '../../ui/LegalBasis.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { AppLink } from '../../ui/AppLink.tsx';
import type { TemplateProps } from '../types.ts';
import type { AmountRow } from '../PruvodceDavkami/amounts.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type ServiceData = z.infer<typeof schema>;

/** What the load found: the linked forms, and for a discontinued service its replacement and end date. */
export interface ServiceLoaded {
  forms: LinkedPage[];
  replacedBy?: LinkedPage;
  /** `discontinued.since` formatted on the server, so the browser shows the same text. */
  discontinuedSince?: string;
  /** The benefit's amounts from the benefits guide's rules, and the guide's check of this benefit. */
  guide?: ServiceGuide;
}

export interface ServiceGuide {
  checkUrl: string;
  /** The date the rules hold from, formatted. */
  validFrom: string;
  amounts: AmountRow[];
}

/** The amounts from the guide's rules (the same numbers the guide uses: written once, in its content item). */
function Amounts({ guide }: { guide: ServiceGuide | undefined }) {
  const t = useT();
  if (!guide || guide.amounts.length === 0) return null;
  return (
    <Section id="service-amounts" heading={t('service.amounts')}>
      <dl className="service__amounts">
        {guide.amounts.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{t(`service.unit.${row.unit}`, { value: row.value })}</dd>
          </div>
        ))}
      </dl>
      <p>{t('service.amountsValidFrom', { date: guide.validFrom })}</p>
    </Section>
  );
}

function DiscontinuedNotice({ data, loaded }: { data: ServiceData; loaded: ServiceLoaded | undefined }) {
  const t = useT();
  const { discontinued } = data;
  if (!discontinued) return null;
  return (
    <div className="notice notice--warning service__discontinued" role="note" aria-labelledby="service-discontinued-heading">
      <h2 id="service-discontinued-heading" className="h4">
        {loaded?.discontinuedSince && discontinued.since ? (
          <>{`${t('service.discontinuedSince')} `}<time dateTime={discontinued.since}>{loaded.discontinuedSince}</time></>
        ) : (
          t('service.discontinued')
        )}
      </h2>
      <p>{discontinued.note}</p>
      {loaded?.replacedBy ? (
        <p>{`${t('service.replacedBy')} `}<SmartLink url={loaded.replacedBy.url}>{loaded.replacedBy.title}</SmartLink></p>
      ) : null}
    </div>
  );
}

function HowToApply({ data }: { data: ServiceData }) {
  const t = useT();
  const methods = data.submissionMethods ?? [];
  if (!data.howToApplyHtml && methods.length === 0 && !data.onlineService) return null;
  return (
    <Section id="service-how-to-apply" heading={t('service.howToApply')}>
      <RichText html={data.howToApplyHtml} />
      {methods.length > 0 ? (
        <>
          <h3 id="service-methods">{t('service.submissionMethods')}</h3>
          <ul className="service__methods" aria-labelledby="service-methods">
            {methods.map((method) => (
              <li key={method}>
                {method === 'online' && data.onlineService ? (
                  <>{`${t('service.method.online')}: `}<PortalLink url={data.onlineService.url}>{data.onlineService.label}</PortalLink></>
                ) : (
                  t(`service.method.${method}`)
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.onlineService && !methods.includes('online') ? (
        <p>{`${t('service.method.online')}: `}<PortalLink url={data.onlineService.url}>{data.onlineService.label}</PortalLink></p>
      ) : null}
    </Section>
  );
}

function Forms({ forms }: { forms: LinkedPage[] }) {
  const t = useT();
  if (forms.length === 0) return null;
  return (
    <Section id="service-forms" heading={t('service.forms')}>
      <ul className="service__forms">
        {forms.map((form) => (
          <li key={form.id}>
            <SmartLink url={form.url}>{form.title}</SmartLink>
            {form.text ? <p>{form.text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function ServicePage({ content, data: loaded }: TemplateProps<ServiceData, ServiceLoaded>) {
  const t = useT();
  const { data } = content;
  const lifeSituation = data.lifeSituation ? content.categories.find((category) => category.key === data.lifeSituation)?.name : undefined;
  return (
    <article className="gov-container content-page service" data-template="Sluzba">
      <ContentHeader content={content} />
      <DiscontinuedNotice data={data} loaded={loaded} />
      {lifeSituation ? (
        <p className="service__life-situation">{`${t('service.lifeSituation')}: `}<strong>{lifeSituation}</strong></p>
      ) : null}
      {loaded?.guide ? (
        <p className="service__check"><AppLink to={loaded.guide.checkUrl} className="portal-button">{t('service.checkEligibility')}</AppLink></p>
      ) : null}
      <Section id="service-eligibility" heading={t('service.eligibility')}>{showsSomething(data.eligibilityHtml) ? <RichText html={data.eligibilityHtml} /> : null}</Section>
      <Section id="service-conditions" heading={t('service.conditions')}>{showsSomething(data.conditionsHtml) ? <RichText html={data.conditionsHtml} /> : null}</Section>
      <HowToApply data={data} />
      <Section id="service-attachments" heading={t('service.attachments')}>
        {data.attachments && data.attachments.length > 0 ? <ul>{data.attachments.map((attachment) => <li key={attachment}>{attachment}</li>)}</ul> : null}
      </Section>
      <Forms forms={loaded?.forms ?? []} />
      <Amounts guide={loaded?.guide} />
      {/* A body that opens with a heading of its own stands under it: "General information" over it would head nothing. */}
      {showsSomething(data.body) && opensWithHeading(data.body) ? <RichText html={data.body} /> : (
        <Section id="service-general" heading={t('service.general')}>{showsSomething(data.body) ? <RichText html={data.body} /> : null}</Section>
      )}
      <Section id="service-fees" heading={t('service.fees')}>{data.fees ? <p>{data.fees}</p> : null}</Section>
      <Section id="service-deadlines" heading={t('service.deadlines')}>{data.deadlines ? <p>{data.deadlines}</p> : null}</Section>
      <LegalBasis links={data.legalBasis} />
      <RelatedLinks links={data.related} />
      <UpdatedOn content={content} />
    </article>
  );
}

/** Sanitized HTML whose first element is a heading of the sections' own level (h2): "General information" would head nothing. */
function opensWithHeading(html: string): boolean {
  return /^\s*<h2[\s>]/i.test(html);
}
