/**
 * The portal's nginx site, deploy/nginx.conf.template filled in: the one source of nginx's configuration, for
 * `npm run cluster` (loopback, plain HTTP) and for a production server (TLS, HTTP/2, HSTS; docs/operations.md
 * "Production").
 *
 * `npm run nginx-site -- --server-name portal.example.cz --certificate /etc/ssl/… --key /etc/ssl/… \
 *   --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 > /etc/nginx/conf.d/labour-portal.conf`
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SECURITY_HEADERS } from '../server/answer-headers.ts';

/** Where Debian's nginx keeps what a site makes, owned by the user its workers run as (www-data). */
const DEBIAN_CACHE_DIR = '/var/cache/nginx/labour-portal';
const DEBIAN_ACCESS_LOG = '/var/log/nginx/labour-portal.access.log';
/** Browsers keep to HTTPS for two years, subdomains included: the ministry's names are served over HTTPS only. */
const HSTS = 'max-age=63072000; includeSubDomains';

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
    .replace('{{UPSTREAM_SERVERS}}', options.upstreams.map((upstream) => `  server ${upstream} max_fails=0;`).join('\n'))
    .replaceAll('{{OWN_ANSWER_HEADERS}}', ownAnswerHeaders(!('loopbackPort' in options.listen), '    '))
    .replace('{{CACHE_DIR}}', options.cacheDir ?? DEBIAN_CACHE_DIR)
    .replace('{{ACCESS_LOG}}', options.accessLog ?? DEBIAN_ACCESS_LOG)
    .replace('{{LISTEN}}', listen)
    .replace('{{HTTP_REDIRECT}}', redirect);
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      'server-name': { type: 'string' },
      certificate: { type: 'string' },
      key: { type: 'string' },
      upstream: { type: 'string', multiple: true },
    },
  });
  const missing = ['server-name', 'certificate', 'key', 'upstream'].filter((name) => !values[name as keyof typeof values]);
  if (missing.length) {
    console.error(`nginx-site needs ${missing.map((name) => `--${name}`).join(', ')} (docs/operations.md "Production").`);
    process.exit(1);
  }
  process.stdout.write(await nginxSite({ upstreams: values.upstream!, listen: { serverName: values['server-name']!, certificate: values.certificate!, key: values.key! } }));
}
