/**
 * `/security-provider/*` proxied as it is to the security provider (@fastify/http-proxy): the provider's public
 * URL is the portal's, so its cookies live on the portal's origin and the browser never needs another one.
 * What the proxy takes out: hop-by-hop headers both ways; forwarding and identity headers a client sent
 * (only a proxy in front of the portal may say who or where a client is); the portal's own cookies. Paths stay
 * inside the prefix: only plain segments pass (no dot segments, percent-escapes or empty segments; the plugin
 * refuses dot segments itself too); a body is read up to `PROVIDER_BODY_LIMIT` (413 past it) before anything is
 * sent; every call has a timeout and is never retried; a provider that fails answers the error screen (sign-in
 * unavailable) at once. A step of the sign-in a browser visits (the CAS login, callback, logout, clean-up) that the
 * provider refuses (an interrupted or expired sign-in) or fails ends on the portal's error screen in the visitor's
 * language, never on the provider's JSON.
 */
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import { AUTH_REDIRECT_COOKIE, AuthPaths, withParam } from '../shared/auth.ts';
import { LOCALE_COOKIE, localizePath } from '../shared/locales.ts';
import { PROVIDER_PREFIX, ProviderPaths } from '../shared/security-provider.ts';
import { Errors } from './errors.ts';
import { CSRF_COOKIE, HOST_CSRF_COOKIE } from './password-login.ts';
import { detectLocale } from './locale.ts';
import { pageNotFound } from './request-context.ts';
import { SESSION_COOKIE } from './session/cookie.ts';

export interface ProviderProxyOptions {
  /** SECURITY_PROVIDER_URL: its paths carry the prefix too. */
  providerUrl: string;
  timeoutMs: number;
}

type Headers = IncomingHttpHeaders | Http2IncomingHttpHeaders;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** Who and where a client is: only the portal's own proxies may say; a client that does is not believed. */
const FORWARDING_OR_IDENTITY =
  /^(?:forwarded|via|x-forwarded-.+|x-real-ip|x-client-ip|true-client-ip|cf-connecting-ip|x-cluster-client-ip|x-original-(?:url|host|forwarded-for)|remote-user|x-remote-(?:user|addr)|x-(?:auth|authenticated|user)(?:-.+)?)$/;
/** The portal's cookies are the portal's business: the provider gets every other cookie, its own among them. */
const PORTAL_COOKIES = new Set([SESSION_COOKIE, AUTH_REDIRECT_COOKIE, LOCALE_COOKIE, CSRF_COOKIE, HOST_CSRF_COOKIE]);

/** The provider's calls carry a few small fields (a username and password, a token): far less than this. */
export const PROVIDER_BODY_LIMIT = 64 * 1024;

/** The provider's paths are plain words: anything else after the prefix could be read as another path upstream. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)*\/?$/;

/** The provider's paths a browser is sent to (not called by scripts): their failures are pages for a person. */
const BROWSER_STEPS = new Set<string>([ProviderPaths.casLogin, ProviderPaths.casCallback, ProviderPaths.casLogout, ProviderPaths.casCleanup]);

export function isPlainProviderPath(url: string): boolean {
  return PLAIN_PATH.test(url.split('?', 1)[0]!.slice(PROVIDER_PREFIX.length));
}

/**
 * The provider's paths no visitor reaches through the portal: creating an account is a call of the portal's own (the
 * provider client, server to server) and the portal offers none, so passing it on would let anyone make accounts.
 */
const REFUSED_TO_BROWSERS = new Set<string>([ProviderPaths.signUp]);

function isRefusedToBrowsers(url: string): boolean {
  return REFUSED_TO_BROWSERS.has(url.split('?', 1)[0]!.replace(/\/+$/, ''));
}

/** The headers without hop-by-hop ones, those the `Connection` header names included. */
function withoutHopByHop(headers: Headers): Record<string, Headers[string]> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const kept: Record<string, Headers[string]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!HOP_BY_HOP.has(lower) && !named.includes(lower)) kept[lower] = value;
  }
  return kept;
}

/** What the provider is sent of a visitor's request headers. */
export function requestHeadersForProvider(headers: Headers): Headers {
  const kept = withoutHopByHop(headers);
  for (const name of Object.keys(kept)) if (FORWARDING_OR_IDENTITY.test(name)) delete kept[name];
  const cookie = String(kept.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !PORTAL_COOKIES.has(pair.split('=', 1)[0]!.trim()))
    .join('; ');
  if (cookie) kept.cookie = cookie;
  else delete kept.cookie;
  return kept as Headers;
}

export async function providerProxyPlugin(app: FastifyInstance, opts: ProviderProxyOptions): Promise<void> {
  // Any body, of any type, read whole within the limit (Fastify answers 413 past it, by Content-Length or as it
  // arrives) and passed on byte for byte: the plugin's own parsers would stream a body of any size to the provider.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROVIDER_BODY_LIMIT }, (_request, body, done) => done(null, Readable.from([body], { objectMode: false })));
  await app.register(httpProxy, {
    upstream: opts.providerUrl,
    prefix: PROVIDER_PREFIX,
    rewritePrefix: PROVIDER_PREFIX,
    // The provider's Location headers are its business (they already name the portal's public URL).
    internalRewriteLocationHeader: false,
    // Given, so the plugin adds no content-type parsers of its own (the ones above stand).
    preValidation: (request, _reply, done) => {
      done(isPlainProviderPath(request.url) && !isRefusedToBrowsers(request.url) ? undefined : pageNotFound(request));
    },
    undici: { connect: { timeout: opts.timeoutMs }, headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs },
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => requestHeadersForProvider(headers),
      rewriteHeaders: (headers) => withoutHopByHop(headers) as Headers,
      // Sign-in calls are not to be repeated, and a visitor waits for none of them twice.
      retryDelay: () => null,
      onResponse: (request, reply, res) => {
        if (res.statusCode < 400 || !BROWSER_STEPS.has(request.url.split('?', 1)[0]!)) return reply.send(res.stream);
        res.stream.resume();
        request.log.info({ status: res.statusCode, path: request.url.split('?', 1)[0] }, 'the provider refused a step of the sign-in');
        // The provider's URL carries no language: the visitor's remembered choice, else the browser's.
        const failed = localizePath(detectLocale(request), AuthPaths.failed);
        for (const name of Object.keys(reply.getHeaders())) if (name !== 'set-cookie') reply.removeHeader(name);
        return reply.header('cache-control', 'no-store').redirect(res.statusCode >= 500 ? withParam(failed, 'reason', 'unavailable') : failed, 302);
      },
      onError: (reply, { error }) => {
        reply.send(new Errors.AUTH_PROVIDER_UNAVAILABLE(error.message, { cause: error }));
      },
    },
  });
}
