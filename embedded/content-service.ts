/**
 * The embedded content service: docs/content-api.md over HTTP, served from the files in `content/`. The portal
 * talks to it exactly as to a real CMS, so the portal's client code is the production code.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loadContent, type LoadProblem } from './content-files.ts';
import { ContentStore, NotFound, type ContentQuery } from './content-store.ts';
import { MissingFile, sendFile } from './document-files.ts';

export interface ContentServiceOptions {
  contentDir: string;
  logger: FastifyBaseLogger;
}

class BadParameter extends Error {}

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new BadParameter(`Parameter ${name} must be given once.`);
  return value === '' ? undefined : value;
}

function many(query: Query, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v !== '');
}

function integer(query: Query, name: string, fallback: number, min: number, max: number): number {
  const raw = single(query, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new BadParameter(`Parameter ${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

function flag(query: Query, name: string, fallback: boolean): boolean {
  const raw = single(query, name);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new BadParameter(`Parameter ${name} must be true or false.`);
  return raw === 'true';
}

const SORTS = ['displayAt:desc', 'displayAt:asc', 'name:asc', 'name:desc', 'relevance'] as const;

function contentQuery(query: Query): ContentQuery {
  const search = single(query, 'search')?.trim() || undefined;
  const sort = single(query, 'sort') ?? (search ? 'relevance' : 'displayAt:desc');
  if (!(SORTS as readonly string[]).includes(sort)) throw new BadParameter(`Parameter sort must be one of ${SORTS.join(', ')}.`);
  if (sort === 'relevance' && !search) throw new BadParameter('Parameter sort=relevance needs a search term.');
  const yearRaw = single(query, 'year');
  return {
    webId: single(query, 'webId'),
    language: single(query, 'language'),
    structureKey: many(query, 'structureKey'),
    category: many(query, 'category'),
    tag: many(query, 'tag'),
    year: yearRaw === undefined ? undefined : integer(query, 'year', 0, 1900, 2999),
    search,
    sort: sort as ContentQuery['sort'],
    page: integer(query, 'page', 1, 1, 100_000),
    pageSize: integer(query, 'pageSize', 10, 1, 100),
    onlyPublished: flag(query, 'onlyPublished', true),
  };
}

function lookup(query: Query) {
  return { webId: single(query, 'webId'), language: single(query, 'language'), onlyPublished: flag(query, 'onlyPublished', true) };
}

/** Friendly URLs arrive without the leading slash, URL-encoded (`sluzby%2Fbydleni`) or not (`sluzby/bydleni`). */
function friendly(param: string | undefined): string {
  return '/' + (param ?? '').replace(/^\/+/, '');
}

/** One path segment: no separator, no NUL, not `.` or `..`. */
function isFileName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[\\/\0]/.test(name);
}

export async function buildContentService(options: ContentServiceOptions): Promise<{ app: FastifyInstance; problems: LoadProblem[] }> {
  const loaded = await loadContent(options.contentDir);
  for (const problem of loaded.problems) options.logger.error(problem, 'content file skipped or partly invalid');
  const store = new ContentStore(loaded);

  const answerError = (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof NotFound) return reply.code(404).send({ statusCode: 404, message: error.message });
    if (error instanceof MissingFile) return reply.code(404).send({ statusCode: 404, message: 'The file of this document is missing.' });
    if (error instanceof BadParameter) return reply.code(400).send({ statusCode: 400, message: error.message });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'content service failed');
    return reply.code(status).send({ statusCode: status, message: status === 500 ? 'Internal error of the content service.' : error.message });
  };
  // frameworkErrors: a malformed URL (`%ZZ`) or an over-long parameter would otherwise get Fastify's own body
  // with `error` and `code`, not the contract's `{ statusCode, message }`.
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: answerError,
  });

  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ statusCode: 404, message: `No endpoint ${request.method} ${request.url.split('?')[0]}.` }));

  app.get('/webs', async () => ({ items: store.webs() }));
  app.get<{ Params: { id: string } }>('/webs/by-id/:id', async (req) => store.webById(req.params.id));
  app.get<{ Params: { '*': string } }>('/webs/by-friendly-url/*', async (req) => store.webByUrl(friendly(req.params['*'])));
  app.get<{ Querystring: Query }>('/contents', async (req) => store.query(contentQuery(req.query)));
  app.get<{ Params: { id: string }; Querystring: Query }>('/contents/by-id/:id', async (req) => store.contentById(req.params.id, lookup(req.query)));
  app.get<{ Params: { '*': string }; Querystring: Query }>('/contents/by-friendly-url/*', async (req) =>
    store.contentByUrl(friendly(req.params['*']), lookup(req.query)),
  );
  app.get<{ Querystring: Query }>('/categories', async (req) => ({ items: store.vocabularies(single(req.query, 'webId')) }));
  app.get<{ Querystring: Query }>('/tags', async (req) => ({ items: store.tags(single(req.query, 'webId')) }));
  app.get<{ Params: { id: string } }>('/folders/by-id/:id/tree', async (req) => store.folderTree(req.params.id));
  app.get<{ Querystring: Query }>('/documents', async (req) =>
    store.documents({
      webId: single(req.query, 'webId'),
      folderId: single(req.query, 'folderId'),
      page: integer(req.query, 'page', 1, 1, 100_000),
      pageSize: integer(req.query, 'pageSize', 10, 1, 100),
    }),
  );

  // A document's file: content/{webId}/documents/{id}/{fileName}, only under the name the document lists.
  // HEAD is named here: Fastify's own HEAD route would answer Content-Length 0.
  app.route<{ Params: { id: string; fileName: string } }>({
    method: ['GET', 'HEAD'],
    url: '/cms/documents/:id/:fileName',
    handler: async (req, reply) => {
      const { document, webId } = store.documentById(req.params.id);
      if (req.params.fileName !== document.fileName) throw new NotFound(`Document with id ${document.id} has no file ${req.params.fileName}.`);
      const file = path.join(options.contentDir, webId, 'documents', document.id, document.fileName);
      // The names come from content files; one with a path in it must not lead out of the documents folder.
      if (!isFileName(document.id) || !isFileName(document.fileName)) throw new MissingFile(file);
      return sendFile(req, reply, file, document.mimeType);
    },
  });

  return { app, problems: loaded.problems };
}
