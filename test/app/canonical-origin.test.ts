/**
 * A portal whose public URL is a loopback address answers its other loopback names with a redirect to it, so a
 * sign-in begun there ends on the name its cookies belong to (server/canonical-origin.ts); other portals do not.
 */
import t from 'tap';
import { buildPortal } from '../helpers/portal.ts';

t.test('another loopback name of the same port is redirected to the public URL, path and query kept', async (t) => {
  const app = await buildPortal(t, { env: { PUBLIC_URL: 'http://localhost:4321' } });
  for (const host of ['127.0.0.1:4321', '[::1]:4321', '127.0.0.2:4321']) {
    const res = await app.inject({ url: '/o-nas?x=1', headers: { host } });
    t.equal(res.statusCode, 308, host);
    t.equal(res.headers.location, 'http://localhost:4321/o-nas?x=1', host);
    t.ok(res.headers['x-request-id'], 'an answer like any other');
  }
  const signIn = await app.inject({ url: '/auth/login?redirect=%2Fo-nas', headers: { host: '127.0.0.1:4321' } });
  t.equal(signIn.headers.location, 'http://localhost:4321/auth/login?redirect=%2Fo-nas', 'before sign-in begins');
  t.equal((await app.inject({ url: '/o-nas', headers: { host: 'localhost:4321' } })).statusCode, 200, 'the public URL itself');
  t.equal((await app.inject({ url: '/o-nas', headers: { host: '127.0.0.1:9999' } })).statusCode, 200, 'another port is another thing');
  t.equal((await app.inject({ url: '/o-nas', headers: { host: 'portal.example' } })).statusCode, 200, 'a name that is not loopback');
});

t.test('a public URL that is not loopback: no name is redirected', async (t) => {
  const app = await buildPortal(t, { env: { PUBLIC_URL: 'https://portal.example' } });
  for (const host of ['127.0.0.1:443', 'localhost', 'portal.example']) t.equal((await app.inject({ url: '/o-nas', headers: { host } })).statusCode, 200, host);
});
