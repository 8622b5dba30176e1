/**
 * A session that ends ends everywhere (server/session/revocations.ts): after `/auth/logout`, or once the provider
 * has said it no longer knows the session, a copy of the old cookie is anonymous at once, not only after
 * SESSION_EXPIRY_S; in one process (memory) and in every process on one PostgreSQL database.
 */
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { migrate } from '../../server/migrate.ts';
import { last, TestBrowser } from '../helpers/auth-browser.ts';
import { buildTestPortal, SAMPLE_CONTENT, type PortalOptions } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';

async function portal(t: Test, options: PortalOptions = {}) {
  const built = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT, ...options });
  return { ...built, browser: () => new TestBrowser(built.app, built.config.publicUrl) };
}

/** What a request with `cookie` (a copy of a browser's cookies) is answered: signed in or not. */
async function signedInWith(app: FastifyInstance, cookie: string): Promise<boolean> {
  const page = await app.inject({ url: '/dev/protected', headers: { cookie } });
  if (page.statusCode === 200 && /Jana Nováková/.test(page.body)) return true;
  if (page.statusCode === 302) return false;
  throw new Error(`unexpected answer ${page.statusCode}`);
}

/** Signed in as demo; the cookies as a copy would carry them (the portal's and the provider's). */
async function signIn(b: TestBrowser): Promise<string> {
  const visits = await b.signIn('/dev/protected', 'demo');
  if (last(visits).response.status !== 200) throw new Error('the sign-in did not succeed');
  return b.jar.header('/dev/protected');
}

t.test('one process: after /auth/logout a copied cookie is anonymous at once', async (t) => {
  const { app, browser } = await portal(t, { env: { SESSION_EXPIRY_S: '300' } });
  const b = browser();
  const copy = await signIn(b);
  t.ok(await signedInWith(app, copy), 'the copy works while the session lasts');
  await b.follow('/auth/logout');
  t.notOk(await signedInWith(app, copy), 'the copy is anonymous right after the sign-out');
  t.same(await (await app.inject({ url: '/auth/session', headers: { cookie: copy } })).json(), { status: 'unauthenticated', user: null, error: null, lastRefreshedAt: null });

  const again = await signIn(b);
  t.ok(await signedInWith(app, again), 'a new sign-in is a new session, not ended');
  t.notOk(await signedInWith(app, copy), 'the old one stays ended');
});

t.test('one process: once the provider has said the session is gone, a copied cookie is anonymous at once', async (t) => {
  let now = Date.parse('2026-11-20T09:00:00Z');
  const { app, browser } = await portal(t, { env: { SESSION_EXPIRY_S: '300' }, now: () => now });
  const b = browser();
  const copy = await signIn(b);
  // The provider's session ends behind the portal's back; the browser's next focus asks /auth/session.
  await b.follow('/security-provider/auth/cas/cleanup');
  now += 10_000;
  t.same((await (await b.request('/auth/session')).json()).status, 'unauthenticated', 'the forced refresh hears it');
  t.notOk(await signedInWith(app, copy), 'a copy made before is anonymous too, well within SESSION_EXPIRY_S');
});

t.test('two processes on one PostgreSQL database: a sign-out in one ends the session in the other', async (t) => {
  const postgres = await startPostgres(t);
  await migrate(postgres.url);
  const env = { DATABASE_URL: postgres.url, SESSION_EXPIRY_S: '300' };
  const first = await portal(t, { env });
  // The second process shares the first one's sign-in provider and session keys, as processes behind nginx do.
  const second = await portal(t, { env: { ...env, SECURITY_PROVIDER_URL: first.standIns!.providerUrl } });

  const b = first.browser();
  const copy = await signIn(b);
  t.ok(await signedInWith(second.app, copy), 'the other process knows the session');
  await b.follow('/auth/logout');
  t.notOk(await signedInWith(second.app, copy), 'and ends it at once after the sign-out in the first');
  t.notOk(await signedInWith(first.app, copy), 'as does the first');

  const c = first.browser();
  const other = await signIn(c);
  t.ok(await signedInWith(second.app, other), 'another session is untouched');
  await c.follow('/security-provider/auth/cas/cleanup');
  t.same((await (await c.request('/auth/session')).json()).status, 'unauthenticated');
  t.notOk(await signedInWith(second.app, other), 'the provider saying it is gone, heard in one process, ends it in the other');
});

t.test('a database that cannot be asked: a session is not believed meanwhile, and signing out still works', async (t) => {
  // Nothing listens there: every query fails at once.
  const { browser } = await portal(t, { env: { DATABASE_URL: 'postgres://portal@127.0.0.1:9/portal' } });
  const b = browser();
  const signIn = await b.signIn('/dev/protected', 'demo');
  t.not(last(signIn).response.status, 200, 'the protected page is not shown to a session nobody can vouch for');
  t.match(await last(signIn).response.text(), /Přihlášení je dočasně nedostupné/, 'the visitor is told sign-in is unavailable');
  const out = await b.follow('/auth/logout');
  t.match(out[0]!.response.headers.get('set-cookie'), /portal_session=;/, 'the sign-out clears the cookie');
  t.equal(out[0]!.response.status, 302, 'and goes on to the provider');
});
