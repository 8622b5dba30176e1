/**
 * Many portal processes behind Debian's nginx on loopback (README "Many processes behind nginx"): one content
 * service and one pair of sign-in stand-ins when none are configured, N portal processes started as `npm run serve`
 * starts them (each restarted when it dies), and nginx with deploy/nginx.conf.template filled in. `npm run cluster`
 * runs it until SIGINT or SIGTERM; the cluster test drives the same code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startAuthStandIns, type AuthStandIns } from '../embedded/auth-stand-ins.ts';
import { HOST, startContentService, startPortal, stop, waitForHttp } from './processes.ts';

export const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export interface ClusterOptions {
  /** Portal processes. */
  processes: number;
  /** Where nginx listens (on loopback). */
  port: number;
  /** The first portal process's port; the others follow, five apart (each process's stand-in ports are kept free). */
  firstPortalPort: number;
  /** Environment of every portal process (HEADLESS_CMS_URL, CMS_CACHE_RETENTION_S…). */
  env?: Record<string, string>;
  /** Without HEADLESS_CMS_URL in `env`: the embedded content service on this port, serving `contentDir`. */
  contentServicePort?: number;
  contentDir?: string;
}

export interface Cluster {
  url: string;
  /** The portal processes' ports, in upstream order. */
  portalPorts: number[];
  /** The process serving `portalPorts[index]` now (a dead one is replaced). */
  portal(index: number): ChildProcess;
  /** Resolves when the process at `index` answers again after a restart. */
  portalReady(index: number): Promise<void>;
  contentService?: ChildProcess;
  stop(): Promise<void>;
}

/** The template with the cluster's values: the one source of the configuration. */
export async function nginxConfig(prefix: string, port: number, portalPorts: number[]): Promise<string> {
  const template = await readFile(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8');
  const servers = portalPorts.map((p) => `    server ${HOST}:${p} max_fails=0;`).join('\n');
  // The workers run as whoever runs the cluster (its files are in a temporary directory of that user's).
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return template.replaceAll('{{PREFIX}}', prefix).replaceAll('{{PORT}}', String(port)).replace('{{UPSTREAM_SERVERS}}', servers).replace('{{USER}}', user);
}

export async function startNginx(prefix: string, config: string): Promise<ChildProcess> {
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => reject(new Error(`nginx could not be started (${NGINX}): ${error.message}. Install Debian's nginx (apt-get install nginx-light).`)));
  });
  return child;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'portal-nginx-'));
  await mkdir(path.join(prefix, 'cache'));
  const url = `http://${HOST}:${options.port}`;
  const env: Record<string, string> = { PUBLIC_URL: url, TRUST_PROXY: HOST, ...options.env };
  const started: { contentService?: ChildProcess; standIns?: AuthStandIns; nginx?: ChildProcess } = {};
  const portalPorts = Array.from({ length: options.processes }, (_, i) => options.firstPortalPort + i * 5);
  const portals: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  let stopping = false;

  try {
    if (!env.HEADLESS_CMS_URL) {
      const port = options.contentServicePort ?? options.port + 1;
      started.contentService = await startContentService(port, options.contentDir);
      env.HEADLESS_CMS_URL = `http://${HOST}:${port}`;
    }
    env.EMBEDDED_CMS = 'false';
    // One provider and one CAS for all processes: a session begun through one is known to all.
    if (!env.SECURITY_PROVIDER_URL) {
      started.standIns = await startAuthStandIns({ logger: pino({ level: 'warn' }), publicUrl: url, providerPort: 0, casPort: 0 });
      env.SECURITY_PROVIDER_URL = started.standIns.providerUrl;
    }
    const launch = (index: number) => {
      const child = startPortal('.', portalPorts[index]!, env);
      portals[index] = child;
      ready[index] = waitForHttp(`http://${HOST}:${portalPorts[index]}/readyz`, child);
      // A process that dies is started again; nginx sends its requests to the others meanwhile.
      child.once('exit', () => {
        if (!stopping) setTimeout(() => !stopping && launch(index), 200);
      });
    };
    portalPorts.forEach((_, index) => launch(index));
    await Promise.all(ready);
    started.nginx = await startNginx(prefix, await nginxConfig(prefix, options.port, portalPorts));
    await waitForHttp(`${url}/healthz`, started.nginx);
  } catch (error) {
    stopping = true;
    await Promise.all(portals.map(stop));
    if (started.nginx) await stop(started.nginx);
    await started.standIns?.close();
    if (started.contentService) await stop(started.contentService);
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    portalPorts,
    portal: (index) => portals[index]!,
    portalReady: (index) => ready[index]!,
    contentService: started.contentService,
    async stop() {
      stopping = true;
      await stop(started.nginx!);
      await Promise.all(portals.map(stop));
      await started.standIns?.close();
      if (started.contentService) await stop(started.contentService);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** `npm run cluster`: CLUSTER_PROCESSES (default: the cores), CLUSTER_PORT (default PORT, else 3000). */
if (import.meta.main) {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = process.env[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
      process.exit(1);
    }
    return value;
  };
  const port = number('CLUSTER_PORT', number('PORT', 3000, 1, 65535), 1, 65535);
  const cluster = await startCluster({
    processes: number('CLUSTER_PROCESSES', availableParallelism(), 1, 64),
    port,
    firstPortalPort: number('CLUSTER_FIRST_PORTAL_PORT', port + 10, 1, 65535),
    // Every process gets this environment anyway; these four the cluster would otherwise set itself.
    env: Object.fromEntries(['PUBLIC_URL', 'TRUST_PROXY', 'HEADLESS_CMS_URL', 'SECURITY_PROVIDER_URL'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))),
  });
  console.log(`nginx at ${cluster.url} in front of portal processes on ports ${cluster.portalPorts.join(', ')}`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
