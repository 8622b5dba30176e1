/**
 * The W3C HTML checker (vnu, the Nu Html Checker, `vnu-jar` run by Debian's Java) over one sample page of every
 * template and the 404 page, in one Java invocation: no error and no warning but the one it cannot know, the
 * `blocking="render"` of the stylesheet link (HTML's render-blocking, newer than the checker's schema).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { samplePages, sampleStatus } from '../helpers/sample-pages.ts';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
/** The one message accepted: vnu's schema does not know `blocking` on a link yet. */
const ACCEPTED = /^A “link” element with a “blocking” attribute must/;

interface VnuMessage { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string }

t.test('one page of every template passes the W3C HTML checker', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { WEBS: JSON.stringify([{ url: '/up', name: 'Úřad práce ČR' }, { url: '/mpsv', name: 'MPSV' }]) } });
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-vnu-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  // The client zone needs a signed-in visitor (test/e2e/auth.test.ts).
  const pages = samplePages().filter((page) => page.key !== 'KlientskaZona').map((page) => ({ name: page.key, url: page.czech, status: sampleStatus(page.key) }));
  pages.push({ name: 'error-404', url: '/en/no-such-page', status: 404 }, { name: 'error-410', url: '/prispevek-na-energie-2023', status: 410 });
  for (const page of pages) {
    const answer = await app.inject({ url: page.url });
    t.equal(answer.statusCode, page.status, `${page.url}: status`);
    await writeFile(path.join(dir, `${page.name}.html`), answer.body);
  }
  const files = pages.map((page) => path.join(dir, `${page.name}.html`));
  const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 });
  // Errors and warnings; vnu's plain information (the `/>` React writes on void elements) is no fault.
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((message) => message.type !== 'info' || message.subType === 'warning');
  const unexpected = messages.filter((message) => !ACCEPTED.test(message.message)).map((message) => `${path.basename(message.url)}:${message.lastLine ?? ''} ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message}`);
  t.same(unexpected, [], `${pages.length} pages checked, ${messages.length - unexpected.length} accepted messages`);
  t.ok(messages.some((message) => ACCEPTED.test(message.message)), 'the checker ran and saw the pages (the accepted message is there)');
});
