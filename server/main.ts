/**
 * The portal process (started by server/start.ts): reads the configuration, starts the embedded content
 * service when no CMS URL is configured and the sign-in stand-ins when no security provider URL is, listens,
 * and on SIGTERM or SIGINT finishes the requests in flight before it exits.
 */
import path from 'node:path';
import { startAuthStandIns } from '../embedded/auth-stand-ins.ts';
import { buildContentService } from '../embedded/content-service.ts';
import { buildApp } from './app.ts';
import { loadClientBuild } from './assets.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './logging.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** A problem of the configuration, said in a line each, ends the process; anything else is thrown on. */
function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  exitOnConfigError(error);
}

const logger = createLogger(config.logLevel);
const closers: (() => Promise<unknown>)[] = [];

let cmsUrl = config.cmsUrl;
if (!cmsUrl) {
  const { app: cmsApp } = await buildContentService({ contentDir: config.contentDir, logger: logger.child({ component: 'content-service' }) });
  const address = await cmsApp.listen({ host: '127.0.0.1', port: config.embeddedCmsPort });
  cmsUrl = address;
  closers.push(() => cmsApp.close());
  logger.info({ url: cmsUrl }, 'embedded content service started');
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
  providerUrl = standIns.providerUrl;
  closers.push(() => standIns.close());
  logger.warn({ providerUrl, casUrl: standIns.casUrl }, 'embedded security provider and CAS started: they sign in the demo users (set SECURITY_PROVIDER_URL in production)');
}

// Its data directory may turn out unusable (server/session-keys.ts).
const app = await buildApp({ config, cmsUrl, providerUrl, build: loadClientBuild(path.resolve('dist')), logger }).catch(exitOnConfigError);
closers.unshift(() => app.close());
try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  // A refusal at start (a corpus the embedded search cannot hold, the search tables missing): one line, status 1.
  console.error(`Start-up error: ${(error as Error).message}`);
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
