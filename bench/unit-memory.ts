/**
 * The memory the shipped unit gives a portal process (deploy/systemd/portal@.service's `MemoryMax`), as a memory
 * cgroup of that limit a benchmark starts a process in. Node sizes V8's heap from the memory it may use (the cgroup's
 * limit where lower than the machine's): a process measured without it gets a heap, and a young generation, that
 * the unit never gives (on a 24 GB machine a heap limit of 4,288 MB against 408 MB under `MemoryMax=720M`).
 *
 * The cgroup is made beneath the one the benchmark runs in (cgroup v1's memory hierarchy, or cgroup v2 where the
 * memory controller is delegated to it), so whatever limits or accounts the benchmark goes on doing so.
 */
import { readFileSync } from 'node:fs';
import { mkdir, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const UNIT_FILE = path.join(import.meta.dirname, '..', 'deploy', 'systemd', 'portal@.service');
const SUFFIX_BYTES: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3, T: 1024 ** 4 };

/** The unit's `MemoryMax=` in bytes (systemd's K/M/G/T suffixes are powers of 1024). */
export function unitMemoryMaxBytes(unitFile = UNIT_FILE): number {
  const value = /^MemoryMax=(\S+)$/m.exec(readFileSync(unitFile, 'utf8'))?.[1];
  const parsed = value ? /^(\d+)([KMGT]?)$/.exec(value) : null;
  if (!parsed) throw new Error(`${unitFile}: MemoryMax=${value ?? '(none)'} is not a size the bench can set (bytes with K, M, G or T)`);
  return Number(parsed[1]) * SUFFIX_BYTES[parsed[2]!]!;
}

export interface MemoryCgroup {
  /** A command that runs the command appended to it inside the cgroup: the shell enters it, then execs the command (same pid). */
  launcher: string[];
  /** How many times the limit was hit (cgroup v1's `memory.failcnt`, v2's `max` event): the kernel reclaimed or killed. */
  limitHits(): number;
  /** Removes the cgroup; every process in it must have exited. */
  remove(): Promise<void>;
}

/** The mount point of the cgroup hierarchy `matches` picks from /proc/self/mounts. */
function mountPoint(matches: (type: string, options: string[]) => boolean): string | undefined {
  for (const line of readFileSync('/proc/self/mounts', 'utf8').split('\n')) {
    const [, where, type, options] = line.split(' ');
    if (where && type && options && matches(type, options.split(','))) return where;
  }
  return undefined;
}

/** A field of a cgroup file of `key value` lines. */
const fieldOf = (file: string, key: string) => Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? 0);

/**
 * A memory cgroup named `name` limited to `limitBytes`, beneath the benchmark's own; or why none can be made here
 * (no memory controller, not delegated, no permission).
 */
export async function makeMemoryCgroup(name: string, limitBytes: number): Promise<MemoryCgroup | { cannot: string }> {
  const own = readFileSync('/proc/self/cgroup', 'utf8').split('\n').map((line) => line.split(':'));
  const v1Path = own.find(([, controllers]) => controllers?.split(',').includes('memory'))?.[2];
  const v1Mount = v1Path === undefined ? undefined : mountPoint((type, options) => type === 'cgroup' && options.includes('memory'));
  const v2Path = own.find(([id, controllers]) => id === '0' && controllers === '')?.[2];
  const v2Mount = mountPoint((type) => type === 'cgroup2');
  let dir: string;
  let limitFile: string;
  let limitHits: () => number;
  if (v1Mount && v1Path !== undefined) {
    dir = path.join(v1Mount, v1Path, name);
    limitFile = 'memory.limit_in_bytes';
    limitHits = () => Number(readFileSync(path.join(dir, 'memory.failcnt'), 'utf8'));
  } else if (v2Mount && v2Path !== undefined) {
    const parent = path.join(v2Mount, v2Path);
    try {
      if (!readFileSync(path.join(parent, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('memory')) {
        // Refused where the parent holds processes itself (cgroup v2's rule) or the controller is not delegated.
        await writeFile(path.join(parent, 'cgroup.subtree_control'), '+memory');
      }
    } catch (error) {
      return { cannot: `cgroup v2 at ${parent} gives no memory controller to a cgroup beneath it (${(error as Error).message}); run the bench in a cgroup that delegates it, e.g. systemd-run --scope -p Delegate=yes` };
    }
    dir = path.join(parent, name);
    limitFile = 'memory.max';
    limitHits = () => fieldOf(path.join(dir, 'memory.events'), 'max');
  } else {
    return { cannot: 'no cgroup memory controller is mounted' };
  }
  try {
    await mkdir(dir);
    await writeFile(path.join(dir, limitFile), String(limitBytes));
  } catch (error) {
    await rmdir(dir).catch(() => {});
    return { cannot: `${dir}: ${(error as Error).message}` };
  }
  return {
    launcher: ['sh', '-c', 'echo $$ > "$0" && exec "$@"', path.join(dir, 'cgroup.procs')],
    limitHits,
    remove: () => rmdir(dir),
  };
}
