/** What the suite's clock reads: tap's own record of each test process (`.tap/processinfo`, one JSON file a process). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SUITE_STARTED_FILE = '.tap/suite-started';
const PROCESS_INFO_DIR = '.tap/processinfo';

export interface FileCost {
  file: string;
  seconds: number;
}

interface ProcessInfo {
  date: string;
  argv: string[];
  parent: string | null;
  runtime: number;
}

/** The test files tap ran since `since`, each with its process's run time, slowest first. */
export function fileCosts(since: Date, root = process.cwd()): FileCost[] {
  const latest = new Map<string, { date: number; seconds: number }>();
  for (const name of readdirSync(path.join(root, PROCESS_INFO_DIR))) {
    if (!name.endsWith('.json')) continue;
    const info = JSON.parse(readFileSync(path.join(root, PROCESS_INFO_DIR, name), 'utf8')) as ProcessInfo;
    const date = Date.parse(info.date);
    // A test file is a process tap started itself (no parent); its helpers' processes have one.
    const script = info.argv[1];
    if (info.parent || !script || date < since.getTime() || !/\.test\.tsx?$/.test(script)) continue;
    const file = path.relative(root, script);
    if ((latest.get(file)?.date ?? -Infinity) < date) latest.set(file, { date, seconds: info.runtime / 1000 });
  }
  return [...latest].map(([file, { seconds }]) => ({ file, seconds })).sort((a, b) => b.seconds - a.seconds);
}
