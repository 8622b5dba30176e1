/** `npm run breakages` (build/breakages.ts): a breakage applies only where its text is found exactly once. */
import { existsSync, readFileSync } from 'node:fs';
import t from 'tap';
import { applyBreakage, BREAKAGES, type Breakage } from '../../build/breakages.ts';

const breakage: Breakage = { name: 'a test breakage', file: 'server/example.ts', find: 'a === b', replace: 'a !== b', tests: [] };

t.test('found once: replaced there, and only the text found changes', async (t) => {
  t.equal(applyBreakage(breakage, 'if (a === b) return;'), 'if (a !== b) return;');
  t.equal(applyBreakage({ ...breakage, replace: '$& $1' }, 'a === b'), '$& $1', 'the replacement is taken as it is written');
});

t.test('absent or found twice: refused, naming the breakage, the file and how often the text was found', async (t) => {
  t.throws(() => applyBreakage(breakage, 'if (a == b) return;'), { message: /^"a test breakage" refused: its text is found nowhere in server\/example\.ts, not once/ });
  t.throws(() => applyBreakage(breakage, 'if (a === b) x(a === b);'), { message: /^"a test breakage" refused: its text is found 2 times in server\/example\.ts, not once/ });
  t.throws(() => applyBreakage({ ...breakage, find: 'aa' }, 'aaa'), { message: /found 2 times/ }, 'overlapping finds count');
});

t.test('every declared breakage still fits the code, once, and names test files that exist', async (t) => {
  t.equal(new Set(BREAKAGES.map((declared) => declared.name)).size, BREAKAGES.length, 'names are unique');
  for (const declared of BREAKAGES) {
    t.doesNotThrow(() => applyBreakage(declared, readFileSync(declared.file, 'utf8')), declared.name);
    t.ok(declared.tests.length > 0 && declared.tests.every((test) => existsSync(test)), `${declared.name}: its tests exist`);
  }
});
