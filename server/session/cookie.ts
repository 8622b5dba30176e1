/** The portal's session cookie: while a visitor carries it, nothing they are answered goes into a shared cache (nginx's reading of it: deploy/nginx-site.ts). */
export const SESSION_COOKIE = 'portal_session';
