/**
 * The hydrated page, inside react-router's BrowserRouter (client/entry.tsx), whose location it follows. When the
 * location changes (a link, a GET form, back, forward) it fetches that page's payload and renders it in place;
 * then it moves focus to the main content, tells screen readers which page loaded, and puts the scroll where the
 * visitor expects it: where they were for back and forward (client/scroll-restoration.ts), else the top or the
 * linked fragment. Anything unexpected falls back to loading the page in full, and so does the first navigation
 * after a new deployment. Around it: the global loader while a page loads, prefetched links, the toast and the
 * server's log for unexpected errors.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { loadMessageGroups, translatorFor } from '../shared/i18n.ts';
import type { PagePayload, Visitor } from '../shared/page.ts';
import { loadTemplate, messageGroupsOf } from '../templates/client-registry.ts';
import type { TemplateComponent } from '../templates/types.ts';
import { Document, type Assets } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';
import { startLoading } from '../ui/loading.ts';
import { useSession } from './behaviours/session.ts';
import { fullLoadForNewBuild, watchForNewBuild } from './deployment.ts';
import { reportUnexpectedErrors } from './error-reporting.ts';
import { FullLoadNeeded, loadPayload, remember } from './navigation.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { prefetchLinks } from './prefetch.ts';
import { documentCameBack, entryOf, keepScrollPositions, rememberScroll, restoreScroll, savedScroll } from './scroll-restoration.ts';
import { SessionBehaviours } from './SessionBehaviours.tsx';

interface Props {
  initial: PagePayload;
  initialTemplate?: TemplateComponent;
  visitor: Visitor;
  assets: Assets;
  dataJson: string;
}

function elementForHash(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // a malformed fragment names nothing
  }
}

/** Every GET form (lists, search) back to the values it was rendered with (React's defaultValue). */
function resetNavigationForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[method="get" i]')) form.reset();
}

/** What the browser needs to show a payload: its template's component and its messages, loaded side by side. */
export async function loadCodeOf(payload: PagePayload): Promise<TemplateComponent | undefined> {
  const template = payload.view.kind === 'content' ? payload.view.template : undefined;
  const groups = template ? messageGroupsOf(template) : payload.view.kind === 'error' ? (['errors'] as const) : [];
  const messages = loadMessageGroups(payload.locale, groups);
  const [Template] = await Promise.all([template ? loadTemplate(template) : undefined, messages]);
  return Template;
}

/** A page's payload and the component of its template. */
async function loadPage(pathname: string, search: string, buildId: string, signal: AbortSignal) {
  const payload = await loadPayload(pathname, search, buildId, signal);
  return { payload, Template: await loadCodeOf(payload) };
}

export function ClientApp({ initial, initialTemplate, visitor, assets, dataJson }: Props) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.pathname + location.search;
  const entry = entryOf(location);
  const [shown, setShown] = useState({ key, entry, payload: initial, Template: initialTemplate, announcement: '' });
  const firstRender = useRef(true);
  /** A page was being loaded when the location last changed: leaving it unshown leaves its form filled in. */
  const abandoned = useRef(false);
  const session = useSession(visitor);

  useEffect(() => {
    remember(key, initial);
    const saved = documentCameBack() ? savedScroll(entry) : undefined;
    if (saved !== undefined) restoreScroll(saved);
    // Scripts and styles can tell that the page is live (the browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
    return keepScrollPositions();
    // Runs once: the first page is already in the HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Where the visitor is on the page shown, remembered per history entry. Swapped as the new page is put in place,
  // before the browser says the scroll moved: a shorter page clamps it, and that is not where the last one was.
  useLayoutEffect(() => {
    const onScroll = () => rememberScroll(shown.entry);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [shown.entry]);

  useEffect(() => watchForNewBuild(initial.buildId), [initial.buildId]);
  useEffect(() => reportUnexpectedErrors(shown.payload.locale), [shown.payload.locale]);
  useEffect(() => prefetchLinks(initial.buildId), [shown.key, initial.buildId]);

  useEffect(() => {
    if (key === shown.key) {
      // Back (or forward) to the page shown while another was still loading: nothing to render anew, but the fields
      // of its GET forms still hold what was submitted (a list's new sort); they go back to what the page shows.
      if (abandoned.current) resetNavigationForms();
      abandoned.current = false;
      return;
    }
    abandoned.current = true;
    if (fullLoadForNewBuild()) {
      window.location.replace(key + location.hash);
      return;
    }
    const controller = new AbortController();
    const stopLoading = startLoading();
    loadPage(location.pathname, location.search, initial.buildId, controller.signal)
      .then(({ payload, Template }) => {
        if (controller.signal.aborted) return;
        abandoned.current = false;
        const title = payload.view.kind === 'content' ? payload.view.content.name : payload.head.title;
        setShown({ key, entry, payload, Template, announcement: translatorFor(payload.locale)('page.loaded', { title }) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof FullLoadNeeded)) console.warn('client navigation failed, loading the page in full', error);
        // The history entry already has this URL: replace it rather than add a second one.
        window.location.replace(key + location.hash);
      });
    return () => {
      controller.abort();
      stopLoading();
    };
  }, [key, shown.key, entry, location.pathname, location.search, location.hash, initial.buildId]);

  // A newly shown page: scroll and focus, as it is put in place. Later, the scroll event of a shorter page clamping
  // the last one's position would already be remembered as this page's own.
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? savedScroll(shown.entry) : undefined;
    const target = elementForHash(location.hash);
    if (saved !== undefined) restoreScroll(saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    // Only a newly shown page moves focus, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.entry]);

  // A link to a fragment of the page already shown: no page to load, only the scroll.
  useEffect(() => {
    if (key === shown.key && entry !== shown.entry) elementForHash(location.hash)?.scrollIntoView();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);

  const { payload, Template } = shown;
  const behaviours = (
    <>
      <SessionBehaviours session={session} locale={payload.locale} pageKey={shown.key} isErrorScreen={payload.view.kind === 'error'} />
      <NavigationProgress />
    </>
  );
  return (
    <TranslationProvider locale={payload.locale}>
      <Document
        payload={payload}
        visitor={session.visitor}
        Template={Template}
        assets={assets}
        dataJson={dataJson}
        announcement={shown.announcement}
        busy={key !== shown.key}
        behaviours={behaviours}
      />
    </TranslationProvider>
  );
}
