/** The body of every page: skip link, header, the view in <main>, footer; or the view alone without layout. */
import { useT } from './i18n.tsx';
import { loadMessageGroups } from '../shared/i18n.ts';
import { LOCALES } from '../shared/locales.ts';
import type { PagePayload } from '../shared/page.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { ConsentDialog, ConsentSettingsView } from './ConsentSettings.tsx';
import { CookieBar } from './CookieBar.tsx';
import { BehindCzechNotice } from './BehindCzechNotice.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { JourneyParts } from './JourneyParts.tsx';
import { PageFeedback } from './PageFeedback.tsx';
import { SiteNoticeBar } from './SiteNoticeBar.tsx';
import { Toasts } from './Toasts.tsx';
import { Untranslated } from './Untranslated.tsx';

function View({ payload, Template }: { payload: PagePayload; Template?: TemplateComponent }) {
  const { view } = payload;
  if (view.kind === 'error') return <ErrorScreen status={view.status} reason={view.reason} rootPath={payload.site.rootPath} locale={payload.locale} help={view.help} note={view.note} />;
  if (view.kind === 'consentSettings') return <ConsentSettingsView locale={payload.locale} returnPath={view.returnPath} />;
  if (view.kind === 'untranslated') return <Untranslated name={view.name} url={view.url} rootPath={payload.site.rootPath} />;
  if (!Template) throw new Error(`template ${view.template} is not loaded`);
  const page = <Template content={view.content} embedded={view.embedded} data={view.data} locale={payload.locale} />;
  // Content in another language than the page's (a preview's Czech sample content) says so to screen readers.
  return view.content.language === LOCALES[payload.locale].tag ? page : <div lang={view.content.language}>{page}</div>;
}

/**
 * Prints the page (the print stylesheet lays it out for paper). Only a script can print, so until the page is
 * hydrated, and with JavaScript off, the stylesheet hides it (`html[data-hydrated]`), keeping its place.
 */
function PrintButton() {
  const t = useT();
  return (
    <div className="gov-container print-action">
      <button type="button" className="portal-button portal-button--secondary print-action__button" onClick={() => window.print()}>
        {t('print.button')}
      </button>
    </div>
  );
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
  // Where the forms around the content (consent, colour mode) go back to.
  const returnPath = payload.view.kind === 'consentSettings' ? payload.view.returnPath : pathOf(payload.head.canonical);
  const contentPage = payload.view.kind === 'content' && payload.layout !== false;
  // "Is this page useful?" is asked of the page's own path (its canonical URL's), never of its query.
  // Print is for reading matter (services, articles, lists), as the template says (templates/module.ts).
  const printable = contentPage && payload.view.kind === 'content' && payload.view.printable;
  const feedbackPath = contentPage ? new URL(payload.head.canonical).pathname : undefined;
  const main = (
    <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
      {/* In main, as everything the page says is in a landmark (axe "region"). */}
      {payload.preview ? <p className="preview-banner" role="note">{t('preview.banner')}</p> : null}
      <ErrorBoundary
        page={payload}
        fallback={<ErrorScreen status={500} rootPath={payload.site.rootPath} locale={payload.locale} />}
        prepareFallback={() => loadMessageGroups(payload.locale, ['errors'])}
      >
        {payload.view.kind === 'content' && payload.view.behindCzech ? <BehindCzechNotice behind={payload.view.behindCzech} /> : null}
        {payload.view.kind === 'content' && payload.view.journeys ? <JourneyParts parts={payload.view.journeys} /> : null}
        <View payload={payload} Template={Template} />
      </ErrorBoundary>
      {printable ? <PrintButton /> : null}
      {feedbackPath ? <PageFeedback key={feedbackPath} path={feedbackPath} /> : null}
    </main>
  );
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
      {payload.layout === false ? main : (
        <>
          <a href="#main" className="skip-link">{t('skipLink')}</a>
          {/* At the top of the page and in its flow, as GOV.UK's banner: the keyboard reaches it right after the skip
              link, and it never covers what has focus (WCAG 2.2 2.4.11), as a bar fixed over the page's bottom did. */}
          {payload.view.kind === 'consentSettings' ? null : <CookieBar locale={payload.locale} returnPath={returnPath} />}
          {payload.notice ? <SiteNoticeBar notice={payload.notice} /> : null}
          <Header payload={payload} />
          <Breadcrumbs crumbs={payload.breadcrumbs} canonical={payload.head.canonical} />
          {main}
          <Footer site={payload.site} year={payload.year} locale={payload.locale} returnPath={returnPath} />
          <ConsentDialog />
        </>
      )}
      <Toasts />
    </>
  );
}

/** The path of the page's canonical URL: where the forms around the content go back to. */
function pathOf(canonical: string): string {
  const url = new URL(canonical, 'http://portal.invalid');
  return url.pathname + url.search;
}
