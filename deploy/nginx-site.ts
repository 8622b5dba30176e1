/**
 * The portal's nginx site, deploy/nginx.conf.template filled in: the one source of nginx's configuration, for
 * `npm run cluster` (loopback, plain HTTP) and for a production server (TLS, HTTP/2, HSTS; docs/operations.md
 * "Production").
 *
 * `npm run nginx-site -- --server-name portal.example.cz --certificate /etc/ssl/… --key /etc/ssl/… \
 *   --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 > /etc/nginx/conf.d/labour-portal.conf`
 * (ports, the address and nginx's paths as options too; `USAGE` below). Built into `dist/deploy/` with the template
 * beside it, so it runs from a production install (no tsx).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SECURITY_HEADERS } from '../server/answer-headers.ts';
import { COLOUR_MODE_COOKIE, COLOUR_PREFERENCES, DEFAULT_COLOUR_PREFERENCE } from '../shared/colour-mode.ts';
import { CONSENT_COOKIE, CONSENT_VALUE_PATTERN } from '../shared/consent.ts';
import { isCommand } from '../server/command.ts';
import { SESSION_COOKIE } from '../server/session/cookie.ts';

/** Where Debian's nginx keeps what a site makes, owned by the user its workers run as (www-data). */
const DEBIAN_CACHE_DIR = '/var/cache/nginx/labour-portal';
const DEBIAN_ACCESS_LOG = '/var/log/nginx/labour-portal.access.log';
/** Browsers keep to HTTPS for two years, subdomains included: the ministry's names are served over HTTPS only. */
const HSTS = 'max-age=63072000; includeSubDomains';
/**
 * Connections nginx may have open to one portal process at once, all kept open between requests. A process refuses
 * what it cannot render soon (server/render-gate.ts) only among the requests it has read, and it accepts one new
 * connection a turn of its event loop: a request on a connection not yet accepted waits unseen in the kernel's
 * accept queue, for seconds under load. So nginx keeps to this many connections a process, reused rather than made
 * anew, and answers beyond them at once itself (its 503 with `Retry-After`, `@unavailable`). Below the render line's
 * room (16 renders and 256 waiting by default), far above what a process has in flight when it keeps up.
 */
export const CONNECTIONS_PER_PROCESS = 128;

export interface Tls {
  serverName: string;
  certificate: string;
  key: string;
  /** Where HTTPS is served (443) and plain HTTP redirected from (80). */
  httpsPort?: number;
  httpPort?: number;
  /** One address to listen on; by default every IPv4 and IPv6 address. */
  address?: string;
}

export interface SiteOptions {
  /** The portal processes, `host:port` each. */
  upstreams: string[];
  cacheDir?: string;
  accessLog?: string;
  /** Plain HTTP on loopback at this port (the cluster), or a production server's TLS. */
  listen: { loopbackPort: number } | Tls;
}

/**
 * The headers of nginx's own answers (its 503, the redirect to HTTPS, its 404 of /metrics): the portal's security
 * headers, HSTS with TLS. A location that adds headers of its own inherits none of the server's, so it names them.
 */
function ownAnswerHeaders(tls: boolean, indent: string): string {
  const lines: string[] = [];
  const add = (name: string, value: string) => lines.push(`${indent}add_header ${name} "${value.replaceAll('"', '\\"')}" always;`);
  for (let i = 0; i < SECURITY_HEADERS.length; i += 2) if (SECURITY_HEADERS[i] !== 'strict-transport-security') add(SECURITY_HEADERS[i]!, SECURITY_HEADERS[i + 1]!);
  if (tls) add('strict-transport-security', HSTS);
  return lines.join('\n');
}

function tlsServer(tls: Tls): { listen: string; redirect: string } {
  const https = tls.httpsPort ?? 443;
  const http = tls.httpPort ?? 80;
  const on = (port: number, flags: string) => (tls.address ? [`${tls.address}:${port}`] : [`${port}`, `[::]:${port}`]).map((where) => `  listen ${where}${flags};`).join('\n');
  const listen = [
    on(https, ' ssl http2'),
    `  server_name ${tls.serverName};`,
    `  ssl_certificate ${tls.certificate};`,
    `  ssl_certificate_key ${tls.key};`,
    // Mozilla's "intermediate" settings: TLS 1.2 and 1.3, no session tickets (their keys never rotate in nginx).
    '  ssl_protocols TLSv1.2 TLSv1.3;',
    '  ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
    '  ssl_prefer_server_ciphers off;',
    '  ssl_session_cache shared:portal_tls:10m;',
    '  ssl_session_timeout 1d;',
    '  ssl_session_tickets off;',
    // nginx's own answers (its 503, the redirect) carry it too; the portal's copy is replaced, not doubled.
    '  proxy_hide_header Strict-Transport-Security;',
    `  add_header Strict-Transport-Security "${HSTS}" always;`,
  ].join('\n');
  const port = https === 443 ? '' : `:${https}`;
  const redirect = ['server {', on(http, ''), `  server_name ${tls.serverName};`, '  server_tokens off;', ownAnswerHeaders(false, '  '), `  return 301 https://$host${port}$request_uri;`, '}'].join('\n');
  return { listen, redirect };
}

export async function nginxSite(options: SiteOptions): Promise<string> {
  const template = await readFile(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8');
  const { listen, redirect } = 'loopbackPort' in options.listen ? { listen: `  listen 127.0.0.1:${options.listen.loopbackPort};`, redirect: '' } : tlsServer(options.listen);
  return template
    .replace('{{UPSTREAM_SERVERS}}', options.upstreams.map((upstream) => `  server ${upstream} max_fails=2 fail_timeout=5s max_conns=${CONNECTIONS_PER_PROCESS};`).join('\n'))
    .replace('{{KEEPALIVE}}', String(CONNECTIONS_PER_PROCESS * options.upstreams.length))
    .replaceAll('{{OWN_ANSWER_HEADERS}}', ownAnswerHeaders(!('loopbackPort' in options.listen), '    '))
    .replace('{{CACHE_DIR}}', options.cacheDir ?? DEBIAN_CACHE_DIR)
    .replace('{{ACCESS_LOG}}', options.accessLog ?? DEBIAN_ACCESS_LOG)
    .replace('{{LISTEN}}', listen)
    .replace('{{HTTP_REDIRECT}}', redirect)
    .replace('{{PUBLIC_VARIANT_MAPS}}', publicVariantMaps())
    .replace('{{SESSION_COOKIE}}', SESSION_COOKIE);
}

/** nginx's reading of the cookies a public page varies by (server/visitor.ts), from the portal's own declarations. */
function publicVariantMaps(): string {
  const colourModes = COLOUR_PREFERENCES.filter((mode) => mode !== DEFAULT_COLOUR_PREFERENCE);
  return [
    `map $cookie_${CONSENT_COOKIE} $consent_state {`,
    `  "~${CONSENT_VALUE_PATTERN}" $state;`,
    '  default none;',
    '}',
    `map $cookie_${COLOUR_MODE_COOKIE} $colour_mode {`,
    ...colourModes.map((mode) => `  ${mode} ${mode};`),
    `  default ${DEFAULT_COLOUR_PREFERENCE};`,
    '}',
  ].join('\n');
}

/** The command's options: each one of SiteOptions, by the name an operator types. */
const COMMAND_OPTIONS = {
  'server-name': { type: 'string' },
  certificate: { type: 'string' },
  key: { type: 'string' },
  upstream: { type: 'string', multiple: true },
  'https-port': { type: 'string' },
  'http-port': { type: 'string' },
  address: { type: 'string' },
  'cache-dir': { type: 'string' },
  'access-log': { type: 'string' },
} as const;
const REQUIRED = ['server-name', 'certificate', 'key', 'upstream'] as const;
const USAGE = `npm run nginx-site -- --server-name NAME --certificate FILE --key FILE --upstream HOST:PORT [--upstream …]
  [--https-port 443] [--http-port 80] [--address ADDRESS (default: every IPv4 and IPv6 address)]
  [--cache-dir ${DEBIAN_CACHE_DIR}] [--access-log ${DEBIAN_ACCESS_LOG}]`;

/** The site for the command's arguments, or the problems with them (a line each). */
export async function siteOfArguments(args: string[]): Promise<{ site?: string; problems: string[] }> {
  let values;
  try {
    values = parseArgs({ args, options: COMMAND_OPTIONS }).values;
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
  const problems = REQUIRED.filter((name) => !values[name]).map((name) => `--${name} is needed.`);
  const port = (name: 'https-port' | 'http-port') => {
    const raw = values[name];
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65535) problems.push(`--${name} must be a port from 1 to 65535, got "${raw}".`);
    return Number(raw);
  };
  const httpsPort = port('https-port');
  const httpPort = port('http-port');
  for (const upstream of values.upstream ?? []) if (!/^[\w.:[\]-]+:\d+$/.test(upstream)) problems.push(`--upstream must be HOST:PORT, got "${upstream}".`);
  for (const name of ['certificate', 'key', 'cache-dir', 'access-log'] as const) {
    const file = values[name];
    if (file !== undefined && !path.isAbsolute(file)) problems.push(`--${name} must be an absolute path (nginx reads it from its own directory), got "${file}".`);
  }
  if (problems.length) return { problems };
  const site = await nginxSite({
    upstreams: values.upstream!,
    cacheDir: values['cache-dir'],
    accessLog: values['access-log'],
    listen: { serverName: values['server-name']!, certificate: values.certificate!, key: values.key!, httpsPort, httpPort, address: values.address },
  });
  return { site, problems };
}

if (isCommand(import.meta.url, 'npm run nginx-site')) {
  const { site, problems } = await siteOfArguments(process.argv.slice(2));
  if (site === undefined) {
    for (const problem of problems) console.error(`nginx-site: ${problem}`);
    console.error(`Usage: ${USAGE}\n(docs/operations.md "Production", step 7)`);
    process.exit(1);
  }
  process.stdout.write(site);
}
