import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { askAll, distinctPages } from './page-cache.ts';
import { HOST, startContentService, startPortal, stop, waitForHttp } from './portal-process.ts';
const PORT = 5900;
const rss = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
const cs = await startContentService(PORT + 5);
const p = startPortal('.', PORT, { HEADLESS_CMS_URL: `http://${HOST}:${PORT + 5}`, EMBEDDED_CMS: 'false', PUBLIC_URL: `http://${HOST}:${PORT}`, ...JSON.parse(process.env.EXTRA ?? '{}') });
const base = `http://${HOST}:${PORT}`;
await waitForHttp(`${base}/readyz`, p);
const { buildId } = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8'));
console.error('start', rss(p.pid!));
const pages = await distinctPages(base, buildId, 10000);
for (let i = 0; i < 10; i++) { const t = await askAll(base, pages.slice(i * 1000, i * 1000 + 1000), 4); console.error('after', (i + 1) * 1000, rss(p.pid!), JSON.stringify(t.statuses), pages[i * 1000]?.path); }
await askAll(base, Array.from({ length: 20000 }, (_, i) => ({ path: `/prispevek-na-bydleni?utm_${i}=${randomUUID()}` })), 8);
console.error('junkq', rss(p.pid!));
await askAll(base, Array.from({ length: 20000 }, (_, i) => ({ path: `/nahodna-${i}-${randomUUID()}` })), 8);
console.error('junkp', rss(p.pid!));
await stop(p); await stop(cs);
