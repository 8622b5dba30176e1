/**
 * Run by tap before the test files (`.taprc` `before`): notes when this run began, so that `cost.ts` counts the test
 * files of this run only (`.tap/processinfo` keeps those of earlier runs too).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { SUITE_STARTED_FILE } from './cost-data.ts';

mkdirSync('.tap', { recursive: true });
writeFileSync(SUITE_STARTED_FILE, new Date().toISOString());
