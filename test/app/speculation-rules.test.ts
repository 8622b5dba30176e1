/**
 * Speculation rules (server/speculation-rules.ts): named on anonymous pages only, the rule set itself, and a page that
 * needs sign-in declined when a browser asks for it ahead. Chromium following them: test/e2e/speculation-rules.test.ts.
 */
import t from 'tap';
import { TestBrowser } from '../helpers/auth-browser.ts';
import { buildTestPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const PAGE = '/prispevek-na-bydleni';

interface Rules {
  prefetch: { source: string; eagerness: string; where: { and: ({ href_matches: string } | { not: { href_matches?: string | string[]; selector_matches?: string[] } })[] } }[];
}

t.test('an anonymous page names the rule set; a signed-in visitor’s page does not', async (t) => {
  const { app, config } = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT });
  const b = new TestBrowser(app, config.publicUrl);
  const anonymous = await b.request(PAGE);
  t.equal(anonymous.status, 200);
  t.equal(anonymous.headers.get('speculation-rules'), '"/speculation-rules.json"');
  const notFound = await b.request('/no-such-page');
  t.equal(notFound.status, 404);
  t.equal(notFound.headers.get('speculation-rules'), '"/speculation-rules.json"', 'the 404 page’s links too');
  t.equal((await b.request(`${PAGE}/_payload.json`)).headers.get('speculation-rules'), null, 'not on the page data');

  await b.signIn('/dev/protected', 'demo');
  const signedIn = await b.request(PAGE);
  t.equal(signedIn.status, 200);
  t.match(signedIn.headers.get('cache-control'), /private/);
  t.equal(signedIn.headers.get('speculation-rules'), null, 'nothing fetched ahead for a signed-in visitor');
});

t.test('the rule set: the portal’s pages on hover, not its own routes, pages behind sign-in, files or links left alone', async (t) => {
  const { app } = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT, env: { AUTH_INCLUDE: '/klientska-zona*,/zadost-(vzor)' } });
  const res = await app.inject({ url: '/speculation-rules.json' });
  t.equal(res.statusCode, 200);
  t.equal(String(res.headers['content-type']).split(';')[0], 'application/speculationrules+json', 'the type Chromium reads rules of');
  const rules = res.json() as Rules;
  t.equal(rules.prefetch.length, 1);
  const [rule] = rules.prefetch;
  t.equal(rule!.source, 'document');
  t.equal(rule!.eagerness, 'moderate');
  const conditions = rule!.where.and;
  t.same(conditions[0], { href_matches: '/*' });
  const excludedPaths = conditions.flatMap((c) => ('not' in c && Array.isArray(c.not.href_matches) ? c.not.href_matches : []));
  for (const path of ['/auth/*', '/en/auth/*', '/ua/api/*', '/assets/*', '/klientska-zona*', '/en/klientska-zona*', '/zadost-\\(vzor\\)']) t.ok(excludedPaths.includes(path), `${path} excluded`);
  t.notOk(excludedPaths.some((path) => path === '/*' || path.startsWith('/prispevek')), 'public pages are not');
  const files = conditions.find((c) => 'not' in c && c.not.href_matches === '/*.([a-zA-Z0-9]{1,8})');
  t.ok(files, 'files (a path with an extension) excluded');
  const selectors = conditions.flatMap((c) => ('not' in c && c.not.selector_matches ? c.not.selector_matches : []));
  t.ok(selectors.includes('html[data-hydrated] a'), 'once hydrated, the client prefetches the page data instead');
  for (const selector of ['a[target]', 'a[download]', 'a[hreflang]']) t.ok(selectors.includes(selector), `${selector} left alone`);
});

t.test('a page behind sign-in asked for ahead: declined, no sign-in started, no cookie', async (t) => {
  const { app, config } = await buildTestPortal(t, { contentDir: SAMPLE_CONTENT });
  const b = new TestBrowser(app, config.publicUrl);
  const ahead = await b.request('/dev/protected?example=profile', { headers: { 'sec-purpose': 'prefetch' } });
  t.equal(ahead.status, 403);
  t.equal(ahead.headers.get('location'), null);
  t.same(ahead.headers.getSetCookie(), []);
  t.equal(ahead.headers.get('cache-control'), 'private, no-store');
  const visit = await b.request('/dev/protected?example=profile');
  t.equal(visit.status, 302, 'the visit itself goes to sign in as before');
});
