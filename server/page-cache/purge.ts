/**
 * Publishing reaches visitors (docs/operations.md "Caching"): when the CMS publishes, it asks `POST
 * /api/page-cache/purge` with `Authorization: Bearer <PAGE_CACHE_PURGE_TOKEN>` and the pages' paths, `{"paths":
 * ["/o-nas", "/en/about-us"]}`. Every process of the portal drops the kept answers of those pages (HTML and page data,
 * every variant and query) and makes them again from the CMS asked anew (server/page-cache/page-cache.ts `purge`). The processes
 * hear of it through PostgreSQL (LISTEN/NOTIFY) when `DATABASE_URL` is set; without it, there is this process alone.
 * nginx in front asks the portal again about a page it keeps within a second (deploy/nginx.conf.template), so it
 * follows.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { bearerMatches } from '../bearer-token.ts';
import { parseJson } from '../cms.ts';
import type { Database } from '../database.ts';
import type { PageCache } from './page-cache.ts';
import { MAX_PATH_CHARS } from '../request-context.ts';

export const PURGE_PATH = '/api/page-cache/purge';
/** The PostgreSQL channel every process listens to. */
export const PURGE_CHANNEL = 'portal_page_cache_purge';
/** Paths one purge may name: a publish touches a page in its languages, not the whole portal. */
const MAX_PATHS = 100;
/** A notification's payload must stay under PostgreSQL's 8,000 bytes: longer purges go in parts. */
const NOTIFICATION_BYTES = 7_500;
/** The sender hears its own notification back once PostgreSQL has passed it to every listener; not waited for longer. */
const HEARD_BACK_MS = 2_000;

const purgeBody = z.object({ paths: z.array(z.string().startsWith('/').max(MAX_PATH_CHARS)).min(1).max(MAX_PATHS) });
const notification = z.object({ id: z.string(), from: z.string(), paths: z.array(z.string()) });

/** How a purge reaches every process of the portal. */
export interface PurgeSignal {
  /** Purges `paths` here at once and in every other process; resolves once they have all been told. */
  send(paths: readonly string[]): Promise<void>;
}

/** This process alone. */
export function localPurges(cache: PageCache): PurgeSignal {
  return { send: async (paths) => cache.purge(paths) };
}

/** Groups of paths whose notification fits PostgreSQL's payload limit. */
function notificationsOf(paths: readonly string[], from: string): { id: string; payload: string }[] {
  const groups: string[][] = [[]];
  for (const path of paths) {
    const group = groups.at(-1)!;
    // An id is a UUID as long as `from`.
    const bytes = Buffer.byteLength(JSON.stringify({ id: from, from, paths: [...group, path] }));
    if (group.length > 0 && bytes > NOTIFICATION_BYTES) groups.push([path]);
    else group.push(path);
  }
  return groups.map((group) => {
    const id = randomUUID();
    return { id, payload: JSON.stringify({ id, from, paths: group }) };
  });
}

/**
 * Every process listening on PostgreSQL: each purges what the others send. A process does not hear what was sent
 * before it listened (it had just started, or its connection failed), so it lets go of everything it keeps then.
 */
export function postgresPurges(cache: PageCache, database: Database, log: { warn(message: string): void }): PurgeSignal {
  const self = randomUUID();
  const awaited = new Map<string, () => void>();
  database.listen(
    PURGE_CHANNEL,
    (payload) => {
      const parsed = notification.safeParse(parseJson(payload));
      if (!parsed.success) return log.warn('page cache: a purge notification that is not one was ignored');
      if (parsed.data.from === self) awaited.get(parsed.data.id)?.();
      else cache.purge(parsed.data.paths);
    },
    () => cache.clear(),
  );
  const told = async ({ id, payload }: { id: string; payload: string }) => {
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not heard back within ${HEARD_BACK_MS} ms`)), HEARD_BACK_MS);
      awaited.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    // Whatever happens, an unanswered wait is not left behind.
    heard.catch(() => undefined);
    try {
      await database.query('SELECT pg_notify($1, $2)', [PURGE_CHANNEL, payload]);
      await heard;
    } finally {
      awaited.delete(id);
    }
  };
  return {
    async send(paths) {
      cache.purge(paths);
      await Promise.all(notificationsOf(paths, self).map(told));
    },
  };
}

export const pageCachePurgePlugin = fp(
  async (app: FastifyInstance, opts: { token: string; signal: PurgeSignal }) => {
    app.post(PURGE_PATH, { bodyLimit: 64 * 1024 }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, opts.token)) {
        request.log.warn('page cache purge refused: no valid token');
        return reply.code(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, message: 'A valid bearer token is needed.' });
      }
      const body = purgeBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ statusCode: 400, message: `Send {"paths": ["/a-page", …]}: 1 to ${MAX_PATHS} paths of this portal.` });
      try {
        await opts.signal.send(body.data.paths);
      } catch (error) {
        request.log.error({ err: error }, 'page cache purge: not every process could be told');
        return reply.code(503).header('retry-after', '5').send({ statusCode: 503, message: 'Purged in this process only; try again.' });
      }
      request.log.info({ paths: body.data.paths }, 'page cache purged');
      return { purged: body.data.paths };
    });
  },
  { name: 'page-cache-purge', dependencies: ['page-cache'] },
);
