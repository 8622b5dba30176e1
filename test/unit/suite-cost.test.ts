import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { fileCosts } from '../suite/cost-data.ts';

t.test('the suite’s clock counts this run’s test files, each once, slowest first, and no helper process', async (t) => {
  const root = await mkdtemp(path.join(tmpdir(), 'suite-cost-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  await mkdir(path.join(root, '.tap/processinfo'), { recursive: true });
  const write = (name: string, date: string, script: string, runtime: number, parent: string | null = null) =>
    writeFile(path.join(root, '.tap/processinfo', `${name}.json`), JSON.stringify({ date, argv: ['node', path.join(root, script)], parent, runtime }));
  await write('a', '2026-12-07T08:00:01Z', 'test/unit/a.test.ts', 2_000);
  await write('b', '2026-12-07T08:00:02Z', 'test/e2e/b.test.tsx', 9_500);
  await write('a-again', '2026-12-07T08:00:05Z', 'test/unit/a.test.ts', 3_000);
  await write('old', '2026-12-07T07:00:00Z', 'test/unit/old.test.ts', 50_000);
  await write('helper', '2026-12-07T08:00:03Z', 'test/helpers/machines-provider.ts', 70_000, 'b');
  await writeFile(path.join(root, '.tap/processinfo', 'notes.txt'), 'not a record');
  t.same(fileCosts(new Date('2026-12-07T08:00:00Z'), root), [
    { file: 'test/e2e/b.test.tsx', seconds: 9.5 },
    { file: 'test/unit/a.test.ts', seconds: 3 },
  ]);
});
