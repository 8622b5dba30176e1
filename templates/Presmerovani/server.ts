import { z } from 'zod';
import { isPortalPath } from '../../shared/urls.ts';
import { defineTemplate } from '../module.ts';
import { link } from '../schema.ts';
import RedirectInterstitial, { type RedirectData } from './Presmerovani.tsx';

export const schema = z.object({
  target: link().refine((target) => isPortalPath(target.url) || /^https?:\/\//i.test(target.url), 'not a page address').describe('Where the redirect leads: a portal path (as a browser reads it) answers 301 to it, an absolute URL shows the interstitial with the link. A target with a control character never fits (templates/schema.ts safeUrl).'),
}).meta({ description: 'A redirect: nothing links to it; visitors arrive at its friendly URL.' });

export const Presmerovani = defineTemplate<RedirectData>({
  key: 'Presmerovani',
  // It answers with another page, or leads off the portal: nothing of its own to find.
  listing: 'none',
  Component: RedirectInterstitial,
  schema,
  answer: (content) => (isPortalPath(content.data.target.url) ? { kind: 'redirect', location: content.data.target.url } : undefined),
  // A stop on the way out is nothing for search engines to list.
  meta: () => ({ robots: 'noindex' }),
});
