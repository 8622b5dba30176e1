/**
 * Sign-in with a username and password (the `/dev/login` preview of docs/product.md §2, the token calls of §7): a plain
 * POST form that works without JavaScript, with the visitor's CSRF token; after a failed attempt the reason,
 * announced and tied to the form. The form's handler is server/password-login.ts.
 */
import { PASSWORD_LOGIN_PATH, signInHref } from '../../shared/auth.ts';
import { localizePath } from '../../shared/locales.ts';
import { ContentHeader } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { useVisitor } from '../../ui/visitor.tsx';
import type { PageData } from '../Default/Default.tsx';
import type { TemplateProps } from '../types.ts';

export interface LoginForm {
  error?: 'credentials' | 'unavailable';
  /** Where to go after signing in (already a checked path of the portal). */
  redirect?: string;
}

export default function PrihlaseniPage({ content, data = {}, locale }: TemplateProps<PageData, LoginForm>) {
  const t = useT();
  const { csrfToken } = useVisitor();
  const { error, redirect } = data;
  const described = error ? { 'aria-describedby': 'login-error', 'aria-invalid': true } : {};
  return (
    <article className="gov-container content-page" data-template="Prihlaseni">
      <ContentHeader content={content} />
      {error ? (
        <div className="error-summary" role="alert" aria-labelledby="login-error-title">
          <h2 id="login-error-title">{t('login.errorSummary')}</h2>
          <p id="login-error">{t(error === 'credentials' ? 'login.badCredentials' : 'login.unavailable')}</p>
        </div>
      ) : null}
      <form method="post" action={localizePath(locale, PASSWORD_LOGIN_PATH)} className="login-form">
        <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
        {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
        <p>
          <label htmlFor="login-username">{t('login.username')}</label>
          <input id="login-username" name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...described} />
        </p>
        <p>
          <label htmlFor="login-password">{t('login.password')}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required {...described} />
        </p>
        <p>
          <button type="submit" className="portal-button">{t('login.submit')}</button>
        </p>
      </form>
      <p>
        <a href={signInHref(locale, redirect ?? localizePath(locale, '/'))}>{t('login.cas')}</a>
      </p>
      <RichText html={content.data.body} />
    </article>
  );
}
