/**
 * What the benchmarks that compare this checkout with another share: the median, and the demo portals to compare.
 */
import type { ChildProcess } from 'node:child_process';
import { HOST, startPortal } from '../deploy/processes.ts';

/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface DemoPortal {
  name: string;
  /** Its address, its public URL: another loopback name would be redirected to it first (server/canonical-origin.ts). */
  base: string;
  child: ChildProcess;
}

/**
 * This checkout's portal on `port` and, with `baselineDir` (another checkout, built), that one's on `port + 5`, each
 * as `npm run serve` starts it on the demo's sample content and sign-in stand-ins.
 */
export function demoPortals(port: number, baselineDir: string | undefined): DemoPortal[] {
  const checkouts = [{ name: 'this checkout', dir: '.', port }, ...(baselineDir ? [{ name: `baseline ${baselineDir}`, dir: baselineDir, port: port + 5 }] : [])];
  return checkouts.map(({ name, dir, port }) => {
    const base = `http://${HOST}:${port}`;
    return { name, base, child: startPortal(dir, port, { LOG_LEVEL: 'warn', DEMO: 'true', PUBLIC_URL: base }) };
  });
}
