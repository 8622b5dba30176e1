/**
 * The browser loads a group's messages (MESSAGE_GROUPS, shared/i18n.ts) only with the templates that name it
 * (templates/client-registry.ts). A component showing a key of a group its page did not load would show the key
 * and fail to hydrate, so this reads the client bundle as esbuild makes it: the code every page runs names no
 * group's key (the error screen's aside: client/ClientApp.tsx and ui/ErrorBoundary.tsx load them before one shows),
 * and each template's own code (what it imports beyond that) names exactly the groups it declares.
 */
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import t from 'tap';
import { clientBuildOptions } from '../../build/build.ts';
import { MESSAGE_GROUPS } from '../../shared/i18n.ts';
import { messageGroupsOf, templateLoaders } from '../../templates/client-registry.ts';

const { metafile } = await esbuild.build({ ...clientBuildOptions('/tmp/message-groups-check', 'production'), write: false });
const outputs = metafile.outputs;

/** An output and every output it loads (statically, or also on demand), the messages' own chunks aside. */
function closure(output: string, dynamicToo: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const { path, kind } of outputs[output]!.imports) {
    if (outputs[path] && (kind === 'import-statement' || dynamicToo) && !Object.keys(outputs[path].inputs).some((input) => input.includes('locales/'))) {
      closure(path, dynamicToo, seen);
    }
  }
  return seen;
}

/** The portal's source files in these outputs. */
function sourcesOf(closureOutputs: Set<string>): Set<string> {
  return new Set([...closureOutputs].flatMap((output) => Object.keys(outputs[output]!.inputs)).filter((input) => !input.includes('node_modules') && /\.tsx?$/.test(input)));
}

/** The groups whose keys these files name: `'office.day'`, `` `office.${day}` ``. */
async function groupsNamedBy(files: Iterable<string>): Promise<string[]> {
  const named = new Set<string>();
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    for (const group of MESSAGE_GROUPS) if (new RegExp(`['"\`]${group}\\.[\\w$]`).test(source)) named.add(group);
  }
  return [...named].sort();
}

function outputOf(entryPoint: string): string {
  const found = Object.entries(outputs).find(([, meta]) => meta.entryPoint === entryPoint)?.[0];
  if (!found) throw new Error(`no output for ${entryPoint}`);
  return found;
}

const everyPage = sourcesOf(closure(outputOf('client/entry.tsx'), false));

/** The groups a template's own code names: what it imports that is not every page's code. */
async function groupsOfTemplate(key: string): Promise<string[]> {
  return groupsNamedBy([...sourcesOf(closure(outputOf(`templates/${key}/${key}.tsx`), true))].filter((file) => !everyPage.has(file)));
}

t.test('the code every page runs names no key of a group but the error screen\'s, loaded before one shows', async (t) => {
  t.same(await groupsNamedBy(everyPage), ['errors']);
});

t.test('each template declares the groups its own code names, and no others', async (t) => {
  for (const key of Object.keys(templateLoaders)) t.same(await groupsOfTemplate(key), [...messageGroupsOf(key)].sort(), key);
});

t.test('the check sees a group key where there is one', async (t) => {
  t.same(await groupsOfTemplate('Sluzba'), ['service']);
});
