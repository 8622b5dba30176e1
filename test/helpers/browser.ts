/**
 * A real browser for what a person sees: Debian's Chromium driven by playwright-core, and the portal listening
 * on loopback with a development client bundle, so React reports any hydration mismatch to the console.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { pino } from 'pino';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { SAMPLE_CONTENT, startContentService, testClientBuild } from './portal.ts';

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

/** The portal on the sample content, listening on a free loopback port; returns its base URL. */
export async function startPortal(t: Teardown): Promise<string> {
  const build = await testClientBuild('development');
  const cms = await startContentService(t, SAMPLE_CONTENT);
  const config = loadConfig({ HEADLESS_CMS_URL: cms.url, PUBLIC_URL: 'http://127.0.0.1' });
  const app = await buildApp({ config, cmsUrl: cms.url, build, logger: pino({ level: 'silent' }) });
  t.teardown(() => app.close());
  return app.listen({ host: '127.0.0.1', port: 0 });
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
