/**
 * The built portal in a process of its own, started as `npm run serve` starts it (its environment and V8 flags),
 * and the embedded content service in another: what `npm run cluster` runs, and what the benchmarks and audits
 * measure, is what runs in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const HOST = '127.0.0.1';

/**
 * A checkout's portal, started by its own `serve` script (V8 flags included), on `port`; its embedded content service
 * on the next port, the sign-in stand-ins on the third and fourth after (the second is left to the caller). Its
 * output goes to the file descriptor `log` when given (its log lines and anything it writes to stderr), else its log
 * is dropped and stderr inherited. `launcher`, when given, is a command the Node command is appended to and run by
 * (bench/unit-memory.ts: inside a memory cgroup); it must exec it, so that the child's pid is the portal's.
 */
export function startPortal(dir: string, port: number, env: Record<string, string> = {}, log?: number, launcher: string[] = []): ChildProcess {
  const { scriptEnv, nodeFlags, script } = serveRuntime(dir);
  const [command, ...args] = [...launcher, process.execPath, ...nodeFlags, script];
  return spawn(command!, args, {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', HOST, PORT: String(port), EMBEDDED_CMS_PORT: String(port + 1), EMBEDDED_PROVIDER_PORT: String(port + 3), EMBEDDED_CAS_PORT: String(port + 4), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...scriptEnv, ...env },
    stdio: ['ignore', log ?? 'ignore', log ?? 'inherit'],
  });
}

/**
 * How a checkout's `serve` script runs Node, `NAME=value … [exec] node <flags> <script>`: the assignments (its
 * environment), the flags (V8's heap sizes) and the script. The benchmark's references run with the same
 * environment and flags, so that a share of them measures the portal's code, not a different heap.
 */
export function serveRuntime(dir: string): { scriptEnv: Record<string, string>; nodeFlags: string[]; script: string } {
  const serve = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve!;
  const words = serve.split(' ');
  const node = words.indexOf('node');
  return {
    scriptEnv: Object.fromEntries(words.slice(0, node).filter((word) => word.includes('=')).map((word) => word.split('=') as [string, string])),
    nodeFlags: words.slice(node + 1, -1),
    script: words.at(-1)!,
  };
}

/** Until `url` answers 2xx; a loaded machine may take a while to start a process, one that died never answers. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * The embedded content service in a process of its own on `port`, as a real CMS would be: the portal's figures
 * (CPU, memory) are then the portal's alone.
 */
export async function startContentService(port: number, contentDir?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'embedded/start-content-service.ts'], {
    env: { ...process.env, HOST, CONTENT_SERVICE_PORT: String(port), LOG_LEVEL: 'warn', ...(contentDir ? { CONTENT_DIR: contentDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://${HOST}:${port}/webs`, child);
  return child;
}
