import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { ConfigError } from '../../server/config.ts';
import { SESSION_KEY_FILE, sessionKeys } from '../../server/session/keys.ts';

async function tempDir(t: { teardown(fn: () => unknown): void }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'session-keys-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

t.test('configured keys are used as they are, in their order, and nothing is written', async (t) => {
  const dir = await tempDir(t);
  const keys = [randomBytes(32), randomBytes(32)];
  t.same(await sessionKeys({ sessionKeys: keys, dataDir: path.join(dir, 'data') }), keys);
  await t.rejects(stat(path.join(dir, 'data')), { code: 'ENOENT' });
});

t.test('without keys: one generated once, kept in the data directory for its owner only', async (t) => {
  const dataDir = path.join(await tempDir(t), 'nested', 'data');
  const [key] = await sessionKeys({ sessionKeys: [], dataDir });
  t.equal(key?.length, 32);
  const file = path.join(dataDir, SESSION_KEY_FILE);
  t.equal((await stat(file)).mode & 0o777, 0o600);
  t.equal((await stat(dataDir)).mode & 0o077, 0, 'the directory is private too');
  t.equal((await readFile(file, 'utf8')).trim(), key!.toString('base64'), 'base64, so it can be copied into SESSION_KEYS');
  t.same(await sessionKeys({ sessionKeys: [], dataDir }), [key], 'the same key after a restart');
});

t.test('processes starting together agree on one key', async (t) => {
  const dataDir = await tempDir(t);
  const keys = await Promise.all(Array.from({ length: 8 }, () => sessionKeys({ sessionKeys: [], dataDir })));
  t.equal(new Set(keys.map(([key]) => key!.toString('hex'))).size, 1);
});

t.test('a key file others can read, or one that holds no key, stops the start', async (t) => {
  const dataDir = await tempDir(t);
  const file = path.join(dataDir, SESSION_KEY_FILE);
  await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o644 });
  await chmod(file, 0o644);
  await t.rejects(sessionKeys({ sessionKeys: [], dataDir }), { message: /readable by its owner only \(chmod 600\)/ });
  await writeFile(file, 'too short', { mode: 0o600 });
  await chmod(file, 0o600);
  await t.rejects(sessionKeys({ sessionKeys: [], dataDir }), { message: /must hold one 32-byte key in base64/ });
});

t.test('with @fastify/secure-session: the first key encrypts, all decrypt, so a new key can go first', async (t) => {
  const { default: Fastify } = await import('fastify');
  const { default: secureSession } = await import('@fastify/secure-session');
  const portal = async (key: Buffer[]) => {
    const app = Fastify();
    await app.register(secureSession, { key, cookieName: 'portal.session', cookie: { path: '/', httpOnly: true } });
    // Seen as a plain key-value store: the portal's SessionData fields are not this test's business.
    const session = (request: { session: unknown }) => request.session as Pick<Map<string, string>, 'get' | 'set'>;
    app.post('/in', async (request) => (session(request).set('user', 'demo'), 'in'));
    app.get('/who', async (request) => ({ user: session(request).get('user') ?? null }));
    t.teardown(() => app.close());
    return app;
  };
  const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
  const before = await portal(await sessionKeys({ sessionKeys: [oldKey], dataDir: '/nonexistent' }));
  const cookie = (await before.inject({ method: 'POST', url: '/in' })).cookies[0]!;
  const who = async (app: Awaited<ReturnType<typeof portal>>) => (await app.inject({ url: '/who', cookies: { [cookie.name]: cookie.value } })).json().user;

  t.equal(await who(await portal([newKey, oldKey])), 'demo', 'rotated: the old cookie still reads');
  t.equal(await who(await portal([newKey])), null, 'the old key dropped: the old cookie is worthless');
});

/** session-keys.ts on a file system where every write fails with `code`, as on a read-only or full disk. */
async function onFailingDisk(t: Test, code: string) {
  const fs = await import('node:fs/promises');
  const fail = async () => {
    throw Object.assign(new Error(`${code}: the disk refuses`), { code });
  };
  const module = await t.mockImport<typeof import('../../server/session/keys.ts')>('../../server/session/keys.ts', {
    'node:fs/promises': { ...fs, writeFile: fail, link: fail, mkdir: fail, unlink: fail },
  });
  return module.sessionKeys;
}

t.test('a read-only or full data directory that holds a key: the key is read, nothing is written', async (t) => {
  const dataDir = await tempDir(t);
  const [key] = await sessionKeys({ sessionKeys: [], dataDir });
  for (const code of ['EROFS', 'ENOSPC']) {
    const readOnly = await onFailingDisk(t, code);
    t.same(await readOnly({ sessionKeys: [], dataDir }), [key], code);
  }
});

t.test('a data directory that holds no key and cannot take one: one line saying so (a configuration error)', async (t) => {
  const dataDir = await tempDir(t);
  for (const code of ['EROFS', 'ENOSPC', 'EACCES']) {
    const failing = await onFailingDisk(t, code);
    const error = await failing({ sessionKeys: [], dataDir }).then(() => undefined, (e: unknown) => e as ConfigError);
    // The mocked module has a ConfigError class of its own: known by its name.
    t.equal(error?.constructor.name, ConfigError.name, `${code}: a configuration error`);
    t.same(error?.problems, [`DATA_DIR (${dataDir}) holds no session key and one cannot be written there (${code}): make it writable, or set SESSION_KEYS.`]);
  }
});
