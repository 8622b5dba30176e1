/**
 * The built entry as an operator runs it (README "Configuration", "Two commands"): `--help` from the schema, safe by
 * default (no stand-ins without DEMO, a missing service URL or a look-alike variable is a start-up error, whatever
 * NODE_ENV says), the demo saying so first and where to go last, and signals reaching node through `npm run serve`.
 */
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import t, { type Test } from 'tap';
import { startAuthStandIns } from '../../embedded/auth-stand-ins.ts';
import { configurationHelp, variableDocs } from '../../server/config-docs.ts';
import { freePort } from '../helpers/ports.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { FIXTURE_WEBS } from '../helpers/portal.ts';
import { alive, dataDir, ENTRY, run, runEntry } from '../helpers/processes.ts';

t.setTimeout(480_000);

/** A JSON log line's message. */
const messageOf = (line: string) => (JSON.parse(line) as { msg: string }).msg;

/**
 * A request for /o-nas the portal is working on while the content service takes its time: the signal that follows
 * finds it in flight (a request not yet arrived would rightly be refused once the portal stops listening).
 */
async function requestInFlight(cms: Awaited<ReturnType<typeof startFakeCms>>, port: number): Promise<{ answer: Promise<Response> }> {
  const asked = () => cms.calls('/contents/by-friendly-url/o-nas');
  const before = asked();
  cms.fault = { kind: 'slow', ms: 600 };
  const answer = fetch(`http://127.0.0.1:${port}/o-nas`);
  let settled = false;
  answer.then(() => (settled = true), () => (settled = true));
  while (asked() === before && !settled) await new Promise((resolve) => setTimeout(resolve, 10));
  return { answer };
}

/** The external services of a portal at `publicUrl`, as production has them: a content service and a security provider. */
async function services(t: Test, publicUrl: string) {
  const cms = await startFakeCms(t);
  const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl, providerPort: 0, casPort: 0 });
  t.teardown(() => standIns.close());
  return { cms, env: { HEADLESS_CMS_URL: cms.url, SECURITY_PROVIDER_URL: standIns.providerUrl, WEBS: FIXTURE_WEBS } };
}

t.test('--help lists every variable with its default and description, as the schema declares them', async (t) => {
  const help = runEntry(t, {}, ['--help']);
  t.equal(await help.exited, 0);
  t.equal(help.stdout.join('\n').trim(), configurationHelp(`node ${ENTRY}`).trim());
  for (const variable of variableDocs()) t.match(help.stdout.join('\n'), `  ${variable.name} (`, variable.name);
  const unknown = runEntry(t, {}, ['--demo']);
  t.equal(await unknown.exited, 1, 'an unknown argument is refused');
  t.match(unknown.stderr.join('\n'), "Unknown option '--demo'");
});

t.test('without a content service and a security provider it refuses to start: one line each, whatever NODE_ENV says', async (t) => {
  for (const nodeEnv of [undefined, 'production', 'development']) {
    const entry = runEntry(t, { DATA_DIR: await dataDir(t), PORT: String(await freePort()), ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) });
    t.equal(await entry.exited, 1, `NODE_ENV=${nodeEnv}: exit 1`);
    t.same(
      entry.stderr.filter(Boolean).map((line) => /^Configuration error: (\w+ \w+ url is not configured\.).*(HEADLESS_CMS_URL|SECURITY_PROVIDER_URL)/.exec(line)?.slice(1)),
      [
        ['Headless CMS url is not configured.', 'HEADLESS_CMS_URL'],
        ['Security provider url is not configured.', 'SECURITY_PROVIDER_URL'],
      ],
      'two lines, each naming its variable',
    );
    t.same(entry.stdout.filter(Boolean), [], 'nothing started');
  }
  const many = runEntry(t, { PORT: 'x', DATA_DIR: await dataDir(t) });
  t.equal(await many.exited, 1);
  t.match(many.stderr[0], 'Configuration error: PORT must be a whole number from 0 to 65535, got "x".', 'every problem at once');
  t.equal(many.stderr.filter(Boolean).length, 3);
});

t.test('a variable that looks like one of the portal\'s is refused, naming the one meant', async (t) => {
  const port = await freePort();
  const { env } = await services(t, `http://localhost:${port}`);
  const entry = runEntry(t, { ...env, PORT: String(port), DATA_DIR: await dataDir(t), HEADLESS_CMS_ULR: 'https://cms.example' });
  t.equal(await entry.exited, 1);
  t.same(entry.stderr.filter(Boolean), ['Configuration error: HEADLESS_CMS_ULR is not a variable of the portal: did you mean HEADLESS_CMS_URL?']);
});

t.test('a start that fails (a port taken) says why in one line and exits 1, without a stack trace', async (t) => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => taken.close(resolve)));
  const port = (taken.address() as AddressInfo).port;
  const entry = runEntry(t, { HEADLESS_CMS_URL: 'http://127.0.0.1:9', SECURITY_PROVIDER_URL: 'http://127.0.0.1:9', PORT: String(port), DATA_DIR: await dataDir(t) });
  t.equal(await entry.exited, 1);
  t.same(entry.stderr.filter(Boolean), [`Start-up failed: listen EADDRINUSE: address already in use 127.0.0.1:${port}`]);
});

t.test('the demo: says so on its first line, labels its stand-ins, warns of look-alikes, and says where to go once ready', async (t) => {
  const port = await freePort();
  const demo = runEntry(t, {
    DEMO: 'true',
    PORT: String(port),
    DATA_DIR: await dataDir(t),
    EMBEDDED_CMS_PORT: '0',
    EMBEDDED_PROVIDER_PORT: '0',
    EMBEDDED_CAS_PORT: '0',
    HEADLESS_CMS_ULR: 'https://cms.example',
  });
  const ready = messageOf(await demo.line(/portal ready at/));
  t.equal((await fetch(`http://127.0.0.1:${port}/readyz`)).status, 200, 'ready when it says so');
  t.equal(ready, `portal ready at http://localhost:${port} (sign in as demo/demo, druhy/druhy)`, 'the address to open and the demo users');
  const messages = demo.stdout.filter(Boolean).map(messageOf);
  t.match(messages[0], /^DEMO, not for production: the sample content .* and sign-in stand-ins where anyone signs in as a demo user \(demo\/demo, druhy\/druhy\)\.$/);
  t.equal(messages[1], 'HEADLESS_CMS_ULR is not a variable of the portal: did you mean HEADLESS_CMS_URL?', 'a look-alike is warned about');
  t.match(messages.find((m) => m.startsWith('stand-in content service')), /^stand-in content service \(sample content\) at http:\/\/127\.0\.0\.1:\d+$/);
  t.match(messages.find((m) => m.startsWith('stand-in CAS')), /^stand-in CAS server \(demo users\) at http:\/\/127\.0\.0\.1:\d+\/cas$/);
  t.match(messages.find((m) => m.startsWith('stand-in security provider')), /^stand-in security provider at http:\/\/127\.0\.0\.1:\d+$/);
  t.same(messages.filter((m) => /listening/i.test(m)), [`portal listening at http://127.0.0.1:${port}, getting ready`], 'no unlabelled "Server listening" line');
  t.equal(messages.filter((m) => m.startsWith('portal ready')).length, 1, 'one ready line');
  t.equal((await fetch(`http://127.0.0.1:${port}/uvod`, { redirect: 'manual' })).headers.get('location'), `http://localhost:${port}/uvod`, 'the other loopback name leads to the public URL');
  demo.child.kill('SIGTERM');
  t.equal(await demo.exited, 0);
});

t.test('npm run demo (what npm start runs after the build): its first line says it is a demo, pretty on request', async (t) => {
  const port = await freePort();
  const demo = run(t, 'npm', ['run', '--silent', 'demo'], { PORT: String(port), DATA_DIR: await dataDir(t), EMBEDDED_CMS_PORT: '0', EMBEDDED_PROVIDER_PORT: '0', EMBEDDED_CAS_PORT: '0' });
  await demo.line(/portal ready at/);
  t.match(demo.stdout[0], /^\[[\d:.]+\] WARN: DEMO, not for production: .*demo user \(demo\/demo, druhy\/druhy\)\.$/, "pino-pretty's line, first");
  t.match(demo.stdout.find((l) => l.includes('portal ready')), `INFO: portal ready at http://localhost:${port} (sign in as demo/demo, druhy/druhy)`);
  demo.child.kill('SIGINT');
  await demo.exited;
  t.notOk((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok, 'stopped by Ctrl-C');
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  t.test(`npm run serve: ${signal} reaches node, which finishes the request in flight and exits`, async (t) => {
    const port = await freePort();
    const { cms, env } = await services(t, `http://localhost:${port}`);
    const serve = run(t, 'npm', ['run', '--silent', 'serve'], { ...env, PORT: String(port), DATA_DIR: await dataDir(t) });
    const ready = JSON.parse(await serve.line(/portal ready at/)) as { pid: number };
    t.not(ready.pid, serve.child.pid, 'node runs under npm');
    t.teardown(() => alive(ready.pid) && process.kill(ready.pid, 'SIGKILL'));
    const inFlight = await requestInFlight(cms, port);
    serve.child.kill(signal);
    const answer = await inFlight.answer;
    t.equal(answer.status, 200, 'the request in flight was answered');
    t.equal(textOf(dom(await answer.text())('h1')), 'O nás', 'the whole page');
    // npm waits for its child's output to end: with node left running it never exits.
    await Promise.race([once(serve.child, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    t.notOk(alive(ready.pid), 'node has exited');
    t.ok(serve.stdout.some((line) => messageOf(line).startsWith('shutting down')), 'node said it was shutting down');
  });
}

t.test('the built entry finishes the request in flight on SIGTERM and exits 0', async (t) => {
  const port = await freePort();
  const { cms, env } = await services(t, `http://localhost:${port}`);
  const entry = runEntry(t, { ...env, PORT: String(port), DATA_DIR: await dataDir(t), NODE_ENV: 'production' });
  await entry.line(/portal ready at/);
  t.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
  const inFlight = await requestInFlight(cms, port);
  entry.child.kill('SIGTERM');
  const res = await inFlight.answer;
  t.equal(res.status, 200, 'the request in flight was answered');
  t.equal(textOf(dom(await res.text())('h1')), 'O nás', 'the whole page');
  t.equal(await entry.exited, 0);
  t.ok(entry.stdout.some((line) => line.includes('shutting down')));
});
