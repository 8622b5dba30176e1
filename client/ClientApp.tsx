/**
 * The hydrated page. When the location changes (a link, back, forward) it fetches that page's payload and
 * renders it in place; then it moves focus to the main content and tells screen readers which page loaded.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { translatorFor } from '../shared/i18n.ts';
import type { PagePayload } from '../shared/page.ts';
import { NavigateContext } from '../ui/AppLink.tsx';
import { Document, type Assets } from '../ui/Document.tsx';
import { TranslationProvider } from '../ui/i18n.tsx';
import { FullLoadNeeded, loadPayload, remember } from './navigation.ts';

interface Props {
  initial: PagePayload;
  assets: Assets;
  dataJson: string;
}

export function ClientApp({ initial, assets, dataJson }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const key = location.pathname + location.search;
  const [shown, setShown] = useState({ key, payload: initial, announcement: '' });
  const firstRender = useRef(true);

  useEffect(() => {
    remember(key, initial);
    // Scripts and styles can tell that the page is live (the browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
    // Runs once: the first page is already in the HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (key === shown.key) return;
    const controller = new AbortController();
    loadPayload(location.pathname, location.search, initial.buildId, controller.signal)
      .then((payload) => {
        const title = payload.view.kind === 'content' ? payload.view.content.name : payload.head.title;
        setShown({ key, payload, announcement: translatorFor(payload.locale)('page.loaded', { title }) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof FullLoadNeeded)) console.warn('client navigation failed, loading the page in full', error);
        window.location.assign(key + location.hash);
      });
    return () => controller.abort();
  }, [key, shown.key, location.pathname, location.search, location.hash, initial.buildId]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    // Only a newly shown page moves focus, not every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.key]);

  const { payload } = shown;
  return (
    <NavigateContext value={navigate}>
      <TranslationProvider locale={payload.locale}>
        <Document payload={payload} assets={assets} dataJson={dataJson} announcement={shown.announcement} busy={key !== shown.key} />
      </TranslationProvider>
    </NavigateContext>
  );
}
