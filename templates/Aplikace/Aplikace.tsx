/**
 * An application page (Aplikace): what the application does, who may use it, whether and how one signs in, what
 * one needs, and a prominent way to start it.
 */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { keyFromData } from '../../shared/i18n.ts';
import { useT } from '../../ui/i18n.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type ApplicationData = z.output<typeof schema>;

/** Sign-in methods the portal can name; another is shown as the CMS wrote it. */
const SIGN_IN_METHODS = new Set(['bankovni-identita', 'mobilni-klic-egovernmentu', 'obcansky-prukaz-s-cipem', 'datova-schranka', 'nia']);

export default function ApplicationPage({ content }: TemplateProps<ApplicationData>) {
  const t = useT();
  const { launch, body, audience, signIn, requirements = [] } = content.data;
  const launchLink = (
    <p className="application__launch">
      <PortalLink url={launch.url} className="portal-button">{launch.label}</PortalLink>
    </p>
  );
  return (
    <article className="gov-container content-page application" data-template="Aplikace">
      <ContentHeader content={content} />
      {launchLink}
      <RichText html={body} />
      {audience ? (
        <section aria-labelledby="app-audience-heading">
          <h2 id="app-audience-heading">{t('app.audience')}</h2>
          <p>{audience}</p>
        </section>
      ) : null}
      {signIn ? (
        <section aria-labelledby="app-signin-heading">
          <h2 id="app-signin-heading">{t('app.signIn')}</h2>
          <p>{t(signIn.required ? 'app.signInRequired' : 'app.signInNotRequired')}</p>
          {signIn.methods.length > 0 ? (
            <>
              <p>{t('app.signInMethods')}</p>
              <ul>
                {signIn.methods.map((method) => <li key={method}>{SIGN_IN_METHODS.has(method) ? t(keyFromData(`app.method.${method}`)) : method}</li>)}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {requirements.length > 0 ? (
        <section aria-labelledby="app-requirements-heading">
          <h2 id="app-requirements-heading">{t('app.requirements')}</h2>
          <ul>{requirements.map((requirement) => <li key={requirement}>{requirement}</li>)}</ul>
        </section>
      ) : null}
      {body || audience || signIn || requirements.length > 0 ? launchLink : null}
      <UpdatedOn content={content} />
    </article>
  );
}
