/**
 * `npm run templates` (and every build): the template registries written from the folders of templates/. A folder
 * `templates/<Key>/` holding `server.ts` (exporting the module `<Key>`) and `<Key>.tsx` (its component) is the
 * template of structure key `<Key>`; a key starting with `Dev` is a component preview, shown under /dev only and
 * never for content. Adding a template is adding its folder: the server registry imports its module, the client
 * registry loads its component as a chunk of its own with the message groups its code names (found the way
 * esbuild bundles it), and test/unit/template-registry.test.ts fails while the written files are not these. A
 * folder's stylesheet (`templates/<Key>/<Key>.css`, or a shared folder's such as `templates/offices/offices.css`)
 * holds the rules of its own markup: client/templates.generated.css imports every such stylesheet, and
 * client/styles.css imports that before its own rules, which therefore win where they match the same elements with
 * the same specificity.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { MESSAGE_GROUPS, type MessageGroup } from '../shared/i18n.ts';
import { clientBuildOptions } from './build.ts';

const TEMPLATES = 'templates';
export const SERVER_REGISTRY = path.join(TEMPLATES, 'server-registry.generated.ts');
export const CLIENT_REGISTRY = path.join(TEMPLATES, 'client-registry.generated.ts');
export const TEMPLATE_STYLES = path.join('client', 'templates.generated.css');
const PREVIEW_PREFIX = 'Dev';

/** The structure keys: the folders with a module and a component of their name. */
export async function templateKeys(): Promise<string[]> {
  const entries = await readdir(TEMPLATES, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const keys: string[] = [];
  for (const folder of folders) {
    const files = await readdir(path.join(TEMPLATES, folder));
    if (files.includes('server.ts') && files.includes(`${folder}.tsx`)) keys.push(folder);
  }
  return keys.sort();
}

export const isPreview = (key: string) => key.startsWith(PREVIEW_PREFIX);

/** The stylesheets of the folders of templates/ (a template's, or a shared folder's), by path. */
export async function templateStylesheets(): Promise<string[]> {
  const entries = await readdir(TEMPLATES, { withFileTypes: true });
  const sheets: string[] = [];
  for (const folder of entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    for (const file of await readdir(path.join(TEMPLATES, folder))) if (file.endsWith('.css')) sheets.push(`${folder}/${file}`);
  }
  return sheets.sort();
}

/**
 * The client bundle as esbuild makes it with each template's component as an entry of its own: the code every page
 * runs, and what each template's component adds to it.
 */
export async function bundleSources(keys: string[]) {
  const options = clientBuildOptions('/tmp/template-registry-check', 'production');
  const entryPoints = { ...options.entryPoints, ...Object.fromEntries(keys.map((key) => [`template-${key}`, `${TEMPLATES}/${key}/${key}.tsx`])) };
  const { metafile } = await esbuild.build({ ...options, entryPoints, write: false });
  const { outputs } = metafile;
  const isMessages = (output: string) => Object.keys(outputs[output]!.inputs).some((input) => input.includes('locales/'));
  /** An output and every output it loads (statically, or also on demand), the messages' own chunks aside. */
  const closure = (output: string, dynamicToo: boolean, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const { path: imported, kind } of outputs[output]!.imports) {
      if (outputs[imported] && (kind === 'import-statement' || dynamicToo) && !isMessages(imported)) closure(imported, dynamicToo, seen);
    }
    return seen;
  };
  const sourcesOf = (closed: Set<string>) =>
    new Set([...closed].flatMap((output) => Object.keys(outputs[output]!.inputs)).filter((input) => !input.includes('node_modules') && /\.tsx?$/.test(input)));
  const outputOf = (entryPoint: string) => {
    const found = Object.entries(outputs).find(([, meta]) => meta.entryPoint === entryPoint)?.[0];
    if (!found) throw new Error(`esbuild produced no output for ${entryPoint}`);
    return found;
  };
  const everyPage = sourcesOf(closure(outputOf('client/entry.tsx'), false));
  const ownSources = (key: string) => [...sourcesOf(closure(outputOf(`${TEMPLATES}/${key}/${key}.tsx`), true))].filter((file) => !everyPage.has(file));
  return { everyPage, ownSources };
}

/** The groups whose keys these files name: `'office.day'`, `` `office.${day}` ``. */
export async function groupsNamedBy(files: Iterable<string>): Promise<MessageGroup[]> {
  const named = new Set<MessageGroup>();
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const group of MESSAGE_GROUPS) if (new RegExp(`['"\`]${group}\\.[\\w$]`).test(source)) named.add(group);
  }
  return [...named].sort();
}

const WRITTEN = 'Written by `npm run templates` (build/template-registry.ts) from the folders of templates/: do not edit.';
const HEADER = `// ${WRITTEN}\n`;

function serverRegistry(keys: string[]): string {
  const content = keys.filter((key) => !isPreview(key));
  return `${HEADER}import type { AnyTemplateModule } from './module.ts';
${content.map((key) => `import { ${key} } from './${key}/server.ts';`).join('\n')}

/** The template modules content pages may use, by structure key. */
export const contentTemplates: readonly AnyTemplateModule[] = [
${content.map((key) => `  ${key},`).join('\n')}
];
`;
}

function clientRegistry(keys: string[], groups: Map<string, MessageGroup[]>): string {
  const loaders = keys.map((key) => `  ${key}: () => import('./${key}/${key}.tsx'),`).join('\n');
  const messages = keys
    .filter((key) => groups.get(key)!.length > 0)
    .map((key) => `  ${key}: [${groups.get(key)!.map((group) => `'${group}'`).join(', ')}],`)
    .join('\n');
  return `${HEADER}import type { MessageGroup } from '../shared/i18n.ts';
import type { TemplateComponent } from './types.ts';

/** Each template's component, a chunk of its own, by structure key (the /dev previews' among them). */
export const templateLoaders: Readonly<Record<string, () => Promise<{ default: TemplateComponent }>>> = {
${loaders}
};

/** The message groups each template's own code names (besides every page's messages): loaded with its chunk. */
export const templateMessages: Readonly<Record<string, readonly MessageGroup[]>> = {
${messages}
};
`;
}

/** Each folder's stylesheet, for client/styles.css to import before its own rules. */
function templateStyles(sheets: string[]): string {
  return `/* ${WRITTEN} */
${sheets.map((sheet) => `@import "../${TEMPLATES}/${sheet}";`).join('\n')}
`;
}

/** The two registries and the stylesheets' list as the folders make them (from the bundle's sources, if read already). */
export async function writtenRegistries(keys?: string[], bundle?: Awaited<ReturnType<typeof bundleSources>>): Promise<Record<string, string>> {
  keys ??= await templateKeys();
  const { ownSources } = bundle ?? (await bundleSources(keys));
  const groups = new Map(await Promise.all(keys.map(async (key) => [key, await groupsNamedBy(ownSources(key))] as const)));
  return {
    [SERVER_REGISTRY]: serverRegistry(keys),
    [CLIENT_REGISTRY]: clientRegistry(keys, groups),
    [TEMPLATE_STYLES]: templateStyles(await templateStylesheets()),
  };
}

/** Writes the files whose text changed (an unchanged file keeps its time, and tsx and esbuild their caches). */
export async function writeRegistries(): Promise<void> {
  for (const [file, text] of Object.entries(await writtenRegistries())) {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== text) await writeFile(file, text);
  }
}

if (import.meta.main) {
  await writeRegistries();
  console.log(`${SERVER_REGISTRY}, ${CLIENT_REGISTRY}, ${TEMPLATE_STYLES}: written from the folders of ${TEMPLATES}/`);
}
