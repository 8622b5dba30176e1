/**
 * axe's serious and critical findings on a page as it is now, each as `rule: the elements it names`, so that a
 * failing assertion says what to fix and where.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The rules whose outcome a colour mode can change: the same page in another mode differs in nothing else. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function seriousAxe(page: Page, options: { include?: string; rules?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.rules) builder = builder.withRules(options.rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}
