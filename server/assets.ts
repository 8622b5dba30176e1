/**
 * The client bundle and static files under /assets. Hashed names are cached for a year as immutable; the few
 * fixed names (error icons, favicon) for a day. Precompressed .br/.gz copies are served where accepted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteRule } from '../shared/route-rules.ts';
import type { Assets } from '../ui/Document.tsx';

export interface ClientBuild extends Assets {
  buildId: string;
  /** When it was built (ms since the epoch); builds from before it was recorded say 0. */
  builtAt?: number;
  dir: string;
}

export function loadClientBuild(distDir: string): ClientBuild {
  const file = path.join(distDir, 'client', 'manifest.json');
  let manifest: { buildId: string; js: string; css: string; fonts?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`The client bundle is not built (${file} is missing): run "npm run build" first.`);
  }
  return { fonts: {}, ...manifest, dir: path.join(distDir, 'client', 'assets') };
}

const HASHED = /-[A-Z0-9]{8}\.(js|css|txt|woff2?)(\.map)?(\.br|\.gz)?$/;

export const assetsPlugin = fp(
  async (app: FastifyInstance, opts: { build: ClientBuild; routeRules: Record<string, RouteRule> }) => {
    await app.register(fastifyStatic, {
      root: opts.build.dir,
      prefix: '/assets/',
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
    // A new deployment is noticed by polling this (docs/product.md §4).
    app.get('/builds/latest.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { id: opts.build.buildId };
    });
    // The build manifest (docs/product.md §7): the build's id, when it was made and its route rules
    // (shared/route-rules.ts).
    app.get<{ Params: { file: string } }>('/builds/meta/:file', async (request, reply) => {
      if (request.params.file !== `${opts.build.buildId}.json`) {
        return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, message: `No build ${request.params.file.replace(/\.json$/, '')} is served here.` });
      }
      reply.header('cache-control', 'public, max-age=300');
      return { id: opts.build.buildId, timestamp: opts.build.builtAt ?? 0, routeRules: opts.routeRules };
    });
  },
  { name: 'assets' },
);
