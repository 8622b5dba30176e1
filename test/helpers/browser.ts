/**
 * A real browser for what a person sees: Debian's Chromium driven by playwright-core, and the portal listening
 * on loopback with a development client bundle, so React reports any hydration mismatch to the console.
 */
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../server/app.ts';
import type { ClientBuild } from '../../server/assets.ts';
import { loadConfig } from '../../server/config.ts';
import { SAMPLE_CONTENT, startContentService, temporaryDataDir, WITHOUT_SHEDDING, withTestStandIns } from './portal.ts';
import { testClientBuild } from './client-build.ts';
import { freePort } from './ports.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(t: Teardown): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  t.teardown(() => browser.close());
  return browser;
}

/**
 * The portal on the sample content (or a test's own copy of it) with the sign-in stand-ins, listening on a free
 * loopback port (its public URL); returns its base URL. The client is a development build unless another is given
 * (`npm run size`: dist); the log is silent unless a test passes a logger to read (captureLogs).
 */
export async function startPortal(
  t: Teardown,
  env: Record<string, string> = {},
  options: { clientBuild?: ClientBuild; contentDir?: string; logger?: FastifyBaseLogger; now?: () => number } = {},
): Promise<string> {
  const build = options.clientBuild ?? (await testClientBuild('development'));
  const cms = await startContentService(t, options.contentDir ?? SAMPLE_CONTENT);
  const port = await freePort();
  const withStandIns = await withTestStandIns(t, { HEADLESS_CMS_URL: cms.url, PUBLIC_URL: `http://127.0.0.1:${port}`, SESSION_KEYS: randomBytes(32).toString('base64'), DATA_DIR: temporaryDataDir(t), DEV_PREVIEWS: 'true', ...WITHOUT_SHEDDING, ...env });
  const config = loadConfig(withStandIns.env);
  const app = await buildApp({ config, cmsUrl: cms.url, providerUrl: config.securityProviderUrl!, build, logger: options.logger ?? pino({ level: 'silent' }), now: options.now });
  t.teardown(() => app.close());
  return app.listen({ host: '127.0.0.1', port });
}

/** Every console error or warning and uncaught error of a page, to assert there are none. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}
