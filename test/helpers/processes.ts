/**
 * The built portal as an operator starts it: a process of its own (the entry, or an npm script), its output read
 * line by line, its environment only what the test gives it (and PATH and HOME), its data in a temporary
 * directory of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export const ENTRY = 'dist/server/start.js';

export interface Running {
  child: ChildProcess;
  /** Standard output's lines so far. */
  stdout: string[];
  /** Standard error's lines so far. */
  stderr: string[];
  /** The first line of standard output matching `pattern`, once it is written (rejects if the process ends first). */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** The exit code (null after a signal), once it has exited and its output has been read. */
  exited: Promise<number | null>;
}

/** A directory for the portal's DATA_DIR, removed in teardown. */
export async function dataDir(t: Teardown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `command` in the checkout with `env` alone (and PATH and HOME); killed in teardown if it still runs. */
export function run(t: Teardown, command: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(command, args, { env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: string[] = [];
  const stderr: string[] = [];
  // 'close': after its output has all been read, too.
  const exited = once(child, 'close').then(([code]) => code as number | null);
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const collect = (into: string[]) => {
    let rest = '';
    return (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      into.push(...lines);
      child.emit('lines');
    };
  };
  child.stdout!.on('data', collect(stdout));
  child.stderr!.on('data', collect(stderr));
  const line = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = stdout.find((l) => pattern.test(l));
        if (!found) return false;
        child.off('lines', look);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => reject(new Error(`no line ${pattern} within ${timeoutMs} ms:\n${stdout.join('\n')}\n${stderr.join('\n')}`)), timeoutMs);
      if (look()) return;
      child.on('lines', look);
      void exited.then(() => setTimeout(() => look() || reject(new Error(`exited without a line ${pattern}:\n${stdout.join('\n')}\n${stderr.join('\n')}`)), 50));
    });
  return { child, stdout, stderr, line, exited };
}

/** The built entry, run by this Node (24), as `node dist/server/start.js` runs it. */
export function runEntry(t: Teardown, env: Record<string, string>, args: string[] = []): Running {
  return run(t, process.execPath, [ENTRY, ...args], env);
}

/** Whether the process `pid` still runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
