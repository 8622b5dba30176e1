/**
 * A page of the client zone (KlientskaZona): the signed-in user's profile as the security provider describes
 * them, then the page's text. The user comes from the visitor's part of the page, never from the shared page.
 */
import { ContentHeader, RelatedLinks } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { useVisitor } from '../../ui/visitor.tsx';
import type { PageData } from '../Default/Default.tsx';
import type { TemplateProps } from '../types.ts';

export default function KlientskaZonaPage({ content }: TemplateProps<PageData>) {
  const t = useT();
  const { user } = useVisitor();
  return (
    <article className="gov-container content-page" data-template="KlientskaZona">
      <ContentHeader content={content} />
      <section className="profile" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('profile.heading')}</h2>
        {user ? (
          <dl className="profile__fields">
            <dt>{t('profile.name')}</dt>
            <dd data-field="name">{user.name || user.login}</dd>
            {user.email ? (
              <>
                <dt>{t('profile.email')}</dt>
                <dd data-field="email">{user.email}</dd>
              </>
            ) : null}
            <dt>{t('profile.login')}</dt>
            <dd data-field="login">{user.login}</dd>
          </dl>
        ) : (
          <p>{t('profile.notSignedIn')}</p>
        )}
      </section>
      <RichText html={content.data.body} />
      <RelatedLinks links={content.data.related} />
    </article>
  );
}
