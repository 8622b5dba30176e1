/**
 * The per-visitor part of a page (shared/page.ts Visitor), read from the request on every request and never
 * remembered. Sign-in fills in the user (issue: CAS sign-in); until then every visitor is anonymous.
 */
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS, type Visitor } from '../shared/page.ts';

export function visitorOf(_request: FastifyRequest): Visitor {
  return ANONYMOUS;
}
