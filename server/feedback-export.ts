/**
 * `npm run feedback:export [-- --out feedback.csv]`: the answers to "Is this page useful?" kept in
 * `$DATA_DIR/feedback.jsonl` as CSV (server/feedback-csv.ts), to stdout or to the file given. DATA_DIR is read
 * as the portal reads it (server/config.ts); no feedback yet gives the header row alone.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { configuredOrExit, loadVariables } from './config.ts';
import { csvHeader, csvRow } from './feedback-csv.ts';
import { FeedbackStore, readFeedback } from './feedback-store.ts';

export async function exportFeedback(file: string, out: Writable): Promise<number> {
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(csvHeader());
  let rows = 0;
  if (existsSync(file)) {
    for await (const entry of readFeedback(file)) {
      await write(csvRow(entry));
      rows++;
    }
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const { DATA_DIR } = configuredOrExit(() => loadVariables(['DATA_DIR']));
  const store = new FeedbackStore(path.resolve(DATA_DIR));
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  const rows = await exportFeedback(store.file, out);
  if (values.out) {
    out.end();
    await once(out, 'finish');
    process.stderr.write(`${rows} answers written to ${values.out}\n`);
  }
}
