/**
 * The keys of the portal's encrypted session cookie (@fastify/secure-session): the configured ones (the first
 * encrypts, all decrypt, so a key is rotated by putting a new one first), or else one key generated once and
 * kept in the data directory, readable by its owner only, so that restarts and every process sharing the
 * directory keep the sessions readable.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SESSION_KEY_BYTES, type Config } from './config.ts';

export const SESSION_KEY_FILE = 'session-key';

export async function sessionKeys(config: Pick<Config, 'sessionKeys' | 'dataDir'>): Promise<Buffer[]> {
  if (config.sessionKeys.length) return config.sessionKeys;
  return [await storedKey(config.dataDir)];
}

async function storedKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SESSION_KEY_FILE);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Written aside and linked into place: processes starting together all end up with the same, complete key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(SESSION_KEY_BYTES).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return readKey(file);
}

async function readKey(file: string): Promise<Buffer> {
  if ((await stat(file)).mode & 0o077) throw new Error(`${file} must be readable by its owner only (chmod 600): it holds the session key.`);
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== SESSION_KEY_BYTES) throw new Error(`${file} must hold one ${SESSION_KEY_BYTES}-byte key in base64.`);
  return key;
}
