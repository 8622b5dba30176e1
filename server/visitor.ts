/**
 * The per-visitor part of a page (shared/page.ts Visitor), read from the request on every request and never
 * remembered: the signed-in user of the security context (server/session.ts), and a CSRF token for a page
 * that holds a form changing state, with that form as the server refused it when it was posted.
 */
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS, type FormState, type Visitor } from '../shared/page.ts';

export function visitorOf(request: FastifyRequest, csrfToken?: string, form?: FormState): Visitor {
  const user = request.auth?.user;
  if (!user && csrfToken === undefined) return ANONYMOUS;
  return { user: user ? { login: user.login, name: user.name, email: user.email } : null, ...(csrfToken === undefined ? {} : { csrfToken }), ...(form ? { form } : {}) };
}
