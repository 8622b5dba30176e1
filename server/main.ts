/**
 * The portal process (started by server/start.ts): reads the configuration; in the demo (`DEMO=true`, which
 * `npm start` sets and says on its first line) starts the embedded content service and the sign-in stand-ins for
 * whichever service has no URL; listens; says "portal ready at …" once `/readyz` would say ready; and on SIGTERM or
 * SIGINT finishes the requests in flight before it exits.
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { startAuthStandIns } from '../embedded/auth-stand-ins.ts';
import { buildContentService } from '../embedded/content-service.ts';
import { loadDemoUsers } from '../embedded/demo-users.ts';
import { acceptOnMoreSockets, SHARED_PORT } from './accepting-sockets.ts';
import { buildApp } from './app.ts';
import { loadClientBuild } from './assets.ts';
import { ConfigError, configuredOrExit, loadConfig, lookalikeLine, lookalikeVariables, printConfigProblems } from './config.ts';
import { createLogger, prettyTransport } from './logging.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** How often a starting portal asks itself whether it is ready, and how long before it says why it is not yet. */
const READY_POLL_MS = 250;
const NOT_READY_NOTICE_MS = 5_000;
/** How long a starting portal may wait for its search index's first walk before it listens (a CMS that is down ends it at once). */
const SEARCH_WARM_MS = 10_000;

const config = configuredOrExit(() => loadConfig());
const logger = createLogger(config.logLevel, config.logFormat);
const demoSignIn = config.demo && !config.securityProviderUrl ? (await loadDemoUsers()).credentials.map((c) => `${c.login}/${c.password}`).join(', ') : undefined;

if (config.demo) {
  const standIns = [
    ...(config.cmsUrl ? [] : [`the sample content of ${path.relative('.', config.contentDir) || '.'}/ served by an embedded content service`]),
    ...(demoSignIn ? [`sign-in stand-ins where anyone signs in as a demo user (${demoSignIn})`] : []),
  ];
  logger.warn(`DEMO, not for production: ${standIns.length ? standIns.join(' and ') : 'no stand-ins (both service URLs are set)'}.`);
  for (const lookalike of lookalikeVariables(process.env)) logger.warn(lookalikeLine(lookalike));
}
if (config.logFormat === 'pretty' && !prettyTransport()) logger.warn('LOG_FORMAT=pretty, but pino-pretty (a development dependency) is not installed: writing JSON lines.');

const closers: (() => Promise<unknown>)[] = [];

/** Starts the demo's stand-ins where asked for, then the portal, listening; what it started goes into `closers`. */
async function start(): Promise<FastifyInstance> {
  // Without DEMO, loadConfig has refused a missing URL: the stand-ins below start in the demo only.
  let cmsUrl = config.cmsUrl;
  if (!cmsUrl) {
    const { app: cmsApp } = await buildContentService({ contentDir: config.contentDir, logger: logger.child({ component: 'content-service' }) });
    closers.push(() => cmsApp.close());
    cmsUrl = await cmsApp.listen({ host: '127.0.0.1', port: config.embeddedCmsPort, listenTextResolver: (address) => `stand-in content service (sample content) at ${address}` });
  }
  let providerUrl = config.securityProviderUrl;
  if (!providerUrl) {
    const standIns = await startAuthStandIns({
      logger,
      publicUrl: config.publicUrl,
      providerPort: config.embeddedProviderPort,
      casPort: config.embeddedCasPort,
      casUrl: config.casUrl,
      cookieName: config.securityProviderCookies[0],
    });
    closers.push(() => standIns.close());
    providerUrl = standIns.providerUrl;
  }
  const portal = await buildApp({ config, cmsUrl, providerUrl, build: loadClientBuild(path.resolve('dist')), logger });
  let stopAccepting = async () => {};
  // On SIGTERM the more sockets stop accepting at once; the portal closes (its idle connections end, theirs too) and
  // waits for the requests in flight, those on their connections too.
  closers.unshift(async () => {
    const drained = stopAccepting();
    await portal.close();
    await drained;
  });
  await portal.ready();
  await portal.siteSearch.warm(SEARCH_WARM_MS);
  await portal.listen({ host: config.host, port: config.port, ...SHARED_PORT, listenTextResolver: (address) => `portal listening at ${address}, getting ready` });
  stopAccepting = await acceptOnMoreSockets(portal.server);
  return portal;
}

let app: FastifyInstance;
try {
  app = await start();
} catch (error) {
  // One line, as a configuration problem is: what failed is the operator's to fix (a port taken, a file missing, a
  // data directory that cannot take the session key, a corpus the embedded search cannot hold).
  if (error instanceof ConfigError) printConfigProblems(error);
  else console.error(`Start-up failed: ${(error as Error).message}`);
  for (const close of closers) await close().catch(() => undefined);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      logger.error('requests still open after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void (async () => {
      for (const close of closers) await close();
      process.exit(0);
    })();
  });
}

await announceWhenReady(app, logger, `portal ready at ${config.publicUrl}${demoSignIn ? ` (sign in as ${demoSignIn})` : ''}`);

/** Says `line` once the portal is ready; while it is not, after a while, why not (again whenever the reason changes). */
async function announceWhenReady(portal: FastifyInstance, log: Logger, line: string): Promise<void> {
  const started = Date.now();
  let said = '';
  while (!closing) {
    const readiness = await portal.readiness().catch((error: unknown) => ({ ready: false, content: `the check failed: ${(error as Error).message}`, search: 'not asked' }));
    if (readiness.ready) return void log.info(line);
    const why = `content: ${readiness.content}; search: ${readiness.search}`;
    if (Date.now() - started >= NOT_READY_NOTICE_MS && why !== said) {
      log.warn(`portal not ready yet (${why})`);
      said = why;
    }
    await sleep(READY_POLL_MS, undefined, { ref: false });
  }
}
