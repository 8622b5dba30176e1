/**
 * The CAS stand-in's HTML: the login form and the short message pages. Plain HTML that works without
 * JavaScript, with labels, errors tied to their fields (GOV.UK's error summary pattern) and `lang` set.
 * Every value that reaches the markup goes through escapeMarkup.
 */
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../shared/locales.ts';
import { CAS_MESSAGES, type CasMessages } from './cas-messages.ts';
import { escapeHtml as e } from '../shared/escape-html.ts';

export type LoginField = 'username' | 'password';

export interface LoginFormState {
  locale: LocaleCode;
  /** Single-use token of this form (CAS's `execution`), so a login cannot be posted from elsewhere. */
  execution: string;
  service?: string;
  username?: string;
  errors?: { field: LoginField; message: keyof CasMessages }[];
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:32rem;padding:1rem;line-height:1.5;color:#0b0c0c}
header{border-bottom:1px solid #b1b4b6;margin-bottom:1rem}nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0}h1{overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-top:1rem}input{display:block;font-size:1.1rem;padding:.4rem;width:100%;box-sizing:border-box;border:2px solid #0b0c0c}
input[aria-invalid=true]{border-color:#d4351c}.error{color:#d4351c;font-weight:600;margin:.25rem 0}
.error-summary{border:4px solid #d4351c;padding:0 1rem;margin-bottom:1rem}button{margin-top:1.5rem;font-size:1.1rem;padding:.5rem 1.5rem}
:focus-visible{outline:3px solid #ffdd00;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}`;

function document(locale: LocaleCode, title: string, languageLinks: string, main: string): string {
  const t = CAS_MESSAGES[locale];
  return `<!doctype html>
<html lang="${LOCALES[locale].tag}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} – ${e(t.title)}</title><style>${STYLE}</style></head>
<body>
<header><p>${e(t.standIn)}</p>${languageLinks}</header>
<main>
${main}
</main>
</body>
</html>
`;
}

/** Links to the same page in the other languages, each in its own language. */
function languageNav(locale: LocaleCode, hrefFor: (locale: LocaleCode) => string): string {
  const items = LOCALE_CODES.map((code) => {
    const { tag, name } = LOCALES[code];
    const current = code === locale ? ' aria-current="true"' : '';
    return `<li><a href="${e(hrefFor(code))}" lang="${tag}" hreflang="${tag}"${current}>${e(name)}</a></li>`;
  });
  return `<nav aria-label="${e(CAS_MESSAGES[locale].languages)}"><ul>${items.join('')}</ul></nav>`;
}

export function loginPage(state: LoginFormState): string {
  const t = CAS_MESSAGES[state.locale];
  const errors = state.errors ?? [];
  const errorOf = (field: LoginField) => errors.find((error) => error.field === field);

  const summary = errors.length
    ? `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${e(t.errorSummary)}</h2>
<ul>${errors.map((error) => `<li><a href="#${error.field}">${e(t[error.message])}</a></li>`).join('')}</ul>
</div>`
    : '';

  const field = (name: LoginField, type: string, autocomplete: string, value = '') => {
    const error = errorOf(name);
    const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    const message = error ? `<p class="error" id="${name}-error">${e(t[error.message])}</p>` : '';
    const extra = name === 'username' ? ' autocapitalize="none" spellcheck="false"' : '';
    return `<label for="${name}">${e(t[name])}</label>${message}
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${extra}${described}${value ? ` value="${e(value)}"` : ''}>`;
  };

  const hidden = (name: string, value: string | undefined) => (value === undefined ? '' : `<input type="hidden" name="${name}" value="${e(value)}">`);

  const main = `<h1>${e(t.heading)}</h1>
${summary}
<form method="post" action="/cas/login" novalidate>
${hidden('execution', state.execution)}${hidden('service', state.service)}${hidden('locale', state.locale)}
${field('username', 'text', 'username', state.username)}
${field('password', 'password', 'current-password')}
<button type="submit">${e(t.submit)}</button>
</form>`;

  const title = errors.length ? `${t.errorPrefix}: ${t.heading}` : t.heading;
  return document(state.locale, title, languageNav(state.locale, (code) => loginHref(code, state.service)), main);
}

export function loginHref(locale: LocaleCode, service?: string): string {
  const query = new URLSearchParams({ locale });
  if (service !== undefined) query.set('service', service);
  return `/cas/login?${query}`;
}

/** A page with a heading and one paragraph: signed in, signed out, service not allowed. */
export function messagePage(locale: LocaleCode, heading: keyof CasMessages, text: keyof CasMessages, hrefFor: (locale: LocaleCode) => string): string {
  const t = CAS_MESSAGES[locale];
  return document(locale, t[heading], languageNav(locale, hrefFor), `<h1>${e(t[heading])}</h1>\n<p>${e(t[text])}</p>`);
}
