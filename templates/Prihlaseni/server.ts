import { z } from 'zod';
import { safeReturnPath } from '../../shared/safe-redirect.ts';
import { pageSchema } from '../Default/server.ts';
import type { PageData } from '../Default/Default.tsx';
import { defineTemplate } from '../module.ts';
import PrihlaseniPage, { type LoginForm } from './Prihlaseni.tsx';

// What the form's handler sends back with a 303 (server/password-login.ts); anything else is no reason to refuse the form.
const query = z.object({
  error: z.enum(['credentials', 'unavailable']).optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
});
type Query = z.infer<typeof query>;

/** For guests only; private, as it holds the visitor's CSRF token. */
export const Prihlaseni = defineTemplate<PageData, Query, LoginForm>({
  key: 'Prihlaseni',
  Component: PrihlaseniPage,
  schema: pageSchema,
  query,
  load: async ({ query }) => ({ error: query.error, redirect: query.redirect === undefined ? undefined : safeReturnPath(query.redirect) }),
  auth: 'guests-only',
  cache: { kind: 'private' },
  csrf: true,
  noSamplePage:
    "the testers' sign-in form at /dev/login, a /dev preview (templates/previews.ts) that no content of the portal uses; test/app/previews.test.ts renders it in every language",
});
