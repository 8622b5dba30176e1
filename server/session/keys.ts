/**
 * The keys of the portal's encrypted session cookie (@fastify/secure-session): the configured ones (the first
 * encrypts, all decrypt, so a key is rotated by putting a new one first), or else one key generated once and
 * kept in the data directory, readable by its owner only, so that restarts and every process sharing the
 * directory keep the sessions readable. A key already there is only read: a read-only or full data directory
 * that holds one does not stop the start. What stops it is said in one line (a ConfigError).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { SESSION_KEY_BYTES } from '../config-values.ts';

export const SESSION_KEY_FILE = 'session-key';

export async function sessionKeys(config: Pick<Config, 'sessionKeys' | 'dataDir'>): Promise<Buffer[]> {
  if (config.sessionKeys.length) return config.sessionKeys;
  return [await storedKey(config.dataDir)];
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'error';

async function storedKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SESSION_KEY_FILE);
  try {
    return await readKey(file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    // Not there (nor, perhaps, its directory): made below.
    if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'ENOTDIR') throw new ConfigError([`${file} cannot be read (${codeOf(error)}).`]);
  }
  // Written aside and linked into place: processes starting together all end up with the same, complete key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writeFile(draft, randomBytes(SESSION_KEY_BYTES).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    await link(draft, file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  } catch (error) {
    throw new ConfigError([`DATA_DIR (${dataDir}) holds no session key and one cannot be written there (${codeOf(error)}): make it writable, or set SESSION_KEYS.`]);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  return readKey(file);
}

async function readKey(file: string): Promise<Buffer> {
  if ((await stat(file)).mode & 0o077) throw new ConfigError([`${file} must be readable by its owner only (chmod 600): it holds the session key.`]);
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== SESSION_KEY_BYTES) throw new ConfigError([`${file} must hold one ${SESSION_KEY_BYTES}-byte key in base64.`]);
  return key;
}
