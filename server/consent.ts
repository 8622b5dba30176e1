/**
 * The cookie consent's POST routes (docs/product.md §4, §13.1), in every language; both set the consent cookie and
 * go back, 303, to the page the form came from (a path of this portal only, shared/safe-redirect.ts).
 * - `/consent`: the bar's form on public, shared-cached pages: same origin only (server/anonymous-post.ts).
 * - `/cookie-settings`: the settings page's form; that page is private and carries a CSRF token, checked here
 *   besides the origin. The page itself is a route of server/pages.ts.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ALL, CONSENT_COOKIE, CONSENT_MAX_AGE_S, CONSENT_PATH, CONSENT_SETTINGS_PATH, consentCookieValue, NONE, type Consent } from '../shared/consent.ts';
import { LOCALES } from '../shared/locales.ts';
import { FORM_BODY_LIMIT, sameOriginOnly, seeOther } from './anonymous-post.ts';
import type { Config } from './config.ts';

/** The form's fields: a button `choice` (all, none, custom); with custom, the switches `statistical`, `marketing`. */
const consentForm = z.object({
  choice: z.enum(['all', 'none', 'custom'], { error: 'choice must be all, none or custom' }),
  statistical: z.literal('on', { error: 'statistical must be on or absent' }).optional(),
  marketing: z.literal('on', { error: 'marketing must be on or absent' }).optional(),
  redirect: z.string().optional(),
});

function consentOfForm(form: z.infer<typeof consentForm>): Consent {
  if (form.choice === 'all') return ALL;
  if (form.choice === 'none') return NONE;
  return { necessary: true, statistical: form.statistical === 'on', marketing: form.marketing === 'on' };
}

export async function consentPlugin(app: FastifyInstance, opts: { config: Config; now?: () => number }): Promise<void> {
  const { config } = opts;
  const now = opts.now ?? Date.now;
  await app.register(formbody);
  const sameOrigin = sameOriginOnly(config.publicUrl);

  async function save(request: FastifyRequest, reply: FastifyReply, fallback: string) {
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
    return seeOther(request, reply, form.data.redirect, fallback, config.publicUrl);
  }

  for (const { prefix } of Object.values(LOCALES)) {
    app.post(`${prefix}${CONSENT_PATH}`, { bodyLimit: FORM_BODY_LIMIT, preValidation: sameOrigin }, (request, reply) => save(request, reply, prefix + '/'));
    app.post(`${prefix}${CONSENT_SETTINGS_PATH}`, { bodyLimit: FORM_BODY_LIMIT, preValidation: [sameOrigin, app.csrfProtection] }, (request, reply) => save(request, reply, prefix + '/'));
  }
}
