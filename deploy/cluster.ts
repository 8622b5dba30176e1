/**
 * Many portal processes behind Debian's nginx on loopback (docs/operations.md "Many processes behind nginx"): one
 * content service and one pair of sign-in stand-ins when none are configured, N portal processes started as `npm run
 * serve` starts them (each restarted when it dies, each with its metrics on a private port and its log in a file of its
 * own), and nginx with the portal's site (deploy/nginx-site.ts). `npm run cluster` runs it until SIGINT or SIGTERM; the
 * cluster test drives the same code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { startAuthStandIns, type AuthStandIns } from '../embedded/auth-stand-ins.ts';
import { nginxSite } from './nginx-site.ts';
import { HOST, startContentService, startPortal, stop, waitForHttp } from './processes.ts';

export const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export interface ClusterOptions {
  /** Portal processes. */
  processes: number;
  /** Where nginx listens (on loopback). */
  port: number;
  /**
   * The first portal process's port; the others follow, five apart: each process's metrics listen two above its
   * port, and its stand-in ports are kept free.
   */
  firstPortalPort: number;
  /** Where each process's log (JSON lines, appended: `portal-<port>.log`) and nginx's logs are written. */
  logDir: string;
  /** Environment of every portal process (HEADLESS_CMS_URL, CMS_CACHE_RETENTION_S…). */
  env?: Record<string, string>;
  /** Without HEADLESS_CMS_URL in `env`: the embedded content service on this port, serving `contentDir`. */
  contentServicePort?: number;
  contentDir?: string;
  /** How long each process may take to be ready (its search index built); 30 s by default. */
  readyTimeoutMs?: number;
  /** The command each process's Node command is run by (deploy/processes.ts `startPortal`), by its index. */
  launcher?: (index: number) => string[];
}

export interface Cluster {
  url: string;
  /** The portal processes' ports, in upstream order. */
  portalPorts: number[];
  /** Each process's private `/metrics` port (METRICS_PORT), in the same order. */
  metricsPorts: number[];
  /** Each process's log file, in the same order. */
  logFiles: string[];
  /** The process serving `portalPorts[index]` now (a dead one is replaced). */
  portal(index: number): ChildProcess;
  /** Resolves when the process at `index` answers again after a restart. */
  portalReady(index: number): Promise<void>;
  contentService?: ChildProcess;
  stop(): Promise<void>;
}

/** Distance of a process's metrics port from its own port (processes.ts leaves that one to the caller). */
const METRICS_PORT_OFFSET = 2;
/** Distance between the ports of two processes. */
const PORT_STRIDE = 5;

/** How many consecutive ports from `firstPortalPort` the processes and their metrics take. */
export function clusterPortSpan(processes: number): number {
  return (processes - 1) * PORT_STRIDE + METRICS_PORT_OFFSET + 1;
}

/**
 * nginx's main configuration for a private prefix, including `site` (a site of deploy/nginx-site.ts), written into
 * it; returns the main configuration's file.
 */
export async function writeNginxConfig(prefix: string, logDir: string, site: string): Promise<string> {
  const template = await readFile(path.join(import.meta.dirname, 'cluster-nginx.conf.template'), 'utf8');
  // The workers run as whoever runs the cluster (its files are in a temporary directory of that user's).
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(path.join(prefix, 'site.conf'), site);
  await writeFile(file, template.replaceAll('{{PREFIX}}', prefix).replace('{{LOG_DIR}}', logDir).replace('{{USER}}', user));
  return file;
}

export async function startNginx(prefix: string, file: string): Promise<ChildProcess> {
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
  const portalPorts = Array.from({ length: options.processes }, (_, i) => options.firstPortalPort + i * PORT_STRIDE);
  const metricsPorts = portalPorts.map((port) => port + METRICS_PORT_OFFSET);
  await mkdir(options.logDir, { recursive: true });
  const logFiles = portalPorts.map((port) => path.resolve(options.logDir, `portal-${port}.log`));
  const portals: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  let stopping = false;

  try {
    if (!env.HEADLESS_CMS_URL) {
      const port = options.contentServicePort ?? options.port + 1;
      started.contentService = await startContentService(port, options.contentDir);
      env.HEADLESS_CMS_URL = `http://${HOST}:${port}`;
    }
    // One provider and one CAS for all processes: a session begun through one is known to all.
    if (!env.SECURITY_PROVIDER_URL) {
      started.standIns = await startAuthStandIns({ logger: pino({ level: 'warn' }), publicUrl: url, providerPort: 0, casPort: 0 });
      env.SECURITY_PROVIDER_URL = started.standIns.providerUrl;
    }
    const launch = (index: number) => {
      // Appended, so a process started again writes after the lines of the one before.
      const log = openSync(logFiles[index]!, 'a', 0o600);
      const child = startPortal('.', portalPorts[index]!, { ...env, METRICS_PORT: String(metricsPorts[index]) }, log, options.launcher?.(index));
      closeSync(log);
      portals[index] = child;
      ready[index] = waitForHttp(`http://${HOST}:${portalPorts[index]}/readyz`, child, options.readyTimeoutMs);
      // A start again that fails is told to whoever waits for it; unawaited, it must not end the supervisor (its
      // exit below starts the process once more).
      ready[index].catch(() => {});
      // A process that dies is started again; nginx sends its requests to the others meanwhile.
      child.once('exit', (code, signal) => {
        if (stopping) return;
        appendFileSync(logFiles[index]!, JSON.stringify({ level: 50, time: Date.now(), msg: `the process exited (${signal ?? `status ${code}`}); starting it again` }) + '\n');
        setTimeout(() => !stopping && launch(index), 200);
      });
    };
    portalPorts.forEach((_, index) => launch(index));
    await Promise.all(ready);
    const site = await nginxSite({
      upstreams: portalPorts.map((port) => `${HOST}:${port}`),
      cacheDir: path.join(prefix, 'cache'),
      accessLog: path.resolve(options.logDir, 'nginx-access.log'),
      listen: { loopbackPort: options.port },
    });
    started.nginx = await startNginx(prefix, await writeNginxConfig(prefix, path.resolve(options.logDir), site));
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
    metricsPorts,
    logFiles,
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

/** `npm run cluster`: CLUSTER_PROCESSES (default: the cores), CLUSTER_PORT (default PORT, else 3000), CLUSTER_LOG_DIR. */
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
    logDir: process.env.CLUSTER_LOG_DIR || 'logs',
    // Every process gets this environment anyway; these four the cluster would otherwise set itself.
    env: Object.fromEntries(['PUBLIC_URL', 'TRUST_PROXY', 'HEADLESS_CMS_URL', 'SECURITY_PROVIDER_URL'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))),
  });
  console.log(`nginx at ${cluster.url} in front of portal processes on ports ${cluster.portalPorts.join(', ')}`);
  console.log(`their metrics: ${cluster.metricsPorts.map((p) => `http://${HOST}:${p}/metrics`).join(', ')}; their logs: ${cluster.logFiles.join(', ')}`);
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
