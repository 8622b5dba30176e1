/**
 * A newcomer's start (README "Two commands"): the built entry in the demo, opened at the loopback address it listens
 * on rather than the public URL it prints, still signs a person in (Chromium, the CAS stand-in's form).
 */
import t from 'tap';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { freePort } from '../helpers/ports.ts';
import { dataDir, runEntry } from '../helpers/processes.ts';

t.test('signing in from 127.0.0.1 when the demo says localhost', async (t) => {
  const port = await freePort();
  const demo = runEntry(t, { DEMO: 'true', PORT: String(port), DATA_DIR: await dataDir(t), EMBEDDED_CMS_PORT: '0', EMBEDDED_PROVIDER_PORT: '0', EMBEDDED_CAS_PORT: '0' });
  t.match(await demo.line(/portal ready at/), `portal ready at http://localhost:${port}`);
  const browser = await launchBrowser(t);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/dev/protected`);
  await page.waitForURL(/\/cas\/login\?/);
  await page.fill('#username', 'demo');
  await page.fill('#password', 'demo');
  await page.click('button[type="submit"]');
  await page.waitForURL(`http://localhost:${port}/dev/protected`);
  await waitForHydration(page);
  t.equal(await page.textContent('[data-field="name"]'), 'Jana Nováková', 'signed in, on the protected page');
  demo.child.kill('SIGTERM');
  t.equal(await demo.exited, 0);
});
