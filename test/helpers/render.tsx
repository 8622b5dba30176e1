/** Renders a React tree the way the server does (under the router, with the page's translator) to an HTML string. */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pino } from 'pino';
import { loadLocales } from '../../server/i18n.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import { ANONYMOUS, type ContentView, type Visitor } from '../../shared/page.ts';
import { ImageSizes, withImageSizes } from '../../server/images/sizes.ts';
import { templateView } from '../../server/template-data.ts';
import type { AnyTemplateModule } from '../../templates/module.ts';
import { TranslationProvider } from '../../ui/i18n.tsx';
import { VisitorContext } from '../../ui/visitor.tsx';

export function renderHtml(node: ReactNode, locale: LocaleCode = 'cs'): string {
  return renderToString(
    <StaticRouter location="/">
      <TranslationProvider locale={locale}>{node}</TranslationProvider>
    </StaticRouter>,
  );
}

const silent = pino({ level: 'silent' });
await loadLocales();

type ExampleOptions = { locale?: LocaleCode; embedded?: ContentView; data?: unknown; visitor?: Visitor };

/** An example as a page shows it: read by the template's schema (as the server does), then rendered. */
export function renderExample(template: AnyTemplateModule, example: ContentView, options: ExampleOptions = {}): string {
  const { template: used, view } = templateView(template, example, silent);
  return renderRead(template, used, view, options);
}

/**
 * The same with its images' sizes, filled in after the schema read the data, as the server fills them
 * (server/images/sizes.ts): each image as big as `sizes` says for its URL; an image it does not name is unknown (0 × 0).
 */
export async function renderSizedExample(
  template: AnyTemplateModule,
  example: ContentView,
  sizes: Record<string, { width: number; height: number }>,
  options: ExampleOptions = {},
): Promise<string> {
  const { template: used, view } = templateView(template, example, silent);
  const imageSizes = new ImageSizes(async (src) => sizes[src] ?? Promise.reject(new Error(`no size given for ${src}`)), silent);
  const data = await withImageSizes(view.data, imageSizes);
  return renderRead(template, used, { ...view, data }, options);
}

/** A view `used` has read, rendered as a page; `template` reads the embedded example, if any. */
function renderRead(template: AnyTemplateModule, used: AnyTemplateModule, view: ContentView, options: ExampleOptions): string {
  const embedded = options.embedded && templateView(template, options.embedded, silent).view;
  const { Component } = used;
  return renderHtml(
    <VisitorContext value={options.visitor ?? ANONYMOUS}>
      <Component content={view} embedded={embedded} data={options.data} locale={options.locale ?? 'cs'} />
    </VisitorContext>,
    options.locale,
  );
}
