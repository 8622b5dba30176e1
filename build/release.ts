/**
 * `npm run release`: the tarball an operator installs (docs/operations.md "Production"). It refuses a version that
 * CHANGELOG.md does not name with its date, builds into an emptied dist/ (no earlier build's assets), and packs
 * `release/labour-portal-<version>.tar.gz`: everything a production install needs and nothing of the development
 * install, unpacked into `labour-portal-<version>/`, then `npm ci --omit=dev` there.
 * (`npm pack` would leave out package-lock.json, which `npm ci` needs.) Its package.json has no devDependencies and its
 * lock is the project's pruned to the production dependencies (productionManifests): in the full lock a development
 * package that is also an optional peer of a production one (TypeScript, i18next's) is `devOptional`, which
 * `npm ci --omit=dev` installs all the same (31 MB of compiler).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, DIST } from './build.ts';
import { writeRegistries } from './template-registry.ts';

/** What a production install holds: the build, the migrations, the kit, the lock for `npm ci`, and the documents. */
export const RELEASE_FILES = ['package.json', 'package-lock.json', 'dist', 'db', 'deploy', 'docs', 'README.md', 'CHANGELOG.md', 'LICENSE', 'SECURITY.md'];
/** Of those, what only the development install uses: the kit's TypeScript (built into dist/deploy), the build's metafile. */
const LEFT_OUT = ['deploy/*.ts', 'dist/client/metafile.json', 'docs/screenshots'];
export const RELEASE_DIR = path.resolve('release');

/** Why CHANGELOG.md's text does not name `version` as a release (a heading `## 0.2.0 — 2026-12-07`), or undefined. */
export function changelogProblem(version: string, changelog: string): string | undefined {
  const escaped = version.replace(/[.+]/g, '\\$&');
  if (new RegExp(`^## ${escaped} — \\d{4}-\\d{2}-\\d{2}$`, 'm').test(changelog)) return undefined;
  return `CHANGELOG.md has no heading "## ${version} — YYYY-MM-DD": say what ${version} changes (and what an operator must do to upgrade) before it is released.`;
}

/** The manifests of the production install: package.json without devDependencies, the lock pruned to match (by npm). */
const MANIFESTS = ['package.json', 'package-lock.json'];
export async function productionManifests(into: string): Promise<void> {
  const { devDependencies: _development, ...manifest } = JSON.parse(await readFile('package.json', 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(into, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await copyFile('package-lock.json', path.join(into, 'package-lock.json'));
  await promisify(execFile)('npm', ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: into });
}

/** Packs the release from what is built now; returns the tarball's path. */
export async function packRelease(version: string, outDir = RELEASE_DIR): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const name = `labour-portal-${version}`;
  const file = path.join(outDir, `${name}.tar.gz`);
  const manifests = await mkdtemp(path.join(tmpdir(), 'portal-release-manifests-'));
  try {
    await productionManifests(manifests);
    await promisify(execFile)('tar', [
      '--create', '--gzip', `--file=${file}`, '--owner=0', '--group=0', '--sort=name',
      ...LEFT_OUT.map((pattern) => `--exclude=${pattern}`),
      `--transform=s,^,${name}/,`,
      `--directory=${manifests}`, ...MANIFESTS,
      `--directory=${process.cwd()}`, ...RELEASE_FILES.filter((entry) => !MANIFESTS.includes(entry)),
    ]);
  } finally {
    await rm(manifests, { recursive: true, force: true });
  }
  return file;
}

if (import.meta.main) {
  const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
  const problem = changelogProblem(version, await readFile('CHANGELOG.md', 'utf8'));
  if (problem) {
    console.error(`release: ${problem}`);
    process.exit(1);
  }
  await writeRegistries();
  await rm(DIST, { recursive: true, force: true });
  await build();
  const file = await packRelease(version);
  console.log(`${file}: unpack it, then \`npm ci --omit=dev\` in labour-portal-${version}/ (docs/operations.md "Production")`);
}
