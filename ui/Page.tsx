/** The body of every page: skip link, header, the view in <main>, footer; or the view alone without layout. */
import { useT } from './i18n.tsx';
import type { PagePayload } from '../shared/page.ts';
import { templateFor } from '../templates/registry.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

function View({ payload }: { payload: PagePayload }) {
  const { view } = payload;
  if (view.kind === 'error') return <ErrorScreen status={view.status} maintenance={view.maintenance} rootPath={payload.site.rootPath} />;
  const { Component } = templateFor(view.template);
  return <Component content={view.content} embedded={view.embedded} locale={payload.locale} />;
}

export interface PageProps {
  payload: PagePayload;
  /** What a screen reader hears after a client-side navigation; empty on the server. */
  announcement?: string;
  busy?: boolean;
}

export function Page({ payload, announcement = '', busy = false }: PageProps) {
  const t = useT();
  const main = (
    <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
      <View payload={payload} />
    </main>
  );
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      {payload.layout === false ? main : (
        <>
          <a href="#main" className="skip-link">{t('skipLink')}</a>
          <Header payload={payload} />
          {main}
          <Footer site={payload.site} year={payload.year} />
        </>
      )}
    </>
  );
}
