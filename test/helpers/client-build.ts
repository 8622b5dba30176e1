/**
 * The client bundle the tests serve, built from the sources once per change rather than once per test file: a build
 * takes 5–7 s with its brotli and gzip copies, and about a hundred test files start a portal. A build is kept under
 * node_modules/.cache with the hash of every file it was made of (esbuild's own list of inputs, the static
 * assets copied beside it, and the tooling that made it); it is used again only while each of those files is
 * unchanged, so a test never runs on a stale bundle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildClient } from '../../build/build.ts';
import type { ClientBuild } from '../../server/assets.ts';

type Mode = 'production' | 'development';

const CACHE = path.resolve('node_modules/.cache/portal-test-client');
const STATIC_ASSETS = 'public/assets';
/**
 * What makes the bundle besides its inputs: the build's own code (its esbuild plugins among it) and the packages
 * installed. A change to either makes the build again, though esbuild's list of inputs does not name them.
 */
const TOOLING = ['build', 'package-lock.json'];
/** Builds older than this that no record names any more are removed; a test still serving one has long ended. */
const ABANDONED_AFTER_MS = 3_600_000;

interface KeptBuild {
  build: Omit<ClientBuild, 'dir'>;
  dir: string;
  /** Each file the build was made of, relative to the project, with the sha-256 of its content. */
  inputs: Record<string, string>;
}

async function hashOf(file: string): Promise<string | undefined> {
  try {
    return createHash('sha256').update(await readFile(file)).digest('hex');
  } catch {
    return undefined; // gone since: the build is stale
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function hashesOf(files: string[]): Promise<Record<string, string>> {
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await hashOf(file)) ?? ''])));
}

/** The static assets and the tooling: files a build is made of that esbuild's list of inputs does not name. */
async function filesBeside(): Promise<string[]> {
  const tooling = await Promise.all(TOOLING.map(async (entry) => ((await stat(entry)).isDirectory() ? filesUnder(entry) : [entry])));
  return [...(await filesUnder(STATIC_ASSETS)), ...tooling.flat()];
}

async function stillCurrent(record: KeptBuild): Promise<boolean> {
  if ((await filesBeside()).some((file) => !(file in record.inputs))) return false;
  const now = await hashesOf(Object.keys(record.inputs));
  return Object.entries(record.inputs).every(([file, hash]) => now[file] === hash) && existsSync(record.dir);
}

async function readRecord(file: string): Promise<KeptBuild | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as KeptBuild;
  } catch {
    return undefined;
  }
}

async function removeAbandoned(keep: string): Promise<void> {
  for (const name of await readdir(CACHE)) {
    const dir = path.join(CACHE, name);
    if (dir === keep || name.endsWith('.json')) continue;
    const { mtimeMs } = await stat(dir);
    if (Date.now() - mtimeMs > ABANDONED_AFTER_MS) await rm(dir, { recursive: true, force: true });
  }
}

async function buildAndRecord(mode: Mode, recordFile: string): Promise<ClientBuild> {
  await mkdir(CACHE, { recursive: true });
  const dir = path.join(CACHE, `${mode}-${randomBytes(6).toString('hex')}`);
  const metafile = `${dir}.metafile`;
  await cp(STATIC_ASSETS, dir, { recursive: true });
  const build = await buildClient(dir, mode, metafile);
  const { inputs } = JSON.parse(await readFile(metafile, 'utf8')) as { inputs: Record<string, unknown> };
  await rm(metafile);
  const record: KeptBuild = { build, dir, inputs: await hashesOf([...Object.keys(inputs), ...(await filesBeside())]) };
  // Written whole, then moved in place: a test file starting meanwhile reads the old record or the new, never half.
  const partial = `${recordFile}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, JSON.stringify(record));
  await rename(partial, recordFile);
  await removeAbandoned(dir);
  return { ...build, dir };
}

const builds = new Map<Mode, Promise<ClientBuild>>();

/**
 * The client bundle as the sources are now. `development` keeps React's development build, whose hydration
 * warnings the browser tests listen for.
 */
export function testClientBuild(mode: Mode = 'production'): Promise<ClientBuild> {
  let build = builds.get(mode);
  if (!build) {
    build = (async () => {
      const recordFile = path.join(CACHE, `${mode}.json`);
      const record = await readRecord(recordFile);
      if (record && (await stillCurrent(record))) return { ...record.build, dir: record.dir };
      return buildAndRecord(mode, recordFile);
    })();
    builds.set(mode, build);
  }
  return build;
}
