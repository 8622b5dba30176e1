/**
 * `npm run breakages`: does the suite catch the mistakes that matter? Deliberate breakages (BREAKAGES), each a small
 * edit of one source file that a real mistake could make, across the portal's concerns. Each is applied on its own to a
 * scratch copy of the checkout (test/helpers/checkout.ts; never the working tree, so a run stopped half-way leaves the
 * checkout as it was), and the test files declared with it run there with tap (after `npm run build` when one of them
 * runs the built entry): they must fail. First the same files run on the unbroken copy: they must pass there, or a
 * failure would prove nothing. A breakage whose text is no longer found exactly once is refused, loudly: the list
 * cannot rot silently. Prints a table; exits 1 when a breakage was not caught or could not be applied.
 * `npm run breakages -- <name> …` runs only the breakages named.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyCheckout } from '../test/helpers/checkout.ts';

export interface Breakage {
  /** The mistake, in a few words: the table's first column, and what `npm run breakages -- <name>` names. */
  name: string;
  file: string;
  /** The exact text the mistake changes: found exactly once in the file, or the breakage is refused. */
  find: string;
  replace: string;
  /** The test files that must fail on it: cheap ones that really catch it. */
  tests: string[];
}

export const BREAKAGES: Breakage[] = [
  {
    name: 'a server file names the template registry',
    file: 'server/listing.ts',
    find: "import { templateFor, type TemplateRegistry } from '../templates/module.ts';",
    replace: "import { templateFor, type TemplateRegistry } from '../templates/module.ts';\nimport '../templates/server-registry.ts';",
    tests: ['test/unit/import-rules.test.ts'],
  },
  {
    name: 'escape leaves < as it is',
    file: 'shared/escape-html.ts',
    find: ".replace(/</g, '&lt;')",
    replace: '',
    tests: ['test/unit/search-engine.test.ts'],
  },
  {
    name: 'anonymous POST: same-site counts as ours',
    file: 'server/anonymous-post.ts',
    find: "return site === 'same-origin';",
    replace: "return site !== 'cross-site';",
    tests: ['test/app/consent.test.ts'],
  },
  {
    name: 'return path: only decoded forms checked',
    file: 'shared/safe-redirect.ts',
    find: "    if (!isPlainPath(form)) return '/';\n    const decoded = percentDecode(form);\n    if (decoded === form) return value;\n",
    replace: "    const decoded = percentDecode(form);\n    if (decoded === form) return value;\n    if (!isPlainPath(decoded)) return '/';\n",
    tests: ['test/unit/safe-redirect.test.ts'],
  },
  {
    name: 'sanitizer lets iframes through',
    file: 'server/sanitize.ts',
    find: "'img', 'table',",
    replace: "'img', 'iframe', 'table',",
    tests: ['test/unit/sanitize.test.ts'],
  },
  {
    name: 'page cache key forgets the colour mode',
    file: 'server/visitor.ts',
    find: "'unasked'} ${colourMode}`",
    replace: "'unasked'}`",
    tests: ['test/app/page-cache.test.ts'],
  },
  {
    name: 'locale prefix need not be a whole segment',
    file: 'shared/locales.ts',
    find: "join('|')})(?=/|$)`",
    replace: "join('|')})`",
    tests: ['test/unit/locales.test.ts'],
  },
  {
    name: 'a 503 page without Retry-After',
    file: 'server/page-response.ts',
    find: "  if (payload.status === 503) reply.header('retry-after', String(page.retryAfterS ?? RETRY_AFTER_S));\n",
    replace: '',
    tests: ['test/app/outage.test.ts'],
  },
  {
    name: 'CMS cache: a removed page comes back',
    file: 'server/cms.ts',
    find: '          if (staleValue === undefined) return undefined;\n          entryOptions.ttl = this.#notFoundTtlMs;\n          return fetched;\n',
    replace: '          return undefined;\n',
    tests: ['test/app/cms-cache.test.ts'],
  },
  {
    name: 'office finder skips the district',
    file: 'templates/offices/serving.ts',
    find: "    ['district', named((serves) => serves.districts, municipality.district.code)],\n",
    replace: '',
    tests: ['test/unit/municipalities.test.ts'],
  },
  {
    name: 'relaxed search keeps a third of the query',
    file: 'server/search/query-plan.ts',
    find: 'export const MIN_COVERAGE = 0.66;',
    replace: 'export const MIN_COVERAGE = 0.3;',
    tests: ['test/unit/search-engine.test.ts'],
  },
  {
    name: 'speculation rules for a signed-in visitor',
    file: 'server/page-response.ts',
    find: "if (!personal) reply.header('speculation-rules', SPECULATION_RULES_HEADER);",
    replace: "reply.header('speculation-rules', SPECULATION_RULES_HEADER);",
    tests: ['test/app/speculation-rules.test.ts'],
  },
];

/** How many times `find` occurs in `text`, overlapping ones counted. */
function occurrences(text: string, find: string): number {
  let count = 0;
  for (let at = text.indexOf(find); at >= 0 && find !== ''; at = text.indexOf(find, at + 1)) count++;
  return count;
}

/** `text` (the breakage's file) with the breakage applied; throws when its text is not found exactly once. */
export function applyBreakage(breakage: Breakage, text: string): string {
  const count = occurrences(text, breakage.find);
  if (count !== 1) {
    throw new Error(`"${breakage.name}" refused: its text is found ${count === 0 ? 'nowhere' : `${count} times`} in ${breakage.file}, not once; make it fit the code again in build/breakages.ts (${JSON.stringify(breakage.find)})`);
  }
  return text.replace(breakage.find, () => breakage.replace);
}

/** Whether a test file runs the built entry (test/helpers/processes.ts) or names dist/: it needs `npm run build`. */
async function needsBuild(dir: string, testFile: string): Promise<boolean> {
  const text = await readFile(path.join(dir, testFile), 'utf8');
  return text.includes('helpers/processes.ts') || /['"`]dist\//.test(text);
}

interface Outcome {
  failed: boolean;
  /** The first assertion that failed, as tap names it. */
  firstFailure?: string;
  seconds: number;
}

/** The running command, stopped (with its process group) when the run is interrupted. */
let running: { child: ChildProcess; exited: Promise<unknown> } | undefined;
let interrupted = false;

async function command(dir: string, program: string, args: string[]): Promise<{ code: number; output: string }> {
  // Not the TAP variables of a tap run this one may be part of: the copy's tap must report to this script alone.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('TAP') && !name.startsWith('_TAPJS')));
  const child = spawn(program, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = once(child, 'exit');
  running = { child, exited };
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = (await exited) as [number | null];
  running = undefined;
  // Stopped by an interruption, not failed: nothing of it is reported while the run ends.
  if (interrupted) await new Promise(() => {});
  return { code: code ?? 1, output };
}

/** The first assertion that failed in tap's output, with the test it belongs to: "its test: the assertion". */
function firstFailureIn(output: string): string | undefined {
  const lines = output.split('\n');
  const at = lines.findIndex((line) => /^\s*not ok \d+ - /.test(line));
  if (at < 0) return undefined;
  const [, indent = '', assertion = ''] = /^(\s*)not ok \d+ - (.*)$/.exec(lines[at]!)!;
  // A test's "# Subtest: …" line stands four spaces left of its assertions.
  const header = lines.slice(0, at).findLast((line) => line.startsWith(`${indent.slice(4)}# Subtest: `));
  return header ? `${header.trim().slice('# Subtest: '.length)}: ${assertion}` : assertion;
}

/** Builds when one of the files needs it, then runs them with tap in `dir`. */
async function runTests(dir: string, tests: string[]): Promise<Outcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  if ((await Promise.all(tests.map((test) => needsBuild(dir, test)))).includes(true)) {
    const build = await command(dir, 'npm', ['run', 'build']);
    if (build.code !== 0) return { failed: true, firstFailure: `npm run build failed: ${build.output.trim().split('\n').at(-1)}`, seconds: seconds() };
  }
  const { code, output } = await command(dir, path.join(dir, 'node_modules/.bin/tap'), tests);
  const firstFailure = firstFailureIn(output);
  return { failed: code !== 0, ...(firstFailure === undefined ? {} : { firstFailure }), seconds: seconds() };
}

interface Row {
  breakage: Breakage;
  result: 'caught' | 'NOT caught' | 'refused';
  detail: string;
  seconds: number;
}

function table(rows: Row[]): string {
  const lines = [['breakage', 'file', 'tests', 'caught?', 'seconds'], ['---', '---', '---', '---', '---:']];
  for (const { breakage, result, seconds } of rows) lines.push([breakage.name, `\`${breakage.file}\``, breakage.tests.map((test) => `\`${test}\``).join(' '), result, seconds.toFixed(1)]);
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main(names: string[]): Promise<number> {
  const unknown = names.filter((name) => !BREAKAGES.some((breakage) => breakage.name === name));
  if (unknown.length > 0) {
    console.error(`breakages: no breakage named ${unknown.map((name) => JSON.stringify(name)).join(', ')}; they are:\n${BREAKAGES.map((breakage) => `  ${breakage.name}`).join('\n')}`);
    return 1;
  }
  const chosen = names.length > 0 ? BREAKAGES.filter((breakage) => names.includes(breakage.name)) : BREAKAGES;
  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-breakages-'));
  // Retried: a test process of the group stopped may still be writing its last files there.
  const removeScratch = () => rm(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      const stopping = running;
      if (stopping?.child.pid) process.kill(-stopping.child.pid, 'SIGTERM');
      console.error(`breakages: ${signal}: stopping; the checkout was never touched, the scratch copy goes`);
      void Promise.resolve(stopping?.exited).then(removeScratch).finally(() => process.exit(130));
    });
  }
  try {
    console.log(`breakages: a scratch copy of the checkout in ${scratch}`);
    await copyCheckout(scratch);
    const everyTest = [...new Set(chosen.flatMap((breakage) => breakage.tests))];
    const baseline = await runTests(scratch, everyTest);
    if (baseline.failed) {
      console.error(`breakages: the tests fail without any breakage (${baseline.firstFailure ?? 'see tap'}), so a failure would prove nothing: ${everyTest.join(' ')}`);
      return 1;
    }
    console.log(`breakages: unbroken, the ${everyTest.length} test files pass (${baseline.seconds.toFixed(1)} s)`);
    const rows: Row[] = [];
    for (const [index, breakage] of chosen.entries()) {
      const file = path.join(scratch, breakage.file);
      const original = await readFile(file, 'utf8');
      let broken: string;
      try {
        broken = applyBreakage(breakage, original);
      } catch (error) {
        console.error(`breakages: ${(error as Error).message}`);
        rows.push({ breakage, result: 'refused', detail: (error as Error).message, seconds: 0 });
        continue;
      }
      await writeFile(file, broken);
      try {
        const outcome = await runTests(scratch, breakage.tests);
        const row: Row = { breakage, result: outcome.failed ? 'caught' : 'NOT caught', detail: outcome.firstFailure ?? (outcome.failed ? 'tap failed' : 'every test passed'), seconds: outcome.seconds };
        rows.push(row);
        console.log(`breakages: ${index + 1}/${chosen.length} ${breakage.name}: ${row.result} (${row.seconds.toFixed(1)} s): ${row.detail}`);
      } finally {
        await writeFile(file, original);
      }
    }
    console.log(`\n${table(rows)}\n`);
    const failing = rows.filter((row) => row.result !== 'caught');
    if (failing.length > 0) console.error(`breakages: ${failing.length} of ${rows.length} not caught or not applied: ${failing.map((row) => row.breakage.name).join('; ')}`);
    return failing.length > 0 ? 1 : 0;
  } finally {
    await removeScratch();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
