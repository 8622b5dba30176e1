/**
 * `npm run feedback:export [-- --out feedback.csv]`: the answers to "Is this page useful?" as CSV
 * (server/feedback/csv.ts), to stdout or to the file given, read from where the portal keeps them
 * (server/feedback/store.ts): the table `portal.feedback` with DATABASE_URL, else `$DATA_DIR/feedback.jsonl`, both
 * read as the portal reads them (server/config.ts). No feedback yet gives the header row alone.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { isCommand } from '../command.ts';
import { configuredOrExit, loadVariables } from '../config.ts';
import { openDatabase } from '../database.ts';
import { csvHeader, csvRow } from './csv.ts';
import { feedbackStoreOf, type FeedbackStore } from './store.ts';

export async function exportFeedback(store: FeedbackStore, out: Writable): Promise<number> {
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(csvHeader());
  let rows = 0;
  for await (const entry of store.entries()) {
    await write(csvRow(entry));
    rows++;
  }
  return rows;
}

if (isCommand(import.meta.url, 'npm run feedback:export')) {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const { DATA_DIR, DATABASE_URL } = configuredOrExit(() => loadVariables(['DATA_DIR', 'DATABASE_URL']));
  const database = DATABASE_URL ? openDatabase(DATABASE_URL, { poolSize: 1, log: { warn: (message) => process.stderr.write(`${message}\n`) } }) : undefined;
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  try {
    const rows = await exportFeedback(feedbackStoreOf(path.resolve(DATA_DIR), database), out);
    if (values.out) {
      out.end();
      await once(out, 'finish');
      process.stderr.write(`${rows} answers written to ${values.out}\n`);
    }
  } catch (error) {
    process.stderr.write(`feedback:export: ${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
