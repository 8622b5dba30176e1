/**
 * Builds what a test needs, closed again in teardown (fastify/demo's `build(t)`): the embedded content service
 * listening on a free loopback port, and the portal talking to it over HTTP, as in production. The client bundle
 * is the one built for the sources as they are (./client-build.ts), never a stale `dist/`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Perf } from 'lru-cache';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { startAuthStandIns, type AuthStandIns } from '../../embedded/auth-stand-ins.ts';
import { buildContentService } from '../../embedded/content-service.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { testClientBuild } from './client-build.ts';
import type { TemplateRegistry } from '../../templates/module.ts';

export const FIXTURES = path.resolve('test/fixtures/content');
export const SAMPLE_CONTENT = path.resolve('content');
export const FIXTURE_WEBS = JSON.stringify([
  { url: '/up', name: 'Úřad práce ČR' },
  { url: '/mpsv', name: 'MPSV' },
]);

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** A pino logger whose lines a test can read. */
export function captureLogs(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}

export async function startContentService(t: Teardown, contentDir = FIXTURES) {
  const { app, problems } = await buildContentService({ contentDir, logger: pino({ level: 'silent' }) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { app, url, problems };
}

export interface PortalOptions {
  env?: Record<string, string>;
  contentDir?: string;
  /** Another CMS to talk to (a test's own stand-in); by default the embedded service on `contentDir`. */
  cmsUrl?: string;
  templates?: TemplateRegistry;
  logger?: FastifyBaseLogger;
  clock?: Perf;
  /** The session's wall clock. */
  now?: () => number;
}

/**
 * Load shedding off unless a test turns it on (test/app/load-shedding.test.ts): a test that asks for page after page
 * keeps the event loop busy on purpose, and on a loaded CI machine its delay would pass the limit; likewise a render
 * waits for its turn as long as it takes (test/app/render-gate.test.ts shortens it).
 */
export const WITHOUT_SHEDDING = { SHED_MAX_EVENT_LOOP_DELAY_MS: '0', RENDER_QUEUE_TIMEOUT_MS: '60000' };

/**
 * A data directory of the test's own (DATA_DIR), removed in teardown: a test never reads state it did not create,
 * such as the frequent searches or feedback a developer's checkout gathered in `data/`.
 */
export function temporaryDataDir(t: Teardown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One session key per test process: nothing is written to the data directory. */
const TEST_SESSION_KEY = randomBytes(32).toString('base64');

type TestEnv = Record<string, string | undefined>;

/**
 * The sign-in stand-ins (CAS and the security provider) on free loopback ports for a portal at the environment's
 * `PUBLIC_URL`, and the environment with `SECURITY_PROVIDER_URL` naming them (the portal never starts stand-ins of
 * its own outside the demo); a test that names a provider of its own gets none.
 */
export async function withTestStandIns(t: Teardown, env: TestEnv): Promise<{ env: TestEnv; standIns?: AuthStandIns }> {
  if (env.SECURITY_PROVIDER_URL) return { env };
  const cookieName = env.SECURITY_PROVIDER_COOKIES?.split(',')[0]?.trim();
  const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl: env.PUBLIC_URL!, providerPort: 0, casPort: 0, cookieName });
  t.teardown(() => standIns.close());
  return { env: { ...env, SECURITY_PROVIDER_URL: standIns.providerUrl }, standIns };
}

export interface TestPortal {
  app: FastifyInstance;
  config: Config;
  /** Undefined when the test configured a provider of its own (SECURITY_PROVIDER_URL). */
  standIns?: AuthStandIns;
}

/** The portal with everything it talks to: the content service and the sign-in stand-ins, over HTTP. */
export async function buildTestPortal(t: Teardown, options: PortalOptions = {}): Promise<TestPortal> {
  const contentDir = options.contentDir ?? FIXTURES;
  const cmsUrl = options.cmsUrl ?? (await startContentService(t, contentDir)).url;
  const { env, standIns } = await withTestStandIns(t, {
    PUBLIC_URL: 'https://portal.example',
    WEBS: contentDir === FIXTURES ? FIXTURE_WEBS : undefined,
    HEADLESS_CMS_URL: cmsUrl,
    SESSION_KEYS: TEST_SESSION_KEY,
    DATA_DIR: temporaryDataDir(t),
    DEV_PREVIEWS: 'true',
    ...WITHOUT_SHEDDING,
    ...options.env,
  });
  const config = loadConfig(env);
  const app = await buildApp({
    config,
    cmsUrl,
    providerUrl: config.securityProviderUrl!,
    build: await testClientBuild(),
    logger: options.logger ?? pino({ level: 'silent' }),
    templates: options.templates,
    clock: options.clock,
    now: options.now,
  });
  t.teardown(() => app.close());
  return { app, config, standIns };
}

export async function buildPortal(t: Teardown, options: PortalOptions = {}): Promise<FastifyInstance> {
  return (await buildTestPortal(t, options)).app;
}
