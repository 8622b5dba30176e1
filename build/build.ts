/**
 * Builds what `npm start` runs: the client bundle and stylesheet with content-hashed names (served as immutable),
 * precompressed copies for @fastify/static, a manifest naming them and the build id, and the server bundle.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { MESSAGE_GROUPS, messageGroupOf } from '../shared/i18n.ts';
import { onlyTheBlocksUsed } from './gov-ds-css.ts';

export const DIST = path.resolve('dist');
const ASSETS = path.join(DIST, 'client', 'assets');
const DIST_DEPLOY = path.join(DIST, 'deploy');

export interface Manifest {
  buildId: string;
  /** When it was built (ms since the epoch): the build manifest says it (server/assets.ts). */
  builtAt: number;
  js: string;
  css: string;
  /** The font files the stylesheet names, by face (`latin-400`): a page preloads the ones above its fold. */
  fonts: Record<string, string>;
}

/**
 * A language's messages (locales/*.json) as one `JSON.parse` of a string rather than esbuild's JSON module: that
 * one names every top-level key as an export too (the file again in bytes), and a large object literal costs
 * the browser more to parse than the same JSON. The messages only some templates show (MESSAGE_GROUPS,
 * shared/i18n.ts) are split off, a chunk per group, so a page carries only its own template's.
 */
const messagesAsJsonParse: esbuild.Plugin = {
  name: 'messages-as-json-parse',
  setup(build) {
    const parse = (messages: [string, string][]) => `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(messages)))});`;
    const read = async (file: string) => Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>);
    build.onLoad({ filter: /[\\/]locales[\\/][a-z]+\.json$/, namespace: 'file' }, async (args) => {
      const everyPage = (await read(args.path)).filter(([key]) => !messageGroupOf(key));
      const groups = MESSAGE_GROUPS.map((group) => `${group}: () => import(${JSON.stringify(`${args.path}?${group}`)})`);
      return { contents: `${parse(everyPage)}\nexport const groups = {${groups.join(', ')}};`, loader: 'js', resolveDir: path.dirname(args.path) };
    });
    build.onResolve({ filter: /[\\/]locales[\\/][a-z]+\.json\?\w+$/ }, (args) => ({ path: args.path, namespace: 'message-group' }));
    build.onLoad({ filter: /.*/, namespace: 'message-group' }, async (args) => {
      const [file, group] = args.path.split('?') as [string, string];
      return { contents: parse((await read(file)).filter(([key]) => messageGroupOf(key) === group)), loader: 'js' };
    });
  },
};

/**
 * How the browser bundle is built. `development` keeps React's development build, whose hydration warnings the
 * browser tests listen for; what ships is `production`.
 */
export function clientBuildOptions(outdir: string, mode: 'production' | 'development') {
  return {
    entryPoints: { client: 'client/entry.tsx', styles: 'client/styles.css' },
    outdir,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    // Each template a chunk of its own (templates/client-registry.ts): a page loads only the one it shows.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome109', 'firefox115', 'safari15.6'],
    minify: mode === 'production',
    // Maps are built beside the files (to read a reported client error's stack) but not named in them: the
    // comment costs every visitor half a kilobyte of brotli on a page, for DevTools that can load a map by hand.
    sourcemap: mode === 'production' ? 'external' : 'linked',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    metafile: true,
    legalComments: 'linked',
    // Czech, Russian and Ukrainian text as UTF-8, not \u escapes (three times the bytes); module scripts are
    // always read as UTF-8.
    charset: 'utf8',
    plugins: [messagesAsJsonParse, onlyTheBlocksUsed],
    // The stylesheet's fonts (client/fonts.css) become hashed files beside it, cached as immutable.
    loader: { '.woff2': 'file' },
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions;
}

/**
 * V8's explicit compile hint (Chromium 136+): every function of a file is compiled as the file streams in, on a
 * background thread, instead of on the main thread when first called. A file here is loaded when its code runs (the
 * entry and React at start, a template's chunk for its page), and lazily compiling React's factories cost a phone
 * ~200 ms of blocked main thread (4x CPU slowdown) before hydration. Files under COMPILE_HINT_MIN_BYTES (the small
 * shared chunks) have too little to compile for the hint to pay for its bytes on every page.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const COMPILE_HINT_MIN_BYTES = 4096;

/** The file's code, with the compile hint written on its first line if it is big enough; its map follows. */
async function withCompileHint(file: string): Promise<Buffer> {
  const code = await readFile(file);
  if (code.length < COMPILE_HINT_MIN_BYTES) return code;
  const hinted = Buffer.concat([Buffer.from(COMPILE_HINT), code]);
  await writeFile(file, hinted);
  // The code moved down a line: a source map's lines are separated by ';' in its mappings.
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
  await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  return hinted;
}

/** Builds the browser bundle. `metafileTo`: where esbuild's metafile (what each output is made of) goes, if anywhere. */
export async function buildClient(outdir = ASSETS, mode: 'production' | 'development' = 'production', metafileTo?: string): Promise<Manifest> {
  const result = await esbuild.build(clientBuildOptions(outdir, mode));
  const outputs = Object.entries(result.metafile.outputs);
  const find = (entry: string) => {
    const found = outputs.find(([, meta]) => meta.entryPoint === entry);
    if (!found) throw new Error(`esbuild produced no output for ${entry}`);
    return '/assets/' + path.basename(found[0]);
  };
  const js = find('client/entry.tsx');
  const css = find('client/styles.css');
  const fonts: Record<string, string> = {};
  for (const [file, meta] of outputs) {
    const face = Object.keys(meta.inputs).map((input) => /roboto-([a-z-]+-\d+)-normal\.woff2$/.exec(input)?.[1]).find(Boolean);
    if (face && file.endsWith('.woff2')) fonts[face] = '/assets/' + path.basename(file);
  }
  const buildId = createHash('sha256').update(js + css).digest('hex').slice(0, 12);
  if (metafileTo) await writeFile(metafileTo, JSON.stringify(result.metafile));
  for (const [file] of outputs) {
    if (!/\.(js|css)$/.test(file)) continue;
    const body = file.endsWith('.js') ? await withCompileHint(file) : await readFile(file);
    await writeFile(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(file + '.gz', gzipSync(body, { level: 9 }));
  }
  return { buildId, builtAt: Date.now(), js, css, fonts };
}

const serverOptions = {
  outdir: path.join(DIST, 'server'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Every package stays an import: a production install (`npm ci --omit=dev`) provides the dependencies.
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
} satisfies esbuild.BuildOptions;

/**
 * The portal's entry, and the commands an operator runs beside it (`npm run db:migrate`, `npm run feedback:export`,
 * `npm run search:report`, `npm run nginx-site`), each a file of its own so that none of them needs a development
 * dependency (tsx) at run time.
 */
async function buildServer(): Promise<void> {
  await esbuild.build({
    ...serverOptions,
    entryPoints: { start: 'server/start.ts' },
    // server/main.ts becomes a chunk of its own, so nothing it imports loads before start.ts has run.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  // Whole files, no shared chunks: each must be the file node runs (server/command.ts).
  await esbuild.build({ ...serverOptions, entryPoints: { migrate: 'server/migrate.ts', 'feedback-export': 'server/feedback/export.ts', 'search-report': 'server/search-report.ts' } });
  // The nginx site's writer, with its template beside it as in deploy/.
  await esbuild.build({ ...serverOptions, outdir: DIST_DEPLOY, entryPoints: { 'nginx-site': 'deploy/nginx-site.ts' } });
  await cp('deploy/nginx.conf.template', path.join(DIST_DEPLOY, 'nginx.conf.template'));
}

export async function build(): Promise<Manifest> {
  // Earlier builds' hashed assets stay: pages a CDN still serves from before this build keep their scripts.
  await rm(path.join(DIST, 'server'), { recursive: true, force: true });
  await rm(DIST_DEPLOY, { recursive: true, force: true });
  await mkdir(ASSETS, { recursive: true });
  await cp('public/assets', ASSETS, { recursive: true });
  // What each file is made of, for `npm run size` (build/size.ts); beside the assets, not served.
  const manifest = await buildClient(ASSETS, 'production', path.join(DIST, 'client', 'metafile.json'));
  await writeFile(path.join(DIST, 'client', 'manifest.json'), JSON.stringify(manifest, null, 2));
  await buildServer();
  return manifest;
}

if (import.meta.main) {
  const manifest = await build();
  console.log(`built ${manifest.buildId}: ${manifest.js} ${manifest.css}`);
}
