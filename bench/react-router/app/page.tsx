/**
 * The portal's content page, as a React Router framework-mode app renders it: the same Document, template and
 * payload (the file bench/run.ts names in BENCH_PAYLOAD_FILE, read once), with React Router's scripts in place of
 * the portal's behaviours, behind react-router-serve (Express, its compression, React Router's request handler).
 */
import { readFileSync } from 'node:fs';
import { Scripts } from 'react-router';
import { loadClientBuild } from '../../../server/assets.ts';
import { loadLocales } from '../../../server/i18n.ts';
import { ANONYMOUS, type PagePayload } from '../../../shared/page.ts';
import { serializeForScript } from '../../../shared/serialize.ts';
import { templateFor } from '../../../templates/module.ts';
import { serverTemplates } from '../../../templates/server-registry.ts';
import { Document } from '../../../ui/Document.tsx';
import { TranslationProvider } from '../../../ui/i18n.tsx';

const payload = JSON.parse(readFileSync(process.env.BENCH_PAYLOAD_FILE!, 'utf8')) as PagePayload;
const { js, css, fonts } = loadClientBuild('dist');
const assets = { js, css, fonts };
await loadLocales();
const Template = payload.view.kind === 'content' ? templateFor(payload.view.template, serverTemplates).Component : undefined;
const dataJson = serializeForScript({ payload, visitor: ANONYMOUS, assets });

export default function Page() {
  return (
    <TranslationProvider locale={payload.locale}>
      <Document payload={payload} visitor={ANONYMOUS} Template={Template} assets={assets} dataJson={dataJson} behaviours={<Scripts />} />
    </TranslationProvider>
  );
}
