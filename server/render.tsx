/**
 * Streams a page as HTML with React's renderToPipeableStream (the react-router node entry's rules): browsers get
 * the shell as soon as it is ready, crawlers the whole document at once, a stream timeout aborts, a shell error
 * rejects (the error handler answers), errors after the shell are logged.
 */
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ANONYMOUS, type PagePayload, type Visitor } from '../shared/page.ts';
import { recordFormattedInto } from '../shared/i18n.ts';
import { serializeForScript } from '../shared/serialize.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { Document, type Assets, type DocumentProps } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';
import { SharedMarkupContext } from '../ui/shared-markup.ts';
import { sharedMarkupCache } from './shared-markup.tsx';

const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOTS.test(userAgent);
}

export interface RenderOptions {
  /** The page's path and query as asked for: the router's location, as the browser's will be when it hydrates. */
  location: string;
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

/**
 * The page data of the HTML: the shared page, the visitor's part made anew on every request, and the texts the page
 * formatted (dates, numbers) as it rendered, which the browser starts with so that hydrating starts no Intl formatter.
 */
function dataJsonOf(payload: PagePayload, visitor: Visitor, assets: Assets, formatted: Map<string, string>): string {
  const texts = formatted.size > 0 ? `,"formatted":${serializeForScript(Object.fromEntries(formatted))}` : '';
  const visitorJson = visitor === ANONYMOUS ? ANONYMOUS_JSON : serializeForScript(visitor);
  return `{"payload":${payloadJson(payload)},"visitor":${visitorJson},"assets":${assetsJson(assets)}${texts}}`;
}

/** The visitor of nearly every page, and the build's assets: the same JSON on every request, made once. */
const ANONYMOUS_JSON = serializeForScript(ANONYMOUS);
const serializedAssets = new WeakMap<Assets, string>();

function assetsJson(assets: Assets): string {
  let json = serializedAssets.get(assets);
  if (json === undefined) serializedAssets.set(assets, (json = serializeForScript(assets)));
  return json;
}

/**
 * The document, recording what the page formats (shared/i18n.ts) from the moment it starts to render until its page
 * data, rendered last, is written: React renders a page's tree in one task, so what is recorded in between is this
 * page's (and a stray text of another page would still be true: texts are keyed by what was formatted). A wrapper,
 * not a sibling, so the tree's shape and `useId`'s ids stay those the browser hydrates.
 */
function RecordingDocument({ formatted, ...props }: DocumentProps & { formatted: Map<string, string> }) {
  recordFormattedInto(formatted);
  return <Document {...props} />;
}

/**
 * Resolves once React has the shell (or everything, for crawlers) with the function that streams the page into
 * its destination; rejects when not even the shell renders, so the caller can still answer with an error page.
 */
export function renderHtml(payload: PagePayload, visitor: Visitor, options: RenderOptions): Promise<(destination: Writable) => void> {
  const formatted = new Map<string, string>();
  const dataJson = () => {
    recordFormattedInto(undefined);
    return dataJsonOf(payload, visitor, options.assets, formatted);
  };
  const element = (
    <StaticRouter location={options.location}>
      <TranslationProvider locale={payload.locale}>
        <SharedMarkupContext value={sharedMarkupCache(payload.locale)}>
          <RecordingDocument formatted={formatted} payload={payload} visitor={visitor} Template={options.Template} assets={options.assets} dataJson={dataJson} />
        </SharedMarkupContext>
      </TranslationProvider>
    </StaticRouter>
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
        recordFormattedInto(undefined);
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
