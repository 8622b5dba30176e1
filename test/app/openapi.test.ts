/**
 * The OpenAPI document of the public APIs (server/openapi.ts, docs/search.md "The public API"): made from the routes'
 * own schemas, only `/api/…` routes that declare one, and the live answers of `/api/search` (200 with and without
 * help from other languages, 400, 429, and 503 where the index was still building) each valid against it.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import t from 'tap';
import { OPENAPI_PATH } from '../../server/openapi.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { eventually } from '../helpers/time.ts';

interface Operation {
  parameters: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content: Record<string, { schema: object }> }>;
}

t.test('the document: OpenAPI 3.1 of /api/search, the release as its version, nothing else of the portal', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: OPENAPI_PATH });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['access-control-allow-origin'], '*');
  const document = res.json() as { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>> };
  t.equal(document.openapi, '3.1.0');
  t.equal(document.info.version, (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version, 'the release');
  t.ok(Object.keys(document.paths).every((path) => path.startsWith('/api/')), `only the APIs: ${Object.keys(document.paths).join(', ')}`);
  for (const undescribed of ['/api/page-cache/purge', '/api/feedback', '/api/client-errors', '/api/search/seen', OPENAPI_PATH]) t.notOk(document.paths[undescribed], `${undescribed}: no schema, not in it`);
  const search = document.paths['/api/search']?.get;
  t.ok(search, 'GET /api/search is described');
  t.same(search!.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required ?? false]), [
    ['q', 'query', true], ['lang', 'query', false], ['page', 'query', false], ['type', 'query', false], ['category', 'query', false], ['year', 'query', false], ['region', 'query', false],
  ]);
  t.same(Object.keys(search!.responses).sort(), ['200', '400', '429', '503']);
});

t.test('the live answers of /api/search are valid against the document', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { SEARCH_RATE_PER_MINUTE: '12' } });
  const { paths } = (await app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, Operation>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validators = Object.fromEntries(Object.entries(paths['/api/search']!.get!.responses).map(([status, response]) => [status, ajv.compile(response.content['application/json']!.schema)]));
  const seen = new Map<number, number>();
  const check = async (url: string) => {
    const res = await app.inject({ url });
    const validate = validators[String(res.statusCode)];
    t.ok(validate, `${url}: ${res.statusCode} is a documented answer`);
    t.ok(validate?.(res.json()), `${url}: ${res.statusCode} valid${validate?.errors ? `: ${ajv.errorsText(validate.errors)}` : ''}`);
    seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
    return res.json() as { suggestion?: string | null; otherLanguage?: object | null };
  };

  // The index is built on the first search: until it can answer, 503.
  await check('/api/search?q=podpora');
  // The first walk reads the dictionaries and the sample content: seconds on a busy machine.
  await app.siteSearch.warm(60_000);
  await eventually(async () => (await app.inject({ url: '/readyz' })).statusCode === 200);
  await check('/api/search?q=podpora');
  await check('/api/search?q=podpora&type=Sluzba,Aktualita&year=2026&page=2');
  await check('/api/search?q=zam%C4%9Bstnanost&category=zivotni-situace.prace-a-zamestnani&region=kraj.praha&lang=en');
  const help = await check('/api/search?q=p%C5%99%C3%ADsp%C4%9Bvek%20na%20bydlen%C3%AD&lang=en');
  t.not(help.otherLanguage, null, 'an answer with results of another language');
  // A typo the search forgives (a "did you mean" is offered only when it would find what the query did not).
  await check('/api/search?q=podcsst');
  await check('/api/search?q=ab');
  await check(`/api/search?q=${'a'.repeat(201)}&lang=ua`);
  for (let search = 0; search < 12 && !seen.has(429); search++) await check('/api/search?q=podpora&page=3');
  t.ok(seen.get(200)! >= 5 && seen.get(400) === 2 && seen.get(429) === 1, `200, 400 and 429 seen (${JSON.stringify([...seen])})`);
});
