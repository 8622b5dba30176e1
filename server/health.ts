/**
 * `/healthz`: the process answers, with the release it runs (shared/version.ts); nothing more is asked (liveness
 * stays cheap). `/readyz`: whether the portal can do its work, asked as a visit to its home page would ask it: the
 * default web and its home page resolve through the configured content service (through the CMS cache, so copies it
 * serves while the service fails count), and the search can answer. Otherwise 503 with the reason. A hanging content service must not make the probe hang.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALES } from '../shared/locales.ts';
import { PORTAL_VERSION } from '../shared/version.ts';
import type { Cms } from './cms.ts';
import type { WebEntry } from './config.ts';
import { Errors } from './errors.ts';
import { loadWeb, loadWebConfig } from './site.ts';

/** The longest a probe waits for the content service before it says it did not answer. */
const READINESS_WAIT_MS = 1000;
const OK = 'ok';

export interface Readiness {
  ready: boolean;
  /** `ok`, or why the home page cannot be made. */
  content: string;
  /** `ok`, or why a search cannot be answered. */
  search: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What `/readyz` answers (server/main.ts waits for it before it says the portal is ready). */
    readiness(): Promise<Readiness>;
  }
}

interface Check {
  ready: boolean;
  /** `ok` (with a note where there is one), or why not. */
  says: string;
}

const ready = (note?: string): Check => ({ ready: true, says: note ? `${OK}: ${note}` : OK });
const notReady = (reason: string): Check => ({ ready: false, says: reason });

/** Whether the default web's home page can be made now. */
async function homeResolves(cms: Cms, entry: WebEntry): Promise<Check> {
  const client = cms.forRequest();
  const locale = entry.locale ?? 'cs';
  try {
    const web = await loadWeb(client, { entry, prefix: '', contentPath: '/', isDefault: true });
    const home = (await loadWebConfig(client, web, locale))?.home;
    if (!home) return notReady(`the default web ${entry.url} names no home page in its config`);
    await client.contentByUrl(home, { webId: web.id, language: LOCALES[locale].tag });
  } catch (error) {
    if (error instanceof Errors.DEFAULT_WEB_NOT_FOUND) return notReady(`the content service does not know the default web ${entry.url}`);
    if (error instanceof Errors.CMS_NOT_FOUND) return notReady(`the home page of the default web ${entry.url} was not found at the content service`);
    if (error instanceof Errors.CMS_UNAVAILABLE) return notReady('the content service is unavailable and no copy of the home page is cached');
    throw error;
  }
  const { breaker, lastCall } = cms.state();
  return breaker === 'closed' && lastCall !== 'failed' ? ready() : ready('the content service is failing, cached copies are served');
}

async function contentReadiness(cms: Cms, entry: WebEntry): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve(notReady(`the content service did not answer within ${READINESS_WAIT_MS} ms`)), READINESS_WAIT_MS);
  });
  try {
    return await Promise.race([homeResolves(cms, entry), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { cms: Cms; webs: WebEntry[] }) => {
    app.decorate('readiness', async (): Promise<Readiness> => {
      const content = await contentReadiness(opts.cms, opts.webs[0]!);
      const search = app.siteSearch.ready() ? ready() : notReady('the search index is not ready yet');
      return { ready: content.ready && search.ready, content: content.says, search: search.says };
    });
    app.get('/healthz', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok', version: PORTAL_VERSION };
    });
    app.get('/readyz', async (_request, reply) => {
      const { ready, content, search } = await app.readiness();
      reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
      return { status: ready ? 'ready' : 'unavailable', content, search };
    });
  },
  { name: 'health' },
);
