/**
 * What every command an operator runs from the built portal (`node dist/server/start.js`, `npm run db:migrate`,
 * `npm run feedback:export`, `npm run search:report`, `npm run nginx-site`) does first: it knows it is the file node runs without
 * `import.meta.main` (Node 24 only: on an older Node a guard on it skipped the command, which printed nothing and
 * exited 0), and it refuses an older Node with one line saying so and status 1.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** package.json's `engines.node` (`test/unit/command.test.ts` keeps the two alike). */
export const NODE_MAJOR_NEEDED = 24;

/** Why `version` (`process.versions.node`) cannot run the portal, or undefined when it can. */
export function oldNodeProblem(command: string, version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= NODE_MAJOR_NEEDED) return undefined;
  return `${command} needs Node ${NODE_MAJOR_NEEDED} or later, and this is Node ${version} (${process.execPath}): install Node ${NODE_MAJOR_NEEDED} (docs/operations.md "Production", step 1) and run it again.`;
}

/** Exits with status 1 and one line on an older Node. */
export function refuseOldNode(command: string): void {
  const problem = oldNodeProblem(command, process.versions.node);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

/**
 * Whether the module of `moduleUrl` is the file node was asked to run (so its command should run); on an older Node
 * the process exits there, saying why.
 */
export function isCommand(moduleUrl: string, command: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  let entryUrl: string;
  try {
    entryUrl = pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
  if (entryUrl !== moduleUrl) return false;
  refuseOldNode(command);
  return true;
}
