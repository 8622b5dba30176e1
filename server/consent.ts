/**
 * The cookie consent's POST route (SPEC.md §4, issue 12), in every language: the bar's and the settings' form
 * posts here without JavaScript; the answer sets the consent cookie and goes back, 303, to the page the form
 * came from (a path of this portal only, shared/safe-redirect.ts).
 *
 * CSRF: the bar sits on public, shared-cached pages, so it cannot carry a per-visitor token (a token would make
 * every first visit private). DESIGN.md: "Anonymous POSTs (consent, feedback) check `Origin`/`Sec-Fetch-Site`;
 * signed-in forms carry a CSRF token". Every browser sends `Origin` on a form POST, so one that is missing or
 * foreign is refused (403).
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, CONSENT_PATH, consentCookieValue, consentForm, consentOfForm } from '../shared/consent.ts';
import { LOCALES } from '../shared/locales.ts';
import { safeReturnPath } from '../shared/safe-redirect.ts';
import type { Config } from './config.ts';

/** Whether the POST comes from a page of this portal (Fetch Metadata, else the `Origin` header). */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && (origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`);
}

export async function consentPlugin(app: FastifyInstance, opts: { config: Config; now?: () => number }): Promise<void> {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  await app.register(formbody);

  async function sameOrigin(request: FastifyRequest, reply: FastifyReply) {
    if (!isSameOrigin(request, config.publicUrl)) {
      request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'consent POST refused: not same-origin');
      return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Forbidden: the form must be sent from this portal.');
    }
  }

  for (const { prefix } of Object.values(LOCALES)) {
    app.post(`${prefix}${CONSENT_PATH}`, { preValidation: sameOrigin }, async (request, reply) => {
      const form = consentForm.safeParse(request.body ?? {});
      if (!form.success) {
        return reply.code(400).header('cache-control', 'no-store').type('text/plain; charset=utf-8')
          .send(`Bad consent form: ${z.prettifyError(form.error)}`);
      }
      reply.setCookie(CONSENT_COOKIE, consentCookieValue(consentOfForm(form.data), new Date(now())), {
        path: '/',
        maxAge: CONSENT_MAX_AGE_S,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        httpOnly: false, // the client API reads it (window.portalConsent)
      });
      return reply.header('cache-control', 'no-store').redirect(safeReturnPath(form.data.redirect ?? prefix + '/'), 303);
    });
  }
}
