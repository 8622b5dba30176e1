/** Hydrates the server-rendered document with the page data it carries. */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { PagePayload } from '../shared/page.ts';
import { DATA_ELEMENT_ID, type Assets } from '../ui/Document.tsx';
import { ClientApp } from './ClientApp.tsx';

const dataJson = document.querySelector(`script#${DATA_ELEMENT_ID}[type="application/json"]`)?.textContent ?? '';
const { payload, assets } = JSON.parse(dataJson) as { payload: PagePayload; assets: Assets };

hydrateRoot(
  document,
  <BrowserRouter>
    <ClientApp initial={payload} assets={assets} dataJson={dataJson} />
  </BrowserRouter>,
);
