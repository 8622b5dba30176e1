/**
 * `npm run size`: what a content page costs a visitor in JavaScript and CSS, compressed, against the budgets
 * (JS <= 100 KB, CSS <= 40 KB). The portal serves the built dist/client; Chromium opens a page (a service by
 * default, or the path given) and everything it loads from /assets/ through hydration is counted, as the
 * precompressed .gz and .br files the server sends, each with what it is made of (the build's esbuild metafile:
 * packages and the portal's folders, minified bytes before compression). Exits 1 when what a browser is sent
 * (brotli) is over budget. Run `npm run build` first.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadClientBuild } from '../server/assets.ts';
import { launchBrowser, startPortal, waitForHydration } from '../test/helpers/browser.ts';
import type { Metafile } from 'esbuild';
import { samplePages } from '../test/helpers/sample-pages.ts';
import { DIST } from './build.ts';

const BUDGET_KB = { js: 100, css: 40 };
const KB = 1024;

const pagePath = process.argv[2] ?? samplePages().find((page) => page.key === 'Sluzba')!.czech;
const build = loadClientBuild(DIST);
const metafile = JSON.parse(await readFile(path.join(DIST, 'client', 'metafile.json'), 'utf8')) as Metafile;

/** The biggest parts of an output file: a package (node_modules/…) or a folder of the portal, with its bytes. */
function partsOf(file: string): string {
  const output = Object.entries(metafile.outputs).find(([name]) => name.endsWith(`/assets/${file}`))?.[1];
  const parts = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const part = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? path.dirname(input.replace(/^[a-z-]+:/, ''));
    parts.set(part, (parts.get(part) ?? 0) + bytesInOutput);
  }
  return [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([part, bytes]) => `${part} ${kb(bytes)}`).join(', ');
}

const teardowns: (() => unknown)[] = [];
const scope = { teardown: (fn: () => unknown) => void teardowns.push(fn) };
let overBudget = false;
try {
  const base = await startPortal(scope, {}, { clientBuild: build });
  const browser = await launchBrowser(scope);
  const page = await browser.newPage();
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) loaded.add(pathname.slice('/assets/'.length));
  });
  await page.goto(base + pagePath);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const totals = { js: { raw: 0, gz: 0, br: 0 }, css: { raw: 0, gz: 0, br: 0 } };
  console.log(`${pagePath}: what the page loads from ${path.relative(process.cwd(), build.dir)}`);
  for (const file of [...loaded].sort()) {
    const on = path.join(build.dir, file);
    const [raw, gz, br] = await Promise.all([on, `${on}.gz`, `${on}.br`].map(async (name) => (await stat(name)).size));
    const kind = file.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += raw!;
    totals[kind].gz += gz!;
    totals[kind].br += br!;
    console.log(`  ${file.padEnd(48)} ${kb(raw!).padStart(9)} raw ${kb(gz!).padStart(9)} gzip ${kb(br!).padStart(9)} brotli`);
    if (raw! > 2 * KB) console.log(`      ${partsOf(file)}`);
  }
  // Judged as sent: brotli to every browser that accepts it (all current ones, over HTTPS); gzip, what a client
  // without brotli gets, is shown against the same budget.
  for (const kind of ['js', 'css'] as const) {
    const { raw, gz, br } = totals[kind];
    const budget = BUDGET_KB[kind] * KB;
    overBudget ||= br > budget;
    const verdict = (bytes: number) => (bytes > budget ? 'OVER' : 'within');
    console.log(`${kind.toUpperCase().padEnd(4)} ${kb(raw)} raw; brotli ${kb(br)}: ${verdict(br)}; gzip ${kb(gz)}: ${verdict(gz)} (budget ${BUDGET_KB[kind]} KB compressed)`);
  }
} finally {
  for (const fn of teardowns.reverse()) await fn();
}
process.exitCode = overBudget ? 1 : 0;

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
