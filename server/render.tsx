/**
 * Streams a page as HTML with React's renderToPipeableStream (the react-router node entry's rules): browsers get
 * the shell as soon as it is ready, crawlers the whole document at once, a stream timeout aborts, a shell error
 * rejects (the error handler answers), errors after the shell are logged.
 */
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import type { PagePayload } from '../shared/page.ts';
import { serializeForScript } from '../shared/serialize.ts';
import { Document, type Assets } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';

const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headlesschrome\/.*lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOTS.test(userAgent);
}

export interface RenderOptions {
  assets: Assets;
  waitForAll: boolean;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * Resolves once React has the shell (or everything, for crawlers) with the function that streams the page into
 * its destination; rejects when not even the shell renders, so the caller can still answer with an error page.
 */
const serialized = new WeakMap<PagePayload, string>();

/** The page data for the HTML, once per payload object (server/page-model.ts reuses them). */
function dataJsonOf(payload: PagePayload, assets: Assets): string {
  let json = serialized.get(payload);
  if (json === undefined) {
    json = serializeForScript({ payload, assets });
    serialized.set(payload, json);
  }
  return json;
}

export function renderHtml(payload: PagePayload, options: RenderOptions): Promise<(destination: Writable) => void> {
  const dataJson = dataJsonOf(payload, options.assets);
  const element = (
    <TranslationProvider locale={payload.locale}>
      <Document payload={payload} assets={options.assets} dataJson={dataJson} />
    </TranslationProvider>
  );
  return new Promise((resolve, reject) => {
    let started = false;
    const ready = () => {
      if (started) return;
      started = true;
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
        if (started) options.log.error({ err: error }, 'error while streaming a page');
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    timer.unref();
  });
}
