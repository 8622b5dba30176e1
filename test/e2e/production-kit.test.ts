/**
 * The production kit (deploy/, docs/operations.md "Production"), each part checked by its own tool: the systemd units
 * by `systemd-analyze verify` and `systemd-sysusers --dry-run`, the Prometheus configuration and alert rules by
 * `promtool` (their firing by `promtool test rules`), the Grafana dashboard's queries by `promtool` too, and the nginx
 * site with TLS by `nginx -t` and then by serving a real portal over HTTP/2 with a self-signed certificate.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { NGINX, startNginx, writeNginxConfig } from '../../deploy/cluster.ts';
import { nginxSite } from '../../deploy/nginx-site.ts';
import { serveRuntime, stop } from '../../deploy/processes.ts';
import { freePort } from '../helpers/ports.ts';
import { buildPortal } from '../helpers/portal.ts';
import { SECURITY_HEADERS } from '../../server/answer-headers.ts';

const run = promisify(execFile);
/** The portal's security headers, by name. */
const SECURITY = new Map(Array.from({ length: SECURITY_HEADERS.length / 2 }, (_, i) => [SECURITY_HEADERS[2 * i]!, SECURITY_HEADERS[2 * i + 1]!]));
/** A tool's whole output and its status, whether it succeeded or not. */
async function tool(program: string, args: string[], cwd?: string): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await run(program, args, { cwd });
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const work = await mkdtemp(path.join(tmpdir(), 'portal-kit-'));
t.teardown(() => rm(work, { recursive: true, force: true }));

t.test('systemd: the portal@ template and its user pass their own checks', async (t) => {
  const unit = await tool('systemd-analyze', ['verify', './portal@3001.service'], 'deploy/systemd');
  t.same(unit, { status: 0, output: '' }, 'systemd-analyze verify portal@3001.service: nothing to say');
  const text = await readFile('deploy/systemd/portal@.service', 'utf8');
  for (const line of ['Restart=always', 'NoNewPrivileges=yes', 'ProtectSystem=strict', 'User=labour-portal', 'Environment=PORT=%i METRICS_PORT=1%i', 'Environment=IMAGE_CACHE_DIR=/var/cache/labour-portal/images']) {
    t.match(text, new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'), line);
  }
  const users = await tool('systemd-sysusers', ['--dry-run', path.resolve('deploy/systemd/labour-portal.conf')]);
  t.equal(users.status, 0);
  t.match(users.output, /Creating user 'labour-portal'/);
  t.notMatch(users.output, /ignoring|Unknown|Failed/);
});

t.test('the unit runs node as `npm run serve` does (environment, V8 flags, script)', async (t) => {
  const text = await readFile('deploy/systemd/portal@.service', 'utf8');
  const { scriptEnv, nodeFlags, script } = serveRuntime('.');
  const execStart = /^ExecStart=(\S+) (.*)$/m.exec(text)!;
  t.same(execStart[2]!.split(' '), [...nodeFlags, script]);
  const environment = Object.fromEntries([...text.matchAll(/^Environment=(.*)$/gm)].flatMap((line) => line[1]!.split(' ').map((pair) => pair.split('=') as [string, string])));
  t.match(environment, scriptEnv, `the serve script's environment (${JSON.stringify(scriptEnv)})`);
});

t.test('Prometheus: the configuration and the alert rules are valid, and the alerts fire when they should', async (t) => {
  const config = await tool('promtool', ['check', 'config', 'prometheus.yml'], 'deploy/prometheus');
  t.equal(config.status, 0, config.output);
  t.match(config.output, /SUCCESS: prometheus\.yml is valid/);
  const rules = await tool('promtool', ['check', 'rules', 'labour-portal.rules.yml'], 'deploy/prometheus');
  t.equal(rules.status, 0, rules.output);
  const text = await readFile('deploy/prometheus/labour-portal.rules.yml', 'utf8');
  for (const alert of ['PortalProcessDown', 'PortalUnavailable', 'PortalServerErrors', 'PortalSlowPages', 'PortalServingStale', 'PortalEventLoopLag', 'PortalMemoryHigh']) {
    t.match(text, `alert: ${alert}`, alert);
  }
  const tests = await tool('promtool', ['test', 'rules', 'labour-portal.rules.test.yml'], 'deploy/prometheus');
  t.equal(tests.status, 0, tests.output);
  t.match(tests.output, /SUCCESS/);
});

t.test("Grafana: the dashboard is JSON, and every query of it is valid PromQL over the portal's metrics", async (t) => {
  const dashboard = JSON.parse(await readFile('deploy/grafana/labour-portal.json', 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
  const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));
  for (const metric of [
    'up{', 'status_code=~"5.."}[5m])) or vector(0)', 'histogram_quantile(0.99', 'outcome="stale"', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes',
    'portal_search_duration_seconds', 'portal_cms_circuit_state', 'portal_shed_total', 'labour_portal_build_info', 'portal_search_failing_queries',
  ]) {
    t.ok(expressions.some((expr) => expr.includes(metric)), `a panel shows ${metric}`);
  }
  // promtool parses PromQL only inside rules: each query becomes a recording rule of a file made for the check.
  const file = path.join(work, 'dashboard.rules.yml');
  const records = expressions.map((expr, index) => `      - record: dashboard:query${index}\n        expr: ${JSON.stringify(expr)}`);
  await writeFile(file, `groups:\n  - name: dashboard\n    rules:\n${records.join('\n')}\n`);
  const check = await tool('promtool', ['check', 'rules', file]);
  t.equal(check.status, 0, check.output);
  t.match(check.output, `SUCCESS: ${expressions.length} rules found`);
});

t.test('nginx: the production site with TLS passes `nginx -t` and serves the portal over HTTP/2 with HSTS', async (t) => {
  const prefix = path.join(work, 'nginx');
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  const certificate = path.join(prefix, 'portal.crt');
  const key = path.join(prefix, 'portal.key');
  const selfSigned = await tool('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', certificate]);
  t.equal(selfSigned.status, 0, 'a self-signed certificate');

  const portal = await buildPortal(t, { env: { DATA_DIR: t.testdir(), TRUST_PROXY: '127.0.0.1' } });
  await portal.listen({ host: '127.0.0.1', port: 0 });
  const upstream = `127.0.0.1:${(portal.server.address() as { port: number }).port}`;
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const site = await nginxSite({
    upstreams: [upstream],
    cacheDir: path.join(prefix, 'cache'),
    accessLog: path.join(prefix, 'logs', 'access.log'),
    listen: { serverName: 'localhost', certificate, key, httpsPort, httpPort, address: '127.0.0.1' },
  });
  t.match(site, /listen 127\.0\.0\.1:\d+ ssl http2;/);
  const config = await writeNginxConfig(prefix, path.join(prefix, 'logs'), site);

  const test = await tool(NGINX, ['-t', '-p', prefix, '-c', config, '-e', 'stderr']);
  t.equal(test.status, 0, test.output);
  t.match(test.output, /syntax is ok/);
  t.match(test.output, /test is successful/);
  t.notMatch(test.output, /\[(warn|emerg|alert|crit|error)\]/, 'clean: no warning');

  const nginx = await startNginx(prefix, config);
  t.teardown(() => stop(nginx));
  // Listening once its plain-HTTP server answers (with its redirect).
  for (let tries = 0; tries < 100 && (await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' }).then((answer) => answer.status, () => 0)) !== 301; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const session = connect(`https://localhost:${httpsPort}`, { ca: await readFile(certificate), lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]) });
  t.teardown(() => session.close());
  const get = (pathname: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const stream = session.request({ ':path': pathname, 'accept-language': 'cs' });
      let headers: Record<string, string | string[] | undefined> = {};
      let body = '';
      stream.on('response', (received) => (headers = received));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ headers, body }));
      stream.on('error', reject);
    });
  const home = await get('/');
  t.equal(home.headers[':status'], 200, 'the portal answers through nginx');
  t.equal(session.alpnProtocol, 'h2', 'over HTTP/2');
  t.equal(home.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains', 'HSTS once, nginx’s');
  t.match(home.body, '</html>');
  const metrics = await get('/metrics');
  t.equal(metrics.headers[':status'], 404, '/metrics is not served here');
  t.equal(metrics.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains', 'nginx’s own answers carry HSTS too');
  // A person's answers to the benefits guide (`a.<question>`) are never in nginx's log, as they are not in the portal's.
  await get('/co-muzete-dostat?benefit=birthGrant&a.income=25000&a.adults=2&step=result');
  let logged: string[] = [];
  // nginx writes its log buffer once a second.
  for (let tries = 0; tries < 30 && !logged.some((uri) => uri.startsWith('/co-muzete-dostat')); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    logged = (await readFile(path.join(prefix, 'logs', 'access.log'), 'utf8')).trim().split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { uri: string }).uri);
  }
  t.same(logged.filter((uri) => uri.startsWith('/co-muzete-dostat')), ['/co-muzete-dostat?[answers redacted]'], 'the answers left out of nginx’s log');

  t.equal(home.headers.server, 'nginx', 'nginx names no version');
  t.equal(home.headers['permissions-policy'], SECURITY.get('permissions-policy'), 'the portal’s answers pass with its Permissions-Policy');
  checkOwnAnswer(metrics.headers, '/metrics');

  const redirect = await new Promise<{ status?: number; location?: string; headers: Record<string, unknown> }>((resolve, reject) => {
    request(`http://127.0.0.1:${httpPort}/o-nas?x=1`, { headers: { host: 'localhost' } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode, location: response.headers.location, headers: response.headers });
    }).on('error', reject).end();
  });
  t.same({ status: redirect.status, location: redirect.location }, { status: 301, location: `https://localhost:${httpsPort}/o-nas?x=1` }, 'plain HTTP is sent to HTTPS');
  t.equal(redirect.headers.server, 'nginx', 'the redirect names no version either');
  checkOwnAnswer(redirect.headers, 'the redirect to HTTPS');
  t.equal(redirect.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP, where browsers ignore it');

  // The portal gone: nginx's own answer is a 503 the browser may repeat, not a bare 502.
  await portal.close();
  const unavailable = await get('/kontakty?uncached=1');
  t.equal(unavailable.headers[':status'], 503);
  t.equal(unavailable.headers['retry-after'], '5');
  t.match(unavailable.body, 'Služba je dočasně nedostupná');
  checkOwnAnswer(unavailable.headers, 'nginx’s 503');
  t.equal(unavailable.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains', 'and HSTS');

  /** nginx's own answer carries the portal's security headers, each once (HSTS nginx's own, over HTTPS only). */
  function checkOwnAnswer(headers: Record<string, unknown>, what: string) {
    for (const [name, value] of SECURITY) if (name !== 'strict-transport-security') t.equal(headers[name], value, `${what}: ${name}`);
  }
});
