import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import t from 'tap';
import type { CmsDocument, Folder } from '../../shared/content.ts';
import { contentDisposition, documentsPlugin } from '../../server/documents.ts';
import { statusOf } from '../../server/errors.ts';
import { rawGet, startFakeDocuments } from '../helpers/fake-documents.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal, FIXTURES, SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

async function portal(t: Teardown, documentsUrl: string, options: { timeoutMs?: number; headers?: Record<string, string> } = {}) {
  const app = Fastify();
  // The portal answers a missing document with its error screen (test below); here, a marker to see it was asked.
  app.setErrorHandler((error, _request, reply) =>
    statusOf(error) === 404 ? reply.code(404).type('text/plain; charset=utf-8').send('Document not found.') : reply.send(error));
  await app.register(documentsPlugin, { documentsUrl, headers: options.headers ?? {}, timeoutMs: options.timeoutMs ?? 2000 });
  t.teardown(() => app.close());
  return app;
}

const FORM = '/cms/documents/3001/zadost-o-prispevek-na-bydleni.pdf';
const FORM_FILE = path.join(SAMPLE_CONTENT, 'up/documents/3001/zadost-o-prispevek-na-bydleni.pdf');

function sampleDocuments(): CmsDocument[] {
  const walk = (folders: Folder[]): CmsDocument[] => folders.flatMap((f) => [...f.documents, ...walk(f.children)]);
  return walk((JSON.parse(readFileSync(path.join(SAMPLE_CONTENT, 'up/folders.json'), 'utf8')) as { items: Folder[] }).items);
}

t.test('sample documents are real files of the listed size and kind', async (t) => {
  const magic: Record<string, (bytes: Buffer) => boolean> = {
    'application/pdf': (b) => b.subarray(0, 5).toString() === '%PDF-',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => b.subarray(0, 4).toString('latin1') === 'PK\x03\x04',
    'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
    'image/png': (b) => b.subarray(1, 4).toString() === 'PNG',
    'image/svg+xml': (b) => b.toString().includes('<svg'),
    'audio/mpeg': (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0),
  };
  const documents = sampleDocuments();
  const kinds = new Set(documents.map((d) => d.mimeType));
  for (const kind of ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/svg+xml', 'audio/mpeg']) t.ok(kinds.has(kind), `a ${kind} sample`);
  // Every document the sample content lists has its file: a citizen following a link to a form never meets a 404.
  for (const document of documents) {
    const bytes = readFileSync(path.join(SAMPLE_CONTENT, 'up/documents', document.id, document.fileName));
    t.equal(bytes.length, document.size, `${document.fileName}: size in folders.json`);
    t.ok(magic[document.mimeType]?.(bytes), `${document.fileName}: a real ${document.mimeType}`);
    t.equal(document.url, `/cms/documents/${document.id}/${document.fileName}`);
  }
  for (const id of ['3001', '3002', '3003', '3004', '3005', '3006', '3101', '3102', '3103', '3104', '3201']) {
    const document = documents.find((d) => d.id === id);
    t.ok(document && statSync(path.join(SAMPLE_CONTENT, 'up/documents', id, document.fileName)).isFile(), `document ${id} has its file`);
  }
  t.ok(statSync('public/assets/share/up-default.png').size > 0, 'the default share image named by config-up.json exists');
  const config = readFileSync(path.join(SAMPLE_CONTENT, 'up/pages/config-up.json'), 'utf8');
  t.match(config, '"/assets/share/up-default.png"');
});

t.test('a form: its bytes, type, length, validators, a download under its own name, a day of caching', async (t) => {
  const cms = await startContentService(t, SAMPLE_CONTENT);
  const app = await portal(t, cms.url);
  const res = await app.inject({ url: FORM });
  t.equal(res.statusCode, 200);
  t.same(res.rawPayload, readFileSync(FORM_FILE));
  t.equal(res.headers['content-type'], 'application/pdf');
  t.equal(res.headers['content-length'], String(statSync(FORM_FILE).size));
  t.match(res.headers.etag, /^"[^"]+"$/);
  t.ok(Date.parse(String(res.headers['last-modified'])));
  t.equal(res.headers['accept-ranges'], 'bytes');
  t.equal(res.headers['content-disposition'], `attachment; filename="zadost-o-prispevek-na-bydleni.pdf"; filename*=UTF-8''zadost-o-prispevek-na-bydleni.pdf`);
  t.equal(res.headers['x-content-type-options'], 'nosniff');
  t.match(res.headers['content-security-policy'], /default-src 'none'/);
  t.equal(res.headers['cache-control'], 'public, max-age=86400');

  const versioned = await app.inject({ url: `${FORM}?v=2026-09-10` });
  t.equal(versioned.headers['cache-control'], 'public, max-age=31536000, immutable');
  const docx = await app.inject({ url: '/cms/documents/3006/plna-moc-k-zastupovani.docx' });
  t.equal(docx.statusCode, 200);
  t.equal(docx.headers['content-type'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  t.match(docx.headers['content-disposition'], /^attachment;/);
});

t.test('images open inline, SVG downloads', async (t) => {
  const cms = await startContentService(t, SAMPLE_CONTENT);
  const app = await portal(t, cms.url);
  const jpeg = await app.inject({ url: '/cms/documents/3101/budova-uradu-prace.jpg' });
  t.equal(jpeg.headers['content-type'], 'image/jpeg');
  t.match(jpeg.headers['content-disposition'], /^inline; filename="budova-uradu-prace.jpg"/);
  const svg = await app.inject({ url: '/cms/documents/3104/piktogram-rodina.svg' });
  t.equal(svg.headers['content-type'], 'image/svg+xml');
  t.match(svg.headers['content-disposition'], /^attachment;/);
  t.match(svg.headers['content-security-policy'], /sandbox/);
});

t.test('Content-Disposition: an ASCII fallback and the exact name per RFC 6266 and 8187', async (t) => {
  t.equal(
    contentDisposition('attachment', 'Žádost o příspěvek (2026).pdf'),
    `attachment; filename="Zadost o prispevek (2026).pdf"; filename*=UTF-8''%C5%BD%C3%A1dost%20o%20p%C5%99%C3%ADsp%C4%9Bvek%20%282026%29.pdf`,
  );
  t.equal(contentDisposition('inline', `a"b\\c%d'e.png`), `inline; filename="a_b_c_d'e.png"; filename*=UTF-8''a%22b%5Cc%25d%27e.png`);
  t.equal(contentDisposition('attachment', 'заявление.pdf'), `attachment; filename="_________.pdf"; filename*=UTF-8''%D0%B7%D0%B0%D1%8F%D0%B2%D0%BB%D0%B5%D0%BD%D0%B8%D0%B5.pdf`);

  const fake = await startFakeDocuments(t);
  fake.serve('/cms/documents/77/%C5%BD%C3%A1dost.pdf', { kind: 'bytes', body: '%PDF-1.7', type: 'application/pdf' });
  const app = await portal(t, fake.url);
  const res = await app.inject({ url: '/cms/documents/77/%C5%BD%C3%A1dost.pdf' });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-disposition'], `attachment; filename="Zadost.pdf"; filename*=UTF-8''%C5%BD%C3%A1dost.pdf`);
});

t.test('HEAD: the headers of GET, no body', async (t) => {
  const cms = await startContentService(t, SAMPLE_CONTENT);
  const app = await portal(t, cms.url);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const res = await fetch(address + FORM, { method: 'HEAD' });
  t.equal(res.status, 200);
  t.equal(res.headers.get('content-length'), String(statSync(FORM_FILE).size));
  t.equal(res.headers.get('content-type'), 'application/pdf');
  t.equal((await res.arrayBuffer()).byteLength, 0);
});

t.test('ranges and conditional requests are the file store’s: 206, 416, 304', async (t) => {
  const cms = await startContentService(t, SAMPLE_CONTENT);
  const app = await portal(t, cms.url);
  const file = readFileSync(FORM_FILE);
  const whole = await app.inject({ url: FORM });
  const etag = String(whole.headers.etag);

  const part = await app.inject({ url: FORM, headers: { range: 'bytes=0-9' } });
  t.equal(part.statusCode, 206);
  t.equal(part.headers['content-range'], `bytes 0-9/${file.length}`);
  t.equal(part.headers['content-length'], '10');
  t.same(part.rawPayload, file.subarray(0, 10));
  const tail = await app.inject({ url: FORM, headers: { range: 'bytes=-5' } });
  t.same(tail.rawPayload, file.subarray(-5));

  const beyond = await app.inject({ url: FORM, headers: { range: `bytes=${file.length + 10}-` } });
  t.equal(beyond.statusCode, 416);
  t.equal(beyond.headers['content-range'], `bytes */${file.length}`);

  const changed = await app.inject({ url: FORM, headers: { range: 'bytes=0-9', 'if-range': '"another-version"' } });
  t.equal(changed.statusCode, 200, 'If-Range with another ETag: the whole file');
  t.equal(changed.rawPayload.length, file.length);

  const cached = await app.inject({ url: FORM, headers: { 'if-none-match': etag } });
  t.equal(cached.statusCode, 304);
  t.equal(cached.rawPayload.length, 0);
  t.equal(cached.headers.etag, etag);
  const since = await app.inject({ url: FORM, headers: { 'if-modified-since': String(whole.headers['last-modified']) } });
  t.equal(since.statusCode, 304);
  const stale = await app.inject({ url: FORM, headers: { 'if-none-match': '"old"' } });
  t.equal(stale.statusCode, 200);
});

t.test('forwarded: validators and Range, the configured headers; not the visitor’s cookies or credentials', async (t) => {
  const fake = await startFakeDocuments(t);
  const app = await portal(t, fake.url, { headers: { 'x-api-key': 'k' } });
  await app.inject({
    url: FORM,
    headers: { range: 'bytes=1-2', 'if-none-match': '"x"', 'if-modified-since': 'Tue, 01 Sep 2026 08:00:00 GMT', cookie: 'session=secret', authorization: 'Bearer secret', 'x-forwarded-for': '1.2.3.4' },
  });
  const seen = fake.headers.at(-1)!;
  t.equal(seen.range, 'bytes=1-2');
  t.equal(seen['if-none-match'], '"x"');
  t.equal(seen['if-modified-since'], 'Tue, 01 Sep 2026 08:00:00 GMT');
  t.equal(seen['x-api-key'], 'k');
  t.notOk(seen.cookie);
  t.notOk(seen.authorization);
  t.notOk(seen['x-forwarded-for']);
});

t.test('not found: an unknown document, another file name, a listed document whose file is missing', async (t) => {
  const sample = await portal(t, (await startContentService(t, SAMPLE_CONTENT)).url);
  for (const url of ['/cms/documents/9999/x.pdf', '/cms/documents/3001/another-name.pdf']) {
    const res = await sample.inject({ url });
    t.equal(res.statusCode, 404, url);
    t.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
    t.equal(res.body, 'Document not found.');
  }
  // The fixtures list d1 plna-moc.pdf but hold no file for it.
  const fixtures = await portal(t, (await startContentService(t, FIXTURES)).url);
  const missing = await fixtures.inject({ url: '/cms/documents/d1/plna-moc.pdf' });
  t.equal(missing.statusCode, 404);
});

t.test('in the portal, a missing document answers the error screen in the visitor’s language, as a missing page does', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: '/cms/documents/9999/zadost.pdf', headers: { 'accept-language': 'cs' } });
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /^text\/html/);
  const $ = dom(res.body);
  t.equal(textOf($('h1#error-headline')), 'Stránka nenalezena');
  t.equal($('img.error-screen__icon').attr('src'), '/assets/errors/404.svg');
  t.equal($('header.gov-header.portal-header').length, 1, 'with the portal around it');
  t.equal(res.headers['cache-control'], (await app.inject({ url: '/no-such-page' })).headers['cache-control'], 'kept as a missing page is');
});

t.test('traversal, encoded or not, and other shapes never reach the content service', async (t) => {
  const fake = await startFakeDocuments(t);
  const app = await portal(t, fake.url);
  const hostile = [
    '/cms/documents/../webs/up.json',
    '/cms/documents/3001/../../webs/up.json',
    '/cms/documents/3001/..%2F..%2Fwebs%2Fup.json',
    '/cms/documents/%2e%2e/%2e%2e',
    '/cms/documents/3001/%2E%2E',
    '/cms/documents/3001/%252e%252e%252fwebs',
    '/cms/documents/3001/..%5c..%5cwebs',
    '/cms/documents/3001/a%00.pdf',
    '/cms/documents/3001/a.pdf%23fragment',
    '/cms/documents/3001/a.pdf%3Fq=1',
    '/cms/documents/3001',
    '/cms/documents/3001/',
    '/cms/documents/3001/x/y.pdf',
    '/cms/documents//x.pdf',
    '/cms/documents/%ZZ/x.pdf',
    '/cms/documents/user:pass@evil/x.pdf',
  ];
  for (const url of hostile) {
    const res = await app.inject({ url });
    t.ok([400, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
  }
  t.equal(fake.totalCalls(), 0, 'nothing reached the upstream');
  // inject and fetch resolve `..` before sending; a raw request line keeps it.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const target of ['/cms/documents/../webs/up.json', '/cms/documents/3001/../../webs/up.json', '/cms/documents/%2e%2e/%2e%2e', '/cms/documents/3001/a.pdf#fragment']) {
    const res = await rawGet(address, target);
    t.equal(res.status, 400, `raw ${target}`);
  }
  t.equal(fake.totalCalls(), 0, 'nothing reached the upstream');
  for (const url of ['/cms/documents-x/3001/a.pdf', '/cms/documentsx/3001/a.pdf', '/cms/webs', '/webs']) {
    t.equal((await app.inject({ url })).statusCode, 404, `${url}: not this route`);
  }
  t.equal(fake.totalCalls(), 0);
});

t.test('only GET and HEAD', async (t) => {
  const fake = await startFakeDocuments(t);
  const app = await portal(t, fake.url);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
    const res = await app.inject({ method, url: FORM });
    t.equal(res.statusCode, 405, method);
    t.equal(res.headers.allow, 'GET, HEAD');
  }
  t.equal(fake.totalCalls(), 0);
});

t.test('a hostile upstream: a redirect is not followed, a hang times out, failures are 502', async (t) => {
  const elsewhere = { calls: 0 };
  const other = createServer((_req, res) => {
    elsewhere.calls++;
    res.end('secret');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => other.close(resolve)));
  const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;

  const fake = await startFakeDocuments(t);
  fake.serve('/cms/documents/1/redirect.pdf', { kind: 'redirect', location: otherUrl });
  fake.serve('/cms/documents/1/moved.pdf', { kind: 'redirect', location: otherUrl, status: 301 });
  fake.serve('/cms/documents/1/hang.pdf', { kind: 'hang' });
  fake.serve('/cms/documents/1/broken.pdf', { kind: 'bytes', body: 'no', type: 'text/plain', status: 500 });
  fake.serve('/cms/documents/1/forbidden.pdf', { kind: 'bytes', body: 'no', type: 'text/plain', status: 403 });
  const app = await portal(t, fake.url, { timeoutMs: 300 });

  for (const url of ['/cms/documents/1/redirect.pdf', '/cms/documents/1/moved.pdf']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 502, url);
    t.notOk(res.headers.location);
  }
  t.equal(elsewhere.calls, 0, 'the redirect target was never asked');
  const started = Date.now();
  const hang = await app.inject({ url: '/cms/documents/1/hang.pdf' });
  t.equal(hang.statusCode, 504);
  t.ok(Date.now() - started < 5000, 'within the timeout, not never');
  t.equal((await app.inject({ url: '/cms/documents/1/broken.pdf' })).statusCode, 502);
  t.equal((await app.inject({ url: '/cms/documents/1/forbidden.pdf' })).statusCode, 404);

  const down = await portal(t, 'http://127.0.0.1:9', { timeoutMs: 300 });
  const unreachable = await down.inject({ url: FORM });
  t.equal(unreachable.statusCode, 502);
  t.equal(unreachable.body, 'The document service is unavailable.');
});

t.test('a large file streams through unchanged', async (t) => {
  const fake = await startFakeDocuments(t);
  const body = Buffer.alloc(6 * 1024 * 1024);
  for (let i = 0; i < body.length; i += 4) body.writeUInt32LE(i, i);
  fake.serve('/cms/documents/5/big.pdf', { kind: 'bytes', body, type: 'application/pdf', chunked: true });
  const app = await portal(t, fake.url);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const res = await fetch(`${address}/cms/documents/5/big.pdf`);
  t.equal(res.status, 200);
  t.ok(Buffer.from(await res.arrayBuffer()).equals(body));
});
