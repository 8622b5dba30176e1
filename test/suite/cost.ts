/**
 * Run by tap after the test files (`.taprc` `after`): prints the run's ten slowest test files and the whole run's time,
 * so that what a new test costs CI is seen where it is paid.
 */
import { readFileSync } from 'node:fs';
import { fileCosts, SUITE_STARTED_FILE } from './cost-data.ts';

const SHOWN = 10;
const started = new Date(readFileSync(SUITE_STARTED_FILE, 'utf8'));
const costs = fileCosts(started);
const seconds = (value: number) => `${value.toFixed(1)} s`;
console.log(`# The suite: ${costs.length} test files in ${seconds((Date.now() - started.getTime()) / 1000)}; the slowest:`);
for (const { file, seconds: cost } of costs.slice(0, SHOWN)) console.log(`#   ${seconds(cost).padStart(8)}  ${file}`);
