/**
 * The reference servers of the benchmark, started by bench/run.ts as a child process
 * (`node --import tsx bench/ceiling.tsx <port> <html file> <payload file> <brotli file> <its headers' file>`), with nothing of the portal's pipeline:
 * - /page: a bare Fastify route sending the content page's bytes from memory (the ceiling);
 * - /page-br: the same, sending the page's brotli answer as the portal's page cache gives it, body and headers
 *   (the ceiling of a cache hit for a browser, which asks for br);
 * - /react: a bare Fastify route streaming the same page with renderToPipeableStream from its payload, the
 *   cost of React itself, so the portal's share of it shows what the pipeline around React costs;
 * - /react-string: the same page rendered whole by renderToString (less its one script tag, which only the
 *   streaming renderer adds), which shows what React's streaming renderer costs over its string renderer (the
 *   portal must stream: crawlers aside, browsers get the shell first).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadClientBuild } from '../server/assets.ts';
import { loadLocales } from '../server/i18n.ts';
import { ANONYMOUS, type PagePayload } from '../shared/page.ts';
import { serializeForScript } from '../shared/serialize.ts';
import { templateFor } from '../templates/server-registry.ts';
import { Document } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';

const [port = '3902', htmlFile = '', payloadFile = '', brotliFile = '', brotliHeadersFile = ''] = process.argv.slice(2);
const html = readFileSync(htmlFile);
const brotli = readFileSync(brotliFile);
const brotliHeaders = JSON.parse(readFileSync(brotliHeadersFile, 'utf8')) as Record<string, string>;
const payload = JSON.parse(readFileSync(payloadFile, 'utf8')) as PagePayload;
// The built client's names and fonts, as the portal's pages link them: the same page, byte for byte.
const { js, css, fonts } = loadClientBuild('dist');
const assets = { js, css, fonts };
await loadLocales();
const Template = payload.view.kind === 'content' ? templateFor(payload.view.template).Component : undefined;

const app = Fastify();
app.get('/page', (_request, reply) => {
  reply.type('text/html; charset=utf-8').send(html);
});
app.get('/page-br', (_request, reply) => {
  reply.headers(brotliHeaders).send(brotli);
});
// The same tree as the portal's (server/render.tsx): the page under the router, with its translator.
const location = new URL(payload.head.canonical).pathname;
const page = () => (
  <StaticRouter location={location}>
    <TranslationProvider locale={payload.locale}>
      <Document payload={payload} visitor={ANONYMOUS} Template={Template} assets={assets} dataJson={serializeForScript({ payload, visitor: ANONYMOUS, assets })} />
    </TranslationProvider>
  </StaticRouter>
);
app.get('/react', (_request, reply) => {
  const body = new PassThrough();
  const stream = renderToPipeableStream(page(), { bootstrapModules: [assets.js], onShellReady: () => stream.pipe(body) });
  reply.type('text/html; charset=utf-8').send(body);
});
app.get('/react-string', (_request, reply) => {
  reply.type('text/html; charset=utf-8').send(`<!DOCTYPE html>${renderToString(page())}`);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
