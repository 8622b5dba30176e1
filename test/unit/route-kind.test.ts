/** The route kinds of the metrics and of load shedding: from the route matched, in every language. */
import type { FastifyRequest } from 'fastify';
import t from 'tap';
import { routeKindOf, type RouteKind } from '../../server/route-kind.ts';

const request = (method: string, route: string | undefined, url: string) => ({ method, url, routeOptions: { url: route } }) as unknown as FastifyRequest;

const cases: [method: string, route: string | undefined, url: string, kind: RouteKind][] = [
  ['GET', '/*', '/o-nas', 'page'],
  ['HEAD', '/*', '/en/about-us?x=1', 'page'],
  ['GET', '/*', '/o-nas/_payload.json?abc', 'payload'],
  ['GET', '/ua/error/:status', '/ua/error/404', 'page'],
  ['GET', '/en/dev/*', '/en/dev/Clanek', 'page'],
  ['GET', '/cookie-settings', '/cookie-settings', 'page'],
  ['GET', '/ru/cookie-settings/_payload.json', '/ru/cookie-settings/_payload.json', 'payload'],
  ['POST', '/*', '/o-nas', 'other'],
  ['GET', '/assets/*', '/assets/client.js', 'asset'],
  ['GET', '/builds/latest.json', '/builds/latest.json', 'asset'],
  ['GET', '/cms/documents/*', '/cms/documents/1/a.pdf', 'asset'],
  ['GET', '/_ipx/*', '/_ipx/w_100/cms/documents/1/a.png', 'image'],
  ['GET', '/api/search', '/api/search?q=x', 'api'],
  ['POST', '/api/client-errors', '/api/client-errors', 'api'],
  ['GET', '/auth/login', '/auth/login', 'auth'],
  ['GET', '/en/auth/callback', '/en/auth/callback?redirect=/en', 'auth'],
  ['POST', '/ua/dev/login', '/ua/dev/login', 'auth'],
  ['GET', '/security-provider/*', '/security-provider/auth/cas/callback', 'auth'],
  ['GET', '/healthz', '/healthz', 'health'],
  ['GET', '/readyz', '/readyz', 'health'],
  ['GET', '/metrics', '/metrics', 'other'],
  ['GET', '/en/feeds/news.xml', '/en/feeds/news.xml', 'other'],
  ['GET', undefined, '/anything', 'other'],
];

for (const [method, route, url, kind] of cases) {
  t.equal(routeKindOf(request(method, route, url)), kind, `${method} ${url} (route ${route}): ${kind}`);
}
