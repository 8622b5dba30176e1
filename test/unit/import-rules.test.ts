/**
 * What each folder may import, values and types alike, read from every source file by TypeScript's own parser
 * (the native compiler's API, @typescript/native-preview, the same parse `npm run typecheck` makes). It fails on an
 * import a folder's rule does not allow (an arrow pointing up) and on any circle of files that crosses folders.
 *
 * A file belongs to the most specific entry of RULES that names it or a folder holding it; a `*.test.ts(x)` file,
 * wherever it lies, to `tests`; a file a package.json script runs (a command, `dist/x.js` read as `x.ts`) outside the
 * tool folders to `commands`. Circles inside one folder (a template's module and its component naming each other's
 * types) are counted in the output, not refused.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { API } from '@typescript/native-preview/unstable/sync';
import t from 'tap';

interface Rule {
  /** The folders and files the rule covers (the most specific one decides a file's rule). */
  holds: readonly string[];
  /** The other rules' names whose files these may import; `*`, any but the tests'. */
  may: readonly string[] | '*';
  why: string;
}

const RULES: Record<string, Rule> = {
  locales: { holds: ['locales', 'package.json'], may: [], why: 'messages and the version: data' },
  shared: { holds: ['shared'], may: ['locales'], why: 'the isomorphic base: content shapes, messages, paths' },
  'template contract': {
    holds: ['templates/types.ts'],
    may: ['shared'],
    why: 'the isomorphic half of the template contract: what a component is given',
  },
  'search shapes': { holds: ['server/search/engine.ts'], may: ['search'], why: "the search's query and answer" },
  'template modules contract': {
    holds: ['templates/module.ts'],
    may: ['shared', 'template contract', 'search shapes'],
    why: 'the server half of the contract: narrow interfaces of its own for what a load is given, the server fills them in',
  },
  ui: { holds: ['ui'], may: ['shared', 'locales', 'template contract'], why: 'components; the page frame holds a template through its contract' },
  templates: {
    holds: ['templates'],
    may: ['shared', 'locales', 'ui', 'template contract', 'template modules contract', 'search shapes', 'server', 'search'],
    why: "the templates' folders; their server halves use the server's libraries, never a file that imports a template (no circle)",
  },
  'template registry': { holds: ['templates/server-registry.ts', 'templates/server-registry.generated.ts'], may: ['templates', 'template modules contract'], why: 'every template module, written from the folders' },
  server: {
    holds: ['server'],
    may: ['shared', 'locales', 'ui', 'template contract', 'template modules contract', 'templates', 'search shapes', 'search', 'embedded'],
    why: 'the server, handed the template registry by its assembly; the demo starts the stand-ins of embedded/',
  },
  search: { holds: ['server/search'], may: ['shared', 'locales', 'server', 'search shapes'], why: 'the site search' },
  assembly: {
    holds: ['server/app.ts', 'server/main.ts'],
    may: ['shared', 'locales', 'ui', 'template contract', 'template modules contract', 'templates', 'template registry', 'search shapes', 'search', 'server', 'embedded'],
    why: "the app's assembly: the only server files that name the template registry",
  },
  client: { holds: ['client'], may: ['shared', 'locales', 'ui', 'template contract', 'templates'], why: 'the browser: the client registry loads each template as a chunk' },
  embedded: { holds: ['embedded'], may: ['shared', 'locales'], why: 'the stand-in content service and sign-in of the demo and the tests' },
  commands: { holds: [], may: '*', why: 'the files package.json scripts run outside the tool folders: entries over the rest' },
  tools: { holds: ['deploy', 'build', 'bench', 'test/helpers', 'test/suite', 'test/fixtures'], may: '*', why: 'deployment, build, benchmarks and the test harness: over everything' },
  tests: { holds: ['test'], may: '*', why: 'every `*.test.ts(x)` file, wherever it lies, and the test folders' },
};

const root = process.cwd();
const scripts = Object.values((JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts).join(' ');
const commands = new Set([...scripts.matchAll(/\b((?:server|embedded|deploy|build|bench)\/[\w/.-]+\.ts)\b/g)].map((match) => match[1]!));
for (const [, built] of scripts.matchAll(/\bdist\/([\w/.-]+)\.js\b/g)) commands.add(`${built}.ts`);
const TOOL_FOLDERS = RULES.tools!.holds.map((held) => held.split('/')[0]!);

function unitOf(file: string): string | undefined {
  if (/\.test\.tsx?$/.test(file)) return 'tests';
  if (commands.has(file) && !TOOL_FOLDERS.includes(file.split('/')[0]!)) return 'commands';
  let best: { unit: string; length: number } | undefined;
  for (const [unit, rule] of Object.entries(RULES)) {
    for (const held of rule.holds) if ((file === held || file.startsWith(`${held}/`)) && held.length > (best?.length ?? -1)) best = { unit, length: held.length };
  }
  return best?.unit;
}

const allows = (unit: string, target: string) => target === unit || (RULES[unit]!.may === '*' ? target !== 'tests' || unit === 'tests' : RULES[unit]!.may.includes(target));

/** Every project file and the project files it imports (relative imports; packages are no folder's). */
function importGraph(): Map<string, string[]> {
  const api = new API({ cwd: root });
  try {
    const program = api.updateSnapshot({ openProject: 'tsconfig.json' }).getProjects()[0]!.program;
    const files = program
      .getSourceFileNames()
      .map((name) => path.relative(root, name))
      .filter((name) => !name.startsWith('..') && !name.includes('node_modules/'));
    return new Map(
      files.map((file) => {
        const imports = program.getSourceFile(path.join(root, file))!.imports.map((node) => (node as unknown as { text: string }).text);
        return [file, [...new Set(imports.filter((name) => name.startsWith('.')).map((name) => path.normalize(path.join(path.dirname(file), name))))]];
      }),
    );
  } finally {
    api.close();
  }
}

/** The strongly connected components of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const graph = importGraph();
const folderOf = (file: string) => (file.startsWith('templates/') && file.split('/').length > 2 ? file.split('/').slice(0, 2).join('/') : unitOf(file));

t.comment('What each folder may import (test/unit/import-rules.test.ts RULES):');
for (const [unit, rule] of Object.entries(RULES)) {
  const may = rule.may === '*' ? (unit === 'tests' ? 'anything' : 'anything but tests') : rule.may.join(', ') || 'nothing';
  t.comment(`  ${unit} (${rule.holds.join(', ') || 'package.json scripts'}) may import ${may}: ${rule.why}`);
}

t.test('every source file belongs to a folder with a rule', async (t) => {
  t.same([...graph.keys()].filter((file) => !unitOf(file)), [], 'files no rule names: add their folder to RULES');
  t.ok(graph.size > 500, `${graph.size} files read`);
});

t.test('no import points up: each folder imports only what its rule allows', async (t) => {
  const upward: string[] = [];
  for (const [file, targets] of graph) {
    const unit = unitOf(file)!;
    for (const target of targets) {
      const targetUnit = unitOf(target);
      if (targetUnit && !allows(unit, targetUnit)) upward.push(`${file} (${unit}) → ${target} (${targetUnit})`);
    }
  }
  t.same(upward, [], 'imports their folders may not make');
});

t.test('no circle of files crosses folders', async (t) => {
  const all = circles(graph);
  const crossing = all.filter((component) => new Set(component.map(folderOf)).size > 1);
  t.comment(`circles of files: ${all.length} (${all.reduce((sum, c) => sum + c.length, 0)} files), of which crossing folders: ${crossing.length}`);
  t.same(crossing, [], 'circles whose files lie in different folders');
});
