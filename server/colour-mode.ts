/**
 * The colour-mode switch's POST route (docs/product.md §4, §13.2), in every language: the switch is a form on public
 * pages, so the rule of anonymous POSTs holds (same origin, server/anonymous-post.ts); the answer sets the
 * preference cookie for a year and goes back, 303, to the page. With JavaScript the switch writes the same cookie
 * itself (ui/colour-mode.ts) and nothing is posted.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { COLOUR_MODE_COOKIE, COLOUR_MODE_MAX_AGE_S, COLOUR_MODE_PATH, isColourPreference } from '../shared/colour-mode.ts';
import { LOCALES } from '../shared/locales.ts';
import { FORM_BODY_LIMIT, sameOriginOnly, seeOther } from './anonymous-post.ts';
import type { Config } from './config.ts';

export async function colourModePlugin(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  const { config } = opts;
  await app.register(formbody);
  for (const { prefix } of Object.values(LOCALES)) {
    app.post<{ Body: Record<string, unknown> | undefined }>(`${prefix}${COLOUR_MODE_PATH}`, { bodyLimit: FORM_BODY_LIMIT, preValidation: sameOriginOnly(config.publicUrl) }, async (request, reply) => {
      const mode = request.body?.mode;
      if (!isColourPreference(mode)) {
        return reply.code(400).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Bad colour mode: mode must be system, light or dark');
      }
      reply.setCookie(COLOUR_MODE_COOKIE, mode, {
        path: '/',
        maxAge: COLOUR_MODE_MAX_AGE_S,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        httpOnly: false, // the switch writes it too, without a reload
      });
      return seeOther(request, reply, request.body?.redirect, prefix + '/', config.publicUrl);
    });
  }
}
