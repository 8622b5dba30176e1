/**
 * A portal whose public URL is a loopback address (the demo's `http://localhost:3000`) is also reached by the other
 * loopback names of its port (`127.0.0.1:3000`, `[::1]:3000`). Cookies belong to the name they were set on, and
 * sign-in returns the browser to the public URL's, so a visitor who opened another name would sign in for nothing
 * (the state cookie left behind): such a request is redirected to the public URL first. A public URL that is not
 * loopback (production) adds nothing to a request's way.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export const canonicalOriginPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    const canonical = new URL(opts.publicUrl);
    if (!LOOPBACK.test(canonical.hostname)) return;
    const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
    // A callback, not an async function: no promise and no turn of the microtask queue on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.host === canonical.host) return done();
      const asked = URL.parse(`${request.protocol}://${request.host}`);
      if (!asked || !LOOPBACK.test(asked.hostname) || asked.hostname === canonical.hostname || portOf(asked) !== portOf(canonical)) return done();
      reply.redirect(canonical.origin + request.url, 308);
    });
  },
  { name: 'canonical-origin' },
);
