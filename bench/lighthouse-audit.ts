/**
 * Lighthouse (the npm package) against Debian's Chromium, as a phone: each page in a fresh headless Chromium
 * started by chrome-launcher, one after the other, with Lighthouse's default mobile emulation and throttling.
 * A run that Lighthouse itself reports as broken (a runtime error such as NO_NAVSTART: the trace was not
 * recorded, which happens on a loaded machine, and Lighthouse's message says "run Lighthouse again") is run
 * again, at most three times in all; the scores of the run that worked are what is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../test/helpers/browser.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseAudit {
  url: string;
  /** 0–100 a category, as Lighthouse shows them. */
  scores: Partial<Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>>;
  cumulativeLayoutShift: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Audits of the categories that did not pass, with their titles: what to look at when a score is short. */
  failed: string[];
  /** Where the main thread's time went (ms, under the emulated CPU): what to look at when TBT is high. */
  mainThread: {
    byKind: Record<string, number>;
    byScript: { url: string; scripting: number; parseCompile: number }[];
    longTasks: { url: string; startTime: number; duration: number }[];
  };
}

type Items = Record<string, unknown>[];

function itemsOf(audit: { details?: unknown } | undefined): Items {
  const details = audit?.details as { items?: Items } | undefined;
  return details?.items ?? [];
}

export async function runLighthouse(urls: string[]): Promise<LighthouseAudit[]> {
  const audits: LighthouseAudit[] = [];
  for (const url of urls) audits.push(await auditWithRetries(url));
  return audits;
}

const ATTEMPTS = 3;

async function auditWithRetries(url: string): Promise<LighthouseAudit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.error(`# ${error.message}; running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function audit(url: string): Promise<LighthouseAudit> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && ref.weight > 0 && audit.score !== null && audit.score < 1 ? [`${category.id}: ${audit.title} (${audit.displayValue ?? audit.score})`] : [];
      }),
    );
    return {
      url,
      scores: Object.fromEntries(Object.values(lhr.categories).map((category) => [category.id, Math.round((category.score ?? 0) * 100)])),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
      failed,
      mainThread: {
        byKind: Object.fromEntries(itemsOf(lhr.audits['mainthread-work-breakdown']).map((item) => [String(item.groupLabel ?? item.group), Math.round(Number(item.duration))])),
        byScript: itemsOf(lhr.audits['bootup-time']).map((item) => ({ url: String(item.url), scripting: Math.round(Number(item.scripting)), parseCompile: Math.round(Number(item.scriptParseCompile)) })),
        longTasks: itemsOf(lhr.audits['long-tasks']).map((item) => ({ url: String(item.url), startTime: Math.round(Number(item.startTime)), duration: Math.round(Number(item.duration)) })),
      },
    };
  } finally {
    chrome.kill();
  }
}
