/**
 * /dev/url: how the portal's URLs look, as tables of real examples with links: a page's friendly URL in each
 * language (looked up by the template's load), a list's filter state in the query, and the portal's other paths.
 */
import type { ReactNode } from 'react';
import { localizePath, type LocaleCode } from '../../shared/locales.ts';
import { DataTable } from '../blocks/Blocks.tsx';
import { useT } from '../../ui/i18n.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type UrlPreviewData = z.infer<typeof schema>;

/** A page of the sample content with its name and URL in the page's language and its URL in every language. */
export interface PageUrls {
  name: string;
  href: string;
  translations: { language: string; href: string }[];
}

export interface LoadedUrls {
  pages: PageUrls[];
  list?: PageUrls;
}

const link = (href: string): ReactNode => <PortalLink url={href}><code>{href}</code></PortalLink>;

function UrlTable({ id, heading, caption, rows }: { id: string; heading: string; caption: string; rows: ReactNode[][] }) {
  const t = useT();
  return (
    <section className="component-preview__state" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <DataTable id={id} caption={caption} columns={[t('dev.url.what'), t('dev.url.address')]} rows={rows} />
    </section>
  );
}

export default function DevUrlPage({ data, locale }: TemplateProps<UrlPreviewData, LoadedUrls>) {
  const t = useT();
  const list = data?.list;
  const local = (path: string) => localizePath(locale as LocaleCode, path);
  return (
    <PreviewPage template="DevUrl" name="url">
      {(data?.pages ?? []).map((page, index) => (
        <UrlTable
          key={page.href}
          id={`url-page-${index + 1}`}
          heading={t('dev.url.languages.heading')}
          caption={t('dev.url.languages.caption', { name: page.name })}
          rows={page.translations.map((translation) => [translation.language, link(translation.href)])}
        />
      ))}
      {list ? (
        <UrlTable
          id="url-list"
          heading={t('dev.url.filters.heading')}
          caption={t('dev.url.filters.caption', { name: list.name })}
          rows={[
            [t('dev.url.filters.all'), link(list.href)],
            [t('dev.url.filters.year', { year: 2026 }), link(`${list.href}?year=2026`)],
            [t('dev.url.filters.page'), link(`${list.href}?year=2026&page=2`)],
            [t('dev.url.filters.invalid'), link(`${list.href}?year=abc`)],
          ]}
        />
      ) : null}
      <UrlTable
        id="url-other"
        heading={t('dev.url.other.heading')}
        caption={t('dev.url.other.caption')}
        rows={[
          [t('dev.url.other.preview'), link(`${local('/dev/tabulka')}?example=siroka`)],
          [t('dev.url.other.error'), link(local('/error/404'))],
          [t('dev.url.other.feed'), link(local('/feeds/news.xml'))],
        ]}
      />
    </PreviewPage>
  );
}
