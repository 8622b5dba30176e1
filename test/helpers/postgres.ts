/**
 * Debian's PostgreSQL for a test: a cluster made by initdb in a temporary directory, listening on 127.0.0.1 on a
 * free port with its socket in that directory, stopped and removed in teardown (or when the process exits without
 * it, after an uncaught error). initdb refuses to run as root,
 * so as root the cluster belongs to the `postgres` user Debian's package creates (run through `runuser`).
 */
import { execFile, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePortsBoundLater } from './ports.ts';

const run = promisify(execFile);
/** Debian installs the server's programs off the PATH, under its major version. */
const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];
const CLUSTER_USER = 'postgres';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface TestPostgres {
  /** `postgres://…@127.0.0.1:port/postgres`, trusted: loopback only, for the test's own user (the address given, in a namespace). */
  url: string;
  /** The same through the cluster's Unix socket, which a test reaches from outside the cluster's network namespace. */
  socketUrl: string;
  /** The cluster's data directory (its `postmaster.pid` names the server process). */
  dataDir: string;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`: every session is sent 57P01, admin shutdown). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again, as it was. */
  start(): Promise<void>;
}

function binDir(): string {
  const found = BIN_DIRS.find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error(`PostgreSQL's server is not installed (looked in ${BIN_DIRS.join(', ')}): apt-get install postgresql postgresql-contrib`);
  return found;
}

/** Where the server runs: by default on loopback; else in a network namespace (root only), on its address there. */
export interface PostgresPlace {
  netns: string;
  address: string;
  /** The network whose clients are trusted, e.g. 10.77.0.0/24. */
  clients: string;
}

export async function startPostgres(t: Teardown, place?: PostgresPlace): Promise<TestPostgres> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  // As root, the same program through runuser as the unprivileged cluster owner (in the namespace, when one is given).
  const inPlace = place ? ['ip', 'netns', 'exec', place.netns] : [];
  const exec = (program: string, args: string[]) =>
    asRoot ? run(inPlace[0] ?? 'runuser', [...inPlace.slice(1), ...(place ? ['runuser'] : []), '-u', CLUSTER_USER, '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  if (asRoot) chownSync(dir, Number((await run('id', ['-u', CLUSTER_USER])).stdout), Number((await run('id', ['-g', CLUSTER_USER])).stdout));
  const data = path.join(dir, 'data');
  await exec('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  // Chosen after initdb, outside the range of outgoing connections' ports: one of those took it before the bind.
  const port = place ? 5432 : await freePortsBoundLater(1);
  const host = place?.address ?? '127.0.0.1';
  if (place) appendFileSync(path.join(data, 'pg_hba.conf'), `host all all ${place.clients} trust\n`);
  const serverOptions = `-c listen_addresses=${host} -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  const start = async () => void (await exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', serverOptions, '-w', '-t', '60', 'start']));
  await start();
  const stopArgs = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  // A test process that dies (an uncaught error skips the teardown) still stops its cluster: 'exit' runs then too.
  const stopAtExit = () => {
    if (asRoot) spawnSync(inPlace[0] ?? 'runuser', [...inPlace.slice(1), ...(place ? ['runuser'] : []), '-u', CLUSTER_USER, '--', path.join(bin, 'pg_ctl'), ...stopArgs]);
    else spawnSync(path.join(bin, 'pg_ctl'), stopArgs);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopAtExit);
  t.teardown(async () => {
    process.off('exit', stopAtExit);
    await exec('pg_ctl', stopArgs).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: `postgres://portal@${host}:${port}/postgres`,
    socketUrl: `postgres://portal@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    dataDir: data,
    stop: async (mode = 'fast') => void (await exec('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])),
    start,
  };
}
