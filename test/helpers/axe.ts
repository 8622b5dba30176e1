/**
 * axe's serious and critical findings on a page as it is now, each as `rule: the elements it names`, so that a
 * failing assertion says what to fix and where.
 *
 * axe-core itself, run in the page: the portal has no frames, so one `axe.run` sees everything, and it costs a
 * quarter of @axe-core/playwright's analyze, which opens a second page for every check to finish its frame-by-frame
 * run there.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules whose outcome a colour mode can change: the same page in another mode differs in nothing else. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding { id: string; impact: string | null | undefined; targets: string[] }

/** What a check counts: serious and critical findings, or with `moderate` those too (a landmark's name, content outside any). */
const SERIOUS = ['serious', 'critical'];
export const MODERATE = ['moderate', ...SERIOUS];

export async function seriousAxe(page: Page, options: { include?: string; rules?: string[]; impacts?: readonly string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = options.rules ? { runOnly: { type: 'rule', values: options.rules } } : {};
  const findings = await page.evaluate(
    async ({ include, runOptions }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe;
      const { violations } = await axe.run(include ? { include: [include] } : document, runOptions);
      return violations.map((violation): Finding => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    { include: options.include, runOptions },
  );
  return findings
    .filter((finding) => (options.impacts ?? SERIOUS).includes(finding.impact ?? ''))
    .map((finding) => `${finding.id}: ${finding.targets.slice(0, 3).join(', ')}`);
}
