import { pino } from 'pino';
import { Writable } from 'node:stream';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

import { buildContentService } from '/work/main/embedded/content-service.ts';
import { Cms, newCacheStats } from '/work/main/server/cms.ts';
import { HttpClient } from '/work/main/server/http-client.ts';
import { loadConfig } from '/work/main/server/config.ts';
import { contentPayload } from '/work/main/server/page-model.ts';
import { templates } from '/work/main/templates/registry.ts';
import { serializeForScript } from '/work/main/shared/serialize.ts';
import { i18nFor } from '/work/main/shared/i18n.ts';
import { Document } from '/work/main/ui/Document.tsx';
import { TranslationProvider } from '/work/main/ui/i18n.tsx';
import { Header } from '/work/main/ui/Header.tsx';
import { Footer } from '/work/main/ui/Footer.tsx';
import { Page } from '/work/main/ui/Page.tsx';
const log = pino({ level: 'silent' });
const { app: cmsApp } = await buildContentService({ contentDir: '/work/main/content', logger: log });
const url = await cmsApp.listen({ host: '127.0.0.1', port: 0 });
const cms = new Cms(new HttpClient(url, {}, 3000), { retentionS: 600, maxBytes: 1e8, logger: log });
const deps = { cms, config: loadConfig({ HEADLESS_CMS_URL: url }), buildId: 'x', templates, log };
const req = { host: 'localhost', locale: 'cs' as const, localPath: '/prispevek-na-bydleni', search: '', fullPath: '/prispevek-na-bydleni' };
const payload = await contentPayload(deps, req, newCacheStats());
const assets = { js: '/a.js', css: '/a.css' };
const dataJson = serializeForScript({ payload, assets });
let calls = 0; const orig = TextEncoder.prototype.encodeInto; TextEncoder.prototype.encodeInto = function (s, t) { calls++; return orig.call(this, s, t); };
const wrap = (x: any) => h(TranslationProvider, { locale: 'cs' }, x);
async function measure(name: string, el: any, n = 3000) {
  const one = () => new Promise<void>((resolve) => { const w = new Writable({ write(_c, _e, cb) { cb(); }, final(cb) { cb(); resolve(); } }); const s = renderToPipeableStream(el, { onShellReady() { s.pipe(w); } }); });
  calls = 0; await one(); const c = calls;
  let next = 0; const t0 = performance.now();
  await Promise.all(Array.from({ length: 32 }, async () => { while (next++ < n) await one(); }));
  console.log(name.padEnd(10), ((performance.now() - t0) / n).toFixed(3), 'ms', c, 'encodeInto');
}
for (let r = 0; r < 2; r++) {
  await measure('document', wrap(h(Document, { payload, assets, dataJson })));
  await measure('page', wrap(h(Page, { payload })));
  await measure('header', wrap(h(Header, { payload })));
  await measure('footer', wrap(h(Footer, { site: payload.site, year: 2026 })));
}

await cmsApp.close();
