/**
 * A copy of this checkout's sources that a test or a tool may change and break without touching the checkout: every
 * file of the working tree as it is (uncommitted edits too), its packages linked rather than copied, and nothing the
 * checkout made or gathered (dist/, .tap/, data/) nor its history.
 */
import { cp, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';

const LEFT_OUT = ['data', 'dist', '.git', '.tap'];

export async function copyCheckout(to: string, from = '.'): Promise<void> {
  for (const entry of await readdir(from)) {
    if (entry === 'node_modules') await symlink(path.resolve(from, entry), path.join(to, entry));
    else if (!LEFT_OUT.includes(entry)) await cp(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
}
