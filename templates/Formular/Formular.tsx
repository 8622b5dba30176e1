/**
 * A form detail (Formular, docs/product.md §2): every way to fill in and submit the form (online request, an
 * application that helps, an interactive form, the printable file with its type and size, a form that exists only at
 * another authority, marked external), its attachments and samples, the instructions, and the service it belongs to
 * (the template's load).
 */
import type { ReactNode } from 'react';
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { DocumentList, DocumentTitle, documentDetails } from '../../ui/Documents.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section, type LinkedPage } from '../services/Parts.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type FormData = z.infer<typeof schema>;

/** What the load found: the service the form belongs to. */
export interface FormLoaded {
  service?: LinkedPage;
}

function Way({ label, children }: { label: string; children: ReactNode }) {
  return <li><strong>{`${label}: `}</strong>{children}</li>;
}

function Ways({ data, locale }: { data: FormData; locale: TemplateProps['locale'] }) {
  const t = useT();
  const { onlineRequest, onlineApplication, interactiveForm, printablePdf, externalForm } = data;
  if (!onlineRequest && !onlineApplication && !interactiveForm && !printablePdf && !externalForm) return null;
  const details = printablePdf && documentDetails(printablePdf, locale);
  return (
    <Section id="form-ways" heading={t('service.form.ways')}>
      <ul className="form__ways">
        {onlineRequest ? <Way label={t('service.form.onlineRequest')}><PortalLink url={onlineRequest.url}>{onlineRequest.label}</PortalLink></Way> : null}
        {onlineApplication ? <Way label={t('service.form.onlineApplication')}><PortalLink url={onlineApplication.url}>{onlineApplication.label}</PortalLink></Way> : null}
        {interactiveForm ? <Way label={t('service.form.interactiveForm')}><PortalLink url={interactiveForm.url}>{interactiveForm.label}</PortalLink></Way> : null}
        {printablePdf ? (
          <Way label={t('service.form.printable')}>
            <DocumentTitle document={printablePdf} locale={locale} />
            {details ? <span className="documents__details">{` (${details})`}</span> : null}
          </Way>
        ) : null}
        {/* A form of another authority is always marked external, wherever its link leads. */}
        {externalForm ? <Way label={t('service.form.external')}><PortalLink url={externalForm.url}>{externalForm.label}</PortalLink></Way> : null}
      </ul>
    </Section>
  );
}

export default function FormPage({ content, data: loaded, locale }: TemplateProps<FormData, FormLoaded>) {
  const t = useT();
  const { data } = content;
  return (
    <article className="gov-container content-page form-detail" data-template="Formular">
      <ContentHeader content={content} />
      <Ways data={data} locale={locale} />
      <DocumentList documents={data.attachments} heading={t('service.form.attachments')} id="form-attachments" locale={locale} />
      <Section id="form-instructions" heading={t('service.form.instructions')}>{data.body ? <RichText html={data.body} /> : null}</Section>
      <Section id="form-service" heading={t('service.form.service')}>
        {loaded?.service ? <p><SmartLink url={loaded.service.url}>{loaded.service.title}</SmartLink></p> : null}
      </Section>
      <UpdatedOn content={content} />
    </article>
  );
}
