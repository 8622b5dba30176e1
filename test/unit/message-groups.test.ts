/**
 * The browser loads a group's messages (MESSAGE_GROUPS, shared/i18n.ts) only with the templates that name it
 * (templates/client-registry.ts). A component showing a key of a group its page did not load would show the key
 * and fail to hydrate, so this reads the client bundle as esbuild makes it: the code every page runs names no
 * group's key, and each template's code (with all it imports) names exactly the groups it declares.
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

/** The groups whose keys the portal's source files in these outputs name: `'office.day'`, `` `office.${day}` ``. */
async function groupsNamedBy(closureOutputs: Set<string>): Promise<string[]> {
  const files = new Set([...closureOutputs].flatMap((output) => Object.keys(outputs[output]!.inputs)).filter((input) => !input.includes('node_modules') && /\.tsx?$/.test(input)));
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

t.test('the code every page runs names no key of a group', async (t) => {
  t.same(await groupsNamedBy(closure(outputOf('client/entry.tsx'), false)), []);
});

t.test('each template declares the groups its code names, and no others', async (t) => {
  for (const key of Object.keys(templateLoaders)) {
    const named = await groupsNamedBy(closure(outputOf(`templates/${key}/${key}.tsx`), true));
    t.same(named, [...messageGroupsOf(key)].sort(), key);
  }
});

t.test('the check sees a group key where there is one', async (t) => {
  t.same(await groupsNamedBy(closure(outputOf('templates/Sluzba/Sluzba.tsx'), true)), ['service']);
});
