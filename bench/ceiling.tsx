/**
 * The reference servers of the benchmark, started by bench/run.ts as a child process
 * (`node --import tsx bench/ceiling.tsx <react port> <answers port> <payload file> <answers file>`), with nothing of
 * the portal's pipeline:
 * - on the answers port, Node's own `http` server writing answers recorded from the portal, status, headers and body,
 *   from memory (`/page`: the content page's HTML with its type; `/br`, `/identity`, `/head` (asked with HEAD) and
 *   `/not-modified`: the page-cache hit of it as a browser asks, without compression, HEAD and 304): the ceiling a
 *   page-cache hit is measured against;
 * - on the React port, Node's own `http` server streaming the same page with renderToPipeableStream from its payload
 *   (`/react`), the cost of React itself, so the portal's share of it shows what the pipeline around React costs;
 *   and the same page rendered whole by renderToString (`/react-string`, less its one script tag, which only the
 *   streaming renderer adds), which shows what React's streaming renderer costs over its string renderer (the
 *   portal must stream: crawlers aside, browsers get the shell first).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadClientBuild } from '../server/assets.ts';
import { loadLocales } from '../server/i18n.ts';
import { ANONYMOUS, type PagePayload } from '../shared/page.ts';
import { serializeForScript } from '../shared/serialize.ts';
import { templateFor } from '../templates/module.ts';
import { serverTemplates } from '../templates/server-registry.ts';
import { Document } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';

/** An answer as bench/run.ts records it: headers as names and values in turn, the body in base64. */
export interface RecordedAnswer {
  status: number;
  headers: string[];
  body: string;
}

const [reactPort = '3902', answersPort = '3906', payloadFile = '', answersFile = ''] = process.argv.slice(2);
const payload = JSON.parse(readFileSync(payloadFile, 'utf8')) as PagePayload;
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, RecordedAnswer>).map(([name, answer]) => [
    `/${name}`,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);
// The built client's names and fonts, as the portal's pages link them: the same page, byte for byte.
const { js, css, fonts } = loadClientBuild('dist');
const assets = { js, css, fonts };
await loadLocales();
const Template = payload.view.kind === 'content' ? templateFor(payload.view.template, serverTemplates).Component : undefined;

const recorded = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) return void response.writeHead(404).end();
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
await new Promise<void>((resolve) => recorded.listen(Number(answersPort), '127.0.0.1', resolve));

// The same tree as the portal's (server/render.tsx): the page under the router, with its translator.
const location = new URL(payload.head.canonical).pathname;
const page = () => (
  <StaticRouter location={location}>
    <TranslationProvider locale={payload.locale}>
      <Document payload={payload} visitor={ANONYMOUS} Template={Template} assets={assets} dataJson={serializeForScript({ payload, visitor: ANONYMOUS, assets })} />
    </TranslationProvider>
  </StaticRouter>
);
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const react = createServer((request, response) => {
  if (request.url === '/react') {
    const stream = renderToPipeableStream(page(), {
      bootstrapModules: [assets.js],
      onShellReady: () => {
        response.writeHead(200, HTML);
        stream.pipe(response);
      },
    });
  } else if (request.url === '/react-string') response.writeHead(200, HTML).end(`<!DOCTYPE html>${renderToString(page())}`);
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => react.listen(Number(reactPort), '127.0.0.1', resolve));
process.send?.('ready');
process.on('SIGTERM', () => react.close(() => recorded.close(() => process.exit(0))));
