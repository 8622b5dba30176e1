/**
 * One test per error code, as Fastify's own errors test does: name, code, status, message, and instanceof; and the
 * error screen of each status.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import t from 'tap';
import { Errors, PageRefusedError, statusOf } from '../../server/errors.ts';
import { loadLocales } from '../../server/i18n.ts';
import { ERROR_SCREEN_STATUSES, keyFromData, translatorFor } from '../../shared/i18n.ts';
import { LOCALE_CODES } from '../../shared/locales.ts';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { TranslationProvider } from '../../ui/i18n.tsx';
import { dom } from '../helpers/dom.ts';

const expected: Record<keyof typeof Errors, { status: number; args: string[]; message: string }> = {
  PAGE_NOT_FOUND: { status: 404, args: ['/x'], message: 'Page not found: /x' },
  PAGE_VALIDATION_FAILED: { status: 404, args: ['/x?a=1'], message: 'Page Not Found: /x?a=1' },
  METHOD_NOT_ALLOWED: { status: 405, args: ['POST'], message: 'Method POST is not allowed here.' },
  URI_TOO_LONG: { status: 414, args: [], message: 'The address is too long.' },
  CMS_NOT_FOUND: { status: 404, args: ['Web with id x does not exist.'], message: 'Web with id x does not exist.' },
  CMS_UNAVAILABLE: { status: 503, args: ['timed out'], message: 'The content service is unavailable: timed out' },
  DEFAULT_WEB_NOT_FOUND: { status: 404, args: ['/up'], message: 'Default web with url /up does not exist.' },
  WEB_CONFIG_NOT_FOUND: { status: 404, args: ['config-up'], message: 'Web config with name config-up does not exist.' },
  EMBEDDED_NOT_FOUND: { status: 404, args: ['/a', 'cs-CZ'], message: 'Embedded content with url /a and language cs-CZ does not exist.' },
  EMBEDDED_NOT_DEFINED: { status: 404, args: ['42'], message: 'Embedded content of content with id 42 is not defined.' },
  DATABASE_UNAVAILABLE: { status: 503, args: ['Connection terminated'], message: 'The database is unavailable: Connection terminated' },
  AUTH_PROVIDER_UNAVAILABLE: { status: 503, args: ['timed out'], message: 'The security provider is unavailable: timed out' },
  SIGN_IN_FAILED: { status: 401, args: ['the provider knows no session'], message: 'Sign-in did not succeed: the provider knows no session' },
  MAINTENANCE: { status: 503, args: [], message: 'The application is currently under maintenance. Please try again later.' },
  OVERLOADED: { status: 503, args: [], message: 'The portal is too busy to render this page now.' },
  CONTENT_WITHDRAWN: { status: 410, args: ['/x'], message: 'Content withdrawn: /x' },
};

for (const [name, want] of Object.entries(expected)) {
  t.test(name, async (t) => {
    const ErrorClass = Errors[name as keyof typeof Errors] as unknown as new (...args: string[]) => Error & { code: string; statusCode: number };
    const error = new ErrorClass(...want.args);
    t.ok(error instanceof Error);
    t.ok(error instanceof ErrorClass, 'instanceof its own class');
    t.equal(error.name, 'FastifyError');
    t.equal(error.code, `PORTAL_${name}`);
    t.equal(error.statusCode, want.status);
    t.equal(error.message, want.message);
    t.equal(statusOf(error), want.status);
  });
}

t.test('every code of the table has its test', async (t) => {
  t.same(Object.keys(Errors).sort(), Object.keys(expected).sort());
});

t.test("a page's own refusal: its status and message, still a validation failure, the table untouched", async (t) => {
  const gone = new PageRefusedError('/x', 410, 'Gone for good');
  t.ok(gone instanceof Errors.PAGE_VALIDATION_FAILED);
  t.equal(gone.statusCode, 410);
  t.equal(gone.message, 'Gone for good');
  const plain = new PageRefusedError('/x?y');
  t.equal(plain.statusCode, 404);
  t.equal(plain.message, 'Page Not Found: /x?y');
  t.equal(new PageRefusedError('/x', 200).statusCode, 404, 'a status that is no error becomes 404');
  t.equal(Errors.PAGE_VALIDATION_FAILED('/z').statusCode, 404, "the table's own error keeps its status");
});

t.test('statusOf: an error status of its own, else 500', async (t) => {
  t.equal(statusOf(new Error('x')), 500);
  t.equal(statusOf({ statusCode: 302 }), 500);
  t.equal(statusOf({ statusCode: 418 }), 418);
  t.equal(statusOf(undefined), 500);
});

t.test('every status an error of the portal answers with has an error screen of its own: texts and an icon saying it', async (t) => {
  await loadLocales();
  const statuses = new Set(Object.keys(expected).map((name) => expected[name as keyof typeof Errors].status));
  for (const status of statuses) t.ok(ERROR_SCREEN_STATUSES.has(status), `${status} has a screen`);
  for (const status of ERROR_SCREEN_STATUSES) {
    const icon = readFileSync(`public/assets/errors/${status}.svg`, 'utf8');
    t.match(icon, new RegExp(`>${status}</text>`), `the ${status} icon shows ${status}`);
    for (const locale of LOCALE_CODES) t.not(translatorFor(locale)(keyFromData(`errors.${status}.headline`)), `errors.${status}.headline`, `${status} has texts in ${locale}`);
  }
  const html = (status: number) => renderToStaticMarkup(<StaticRouter location="/en/x"><TranslationProvider locale="en"><ErrorScreen status={status} rootPath="/en" locale="en" /></TranslationProvider></StaticRouter>);
  const icon = (status: number) => dom(html(status))('img.error-screen__icon').attr();
  for (const status of [405, 413, 414]) t.hasStrict(icon(status), { src: `/assets/errors/${status}.svg`, alt: `Error ${status} icon` }, `${status}: its icon`);
  t.hasStrict(icon(418), { src: '/assets/errors/500.svg', alt: 'Error 500 icon' }, 'a status without a screen of its own is a 500, icon and words alike');
});
