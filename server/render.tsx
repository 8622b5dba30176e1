/**
 * Streams a page as HTML with React's renderToPipeableStream (the react-router node entry's rules): browsers get
 * the shell as soon as it is ready, crawlers the whole document at once, a stream timeout aborts, a shell error
 * rejects (the error handler answers), errors after the shell are logged.
 */
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import type { PagePayload, Visitor } from '../shared/page.ts';
import { serializeForScript } from '../shared/serialize.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { Document, type Assets } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';

const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOTS.test(userAgent);
}

export interface RenderOptions {
  assets: Assets;
  /** The template the page shows; none for error screens. */
  Template?: TemplateComponent;
  waitForAll: boolean;
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Told when the page will not be whole (an error inside it, an abort): such a page is never kept. */
  onIncomplete?: () => void;
  /** Told how long React took to the shell (to the whole page for crawlers): the metrics' render durations. */
  onReady?: (durationMs: number) => void;
}

const serialized = new WeakMap<PagePayload, string>();

/**
 * The shared page as JSON safe inside a script element, once per payload object (server/page-memo.ts hands the
 * same one out while its CMS answers stand). It is valid JSON too: `_payload.json` sends the same string.
 */
export function payloadJson(payload: PagePayload): string {
  let json = serialized.get(payload);
  if (json === undefined) serialized.set(payload, (json = serializeForScript(payload)));
  return json;
}

/** The page data of the HTML: the shared page, and the visitor's part made anew on every request. */
function dataJsonOf(payload: PagePayload, visitor: Visitor, assets: Assets): string {
  return `{"payload":${payloadJson(payload)},"visitor":${serializeForScript(visitor)},"assets":${serializeForScript(assets)}}`;
}

/**
 * Resolves once React has the shell (or everything, for crawlers) with the function that streams the page into
 * its destination; rejects when not even the shell renders, so the caller can still answer with an error page.
 */
export function renderHtml(payload: PagePayload, visitor: Visitor, options: RenderOptions): Promise<(destination: Writable) => void> {
  const element = (
    <TranslationProvider locale={payload.locale}>
      <Document payload={payload} visitor={visitor} Template={options.Template} assets={options.assets} dataJson={dataJsonOf(payload, visitor, options.assets)} />
    </TranslationProvider>
  );
  const renderStarted = performance.now();
  return new Promise((resolve, reject) => {
    let started = false;
    const ready = () => {
      if (started) return;
      started = true;
      options.onReady?.(performance.now() - renderStarted);
      resolve((destination) => {
        // Whether the page is done or the visitor has gone, React stops here (abort is a no-op when done).
        destination.once('close', () => {
          clearTimeout(timer);
          stream.abort();
        });
        stream.pipe(destination);
      });
    };
    const stream = renderToPipeableStream(element, {
      bootstrapModules: [options.assets.js],
      onShellReady() {
        if (!options.waitForAll) ready();
      },
      onAllReady: ready,
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        options.onIncomplete?.();
        if (started) options.log.error({ err: error }, 'error while streaming a page');
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    timer.unref();
  });
}
