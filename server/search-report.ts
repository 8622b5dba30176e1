/**
 * `npm run search:report [-- --out report.csv]`: where search fails, as CSV (server/search/failing.ts): each week's
 * searches that many distinct visitors made and that found nothing, or that no one clicked a result of, from the
 * counts every process keeps in PostgreSQL (`DATABASE_URL`). Without a database each process counts in its own
 * memory, which no command can read: the Grafana dashboard's panel shows this week's numbers then. No failing search
 * yet gives the header row alone.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isCommand } from './command.ts';
import { configuredOrExit, loadVariables } from './config.ts';
import { openDatabase } from './database.ts';
import { failingCsv, failingOf } from './search/failing.ts';
import { FrequentSearches, PostgresFrequentStore } from './search/frequent.ts';

/** The report of the counts `searches` keeps. */
export async function searchReport(searches: FrequentSearches): Promise<string> {
  return failingCsv(failingOf(await searches.weeks()));
}

if (isCommand(import.meta.url, 'npm run search:report')) {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const { DATABASE_URL } = configuredOrExit(() => loadVariables(['DATABASE_URL']));
  if (!DATABASE_URL) {
    process.stderr.write('search:report: the searches are counted in PostgreSQL only with DATABASE_URL; without it each process counts in its own memory (the Grafana panel "Searches that fail" shows them)\n');
    process.exit(1);
  }
  const database = openDatabase(DATABASE_URL, { poolSize: 1, log: { warn: (message) => process.stderr.write(`${message}\n`) } });
  try {
    const report = await searchReport(new FrequentSearches({ store: new PostgresFrequentStore(database) }));
    if (values.out) {
      await writeFile(values.out, report);
      process.stderr.write(`${report.split('\r\n').length - 2} failing searches written to ${values.out}\n`);
    } else process.stdout.write(report);
  } catch (error) {
    process.stderr.write(`search:report: ${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
