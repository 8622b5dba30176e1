/**
 * Content a test writes for itself: a copy of the fixtures in a temporary folder with the test's own items added
 * (in the embedded content service's file format, content/README.md), removed in teardown.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURES } from './portal.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

/** One published Czech page of the web `up`. */
export function czechPage(id: string, structure: string, friendlyURL: string, data: Record<string, unknown>, name = `Stránka ${id}`) {
  return {
    id,
    structure,
    categories: [],
    tags: [],
    published: true,
    displayAt: '2026-11-01T08:00:00+01:00',
    createdAt: '2026-11-01T08:00:00+01:00',
    updatedAt: '2026-11-01T08:00:00+01:00',
    data: {},
    translations: { 'cs-CZ': { name, description: '', friendlyURL, data } },
  };
}

/** The fixtures with `items` added as pages of the web `up`; returns the folder, for `contentDir`. */
export async function contentWith(t: Teardown, items: { id: string }[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-content-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await cp(FIXTURES, dir, { recursive: true });
  for (const item of items) await writeFile(path.join(dir, 'up', 'pages', `test-${item.id}.json`), JSON.stringify(item, null, 2));
  return dir;
}
