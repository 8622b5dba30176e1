/**
 * Builds what a test needs, closed again in teardown (fastify/demo's `build(t)`): the embedded content service
 * listening on a free loopback port, and the portal talking to it over HTTP, as in production.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildContentService } from '../../embedded/content-service.ts';
import { buildApp } from '../../server/app.ts';
import { loadClientBuild } from '../../server/assets.ts';
import { loadConfig } from '../../server/config.ts';
import type { TemplateRegistry } from '../../templates/registry.ts';

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
}

export async function buildPortal(t: Teardown, options: PortalOptions = {}): Promise<FastifyInstance> {
  const contentDir = options.contentDir ?? FIXTURES;
  const cmsUrl = options.cmsUrl ?? (await startContentService(t, contentDir)).url;
  const config = loadConfig({
    PUBLIC_URL: 'https://portal.example',
    WEBS: contentDir === FIXTURES ? FIXTURE_WEBS : undefined,
    HEADLESS_CMS_URL: cmsUrl,
    ...options.env,
  });
  const app = await buildApp({
    config,
    cmsUrl,
    build: loadClientBuild(path.resolve('dist')),
    logger: options.logger ?? pino({ level: 'silent' }),
    templates: options.templates,
  });
  t.teardown(() => app.close());
  return app;
}
