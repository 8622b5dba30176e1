/** The body of every page: skip link, header, the view in <main>, footer; or the view alone without layout. */
import { useT } from './i18n.tsx';
import type { PagePayload } from '../shared/page.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageFeedback } from './PageFeedback.tsx';
import { Untranslated } from './Untranslated.tsx';

function View({ payload, Template }: { payload: PagePayload; Template?: TemplateComponent }) {
  const { view } = payload;
  if (view.kind === 'error') return <ErrorScreen status={view.status} reason={view.reason} rootPath={payload.site.rootPath} locale={payload.locale} />;
  if (view.kind === 'untranslated') return <Untranslated name={view.name} url={view.url} rootPath={payload.site.rootPath} />;
  if (!Template) throw new Error(`template ${view.template} is not loaded`);
  return <Template content={view.content} embedded={view.embedded} data={view.data} locale={payload.locale} />;
}

export interface PageProps {
  payload: PagePayload;
  /** The component of the payload's template (the server's registry, or the chunk the client loaded). */
  Template?: TemplateComponent;
  /** What a screen reader hears after a client-side navigation; empty on the server. */
  announcement?: string;
  busy?: boolean;
}

export function Page({ payload, Template, announcement = '', busy = false }: PageProps) {
  const t = useT();
  // Asked under content pages only, of the page's own path (its canonical URL's), never of its query.
  const feedbackPath = payload.view.kind === 'content' && payload.layout !== false ? new URL(payload.head.canonical).pathname : undefined;
  const main = (
    <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
      <View payload={payload} Template={Template} />
      {feedbackPath ? <PageFeedback key={feedbackPath} path={feedbackPath} /> : null}
    </main>
  );
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      {payload.layout === false ? main : (
        <>
          <a href="#main" className="skip-link">{t('skipLink')}</a>
          <Header payload={payload} />
          <Breadcrumbs crumbs={payload.breadcrumbs} canonical={payload.head.canonical} />
          {main}
          <Footer site={payload.site} year={payload.year} />
        </>
      )}
    </>
  );
}
