/**
 * The built server on a data directory it cannot write to: it starts when nothing needs writing (a session key is
 * already there), and says in one line what is wrong, with exit status 1, when something does.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { sessionKeys } from '../../server/session/keys.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { FIXTURE_WEBS } from '../helpers/portal.ts';

/** The built server (the demo's sign-in stand-ins, the fake content service) with `DATA_DIR` and no SESSION_KEYS; resolves with its address once it listens, or its exit. */
async function start(t: Test, dataDir: string) {
  const fake = await startFakeCms(t);
  const { SESSION_KEYS: _none, ...env } = process.env;
  const child = spawn(process.execPath, ['dist/server/start.js'], {
    env: { ...env, PORT: '0', DEMO: 'true', HEADLESS_CMS_URL: fake.url, WEBS: FIXTURE_WEBS, DATA_DIR: dataDir, NODE_ENV: 'production', EMBEDDED_PROVIDER_PORT: '0', EMBEDDED_CAS_PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.teardown(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ address?: string; code?: number; stdout: string; stderr: string }>((resolve) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /portal listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) resolve({ address: match[1], stdout, stderr });
    });
    child.once('exit', (code) => resolve({ code: code ?? undefined, stdout, stderr }));
  });
}

t.test('a data directory that cannot take the session key it lacks: one line, exit 1, no stack trace', async (t) => {
  const started = await start(t, '/dev/null/data');
  t.equal(started.code, 1);
  t.equal(started.stderr, 'Configuration error: DATA_DIR (/dev/null/data) holds no session key and one cannot be written there (ENOTDIR): make it writable, or set SESSION_KEYS.\n');
  t.notMatch(started.stdout + started.stderr, /\n\s+at /, 'no stack trace');
});

// A read-only mount needs the right to mount (root in a container that allows it); elsewhere the unit test of
// server/session/keys.ts, with the file system's refusals simulated, stands for it.
const canMount = (() => {
  try {
    execFileSync('unshare', ['--mount', 'true'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
})();

t.test('a read-only data directory that holds a session key: the portal starts and serves', { skip: canMount ? false : 'mounting a read-only file system is not allowed here' }, async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-readonly-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  await sessionKeys({ sessionKeys: [], dataDir });
  execFileSync('mount', ['--bind', dataDir, dataDir]);
  t.teardown(() => execFileSync('umount', [dataDir]));
  execFileSync('mount', ['-o', 'remount,ro,bind', dataDir]);
  t.throws(() => execFileSync('touch', [path.join(dataDir, 'x')], { stdio: 'ignore' }), 'the directory is read-only');
  const started = await start(t, dataDir);
  t.ok(started.address, `it listens (${started.stderr.trim()})`);
  t.equal((await fetch(`${started.address}/o-nas`)).status, 200);
});
