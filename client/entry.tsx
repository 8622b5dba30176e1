/**
 * Hydrates the server-rendered document with the page data it carries, once the page's template is loaded, under
 * react-router's BrowserRouter (the server renders the same tree under its StaticRouter: server/render.tsx).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedFormatted } from '../shared/i18n.ts';
import type { PagePayload, Visitor } from '../shared/page.ts';
import { DATA_ELEMENT_ID, type Assets } from '../ui/Document.tsx';
import { installBreakpoint } from './behaviours/breakpoint.ts';
import { installConsentApi } from './behaviours/consent.ts';
import { ClientApp, loadCodeOf } from './ClientApp.tsx';

installConsentApi();
installBreakpoint();

const dataJson = document.querySelector(`script#${DATA_ELEMENT_ID}[type="application/json"]`)?.textContent ?? '';
const { payload, visitor, assets, formatted } = JSON.parse(dataJson) as { payload: PagePayload; visitor: Visitor; assets: Assets; formatted?: Record<string, string> };
// The dates and numbers as the server wrote them: the page hydrates without starting the browser's Intl data.
if (formatted) seedFormatted(formatted);
const Template = await loadCodeOf(payload);

// As a transition, hydration yields to the browser every few milliseconds (a default update would hydrate the
// whole page in one task: on a slow phone a long task that blocks input, and Lighthouse's Total Blocking Time).
startTransition(() => {
  hydrateRoot(
    document,
    <BrowserRouter>
      <ClientApp initial={payload} initialTemplate={Template} visitor={visitor} assets={assets} dataJson={dataJson} />
    </BrowserRouter>,
  );
});
