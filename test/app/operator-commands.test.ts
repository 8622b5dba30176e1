/**
 * The built commands an operator runs (server/command.ts): on a Node older than 24 each says so and exits 1 (it
 * once printed nothing and exited 0), `npm run db:migrate` run where there are no migrations fails saying where it
 * looked, and `npm run nginx-site` writes the site from dist/ with its ports and paths as options.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { NODE_MAJOR_NEEDED, oldNodeProblem } from '../../server/command.ts';
import { run } from '../helpers/processes.ts';

const COMMANDS = ['dist/server/start.js', 'dist/server/migrate.js', 'dist/server/feedback-export.js', 'dist/server/search-report.js', 'dist/deploy/nginx-site.js'];

t.test("the Node a command needs is package.json's engines.node", async (t) => {
  const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
  t.equal(engines, `>=${NODE_MAJOR_NEEDED}`);
  t.match(oldNodeProblem('npm run db:migrate', '18.19.0'), /^npm run db:migrate needs Node 24 or later, and this is Node 18\.19\.0 /);
  t.equal(oldNodeProblem('npm run db:migrate', '24.0.0'), undefined);
  t.equal(oldNodeProblem('npm run db:migrate', '25.1.0'), undefined);
});

/** The machine's own Node (Debian's), when it is older than the portal needs: as an operator without Node 24 has it. */
const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find((node) => {
  try {
    return Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' })) < NODE_MAJOR_NEEDED;
  } catch {
    return false;
  }
});

t.test('on an older Node every built command says why it cannot run and exits 1', { skip: machineNode ? false : 'no Node older than 24 on this machine' }, async (t) => {
  for (const command of COMMANDS) {
    const running = run(t, machineNode!, [command], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    t.equal(await running.exited, 1, `${command}: status 1`);
    t.same(running.stdout, [], `${command}: nothing on standard output`);
    t.match(running.stderr.join('\n'), /needs Node 24 or later, and this is Node \d+\.\d+\.\d+ .*docs\/operations\.md "Production"/, `${command}: says why`);
  }
});

t.test('db:migrate where there are no migrations says where it looked and exits 1', async (t) => {
  const elsewhere = await mkdtemp(path.join(tmpdir(), 'portal-elsewhere-'));
  t.teardown(() => rm(elsewhere, { recursive: true, force: true }));
  const running = run(t, 'sh', ['-c', `cd "${elsewhere}" && exec "$0" "$1"`, process.execPath, path.resolve('dist/server/migrate.js')], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
  t.equal(await running.exited, 1);
  t.match(running.stderr.join('\n'), `db:migrate: no migrations in ${path.join(elsewhere, 'db', 'migrations')}: run it in the portal's directory`);
});

t.test('nginx-site runs from dist/ and takes ports, the address and paths as options', async (t) => {
  const site = run(t, process.execPath, [
    'dist/deploy/nginx-site.js', '--server-name', 'portal.example.cz', '--certificate', '/etc/ssl/portal.pem', '--key', '/etc/ssl/portal.key',
    '--upstream', '127.0.0.1:3001', '--upstream', '127.0.0.1:3002', '--https-port', '8443', '--http-port', '8080', '--address', '127.0.0.1',
    '--cache-dir', '/srv/cache/portal', '--access-log', '/srv/log/portal.log',
  ], {});
  t.equal(await site.exited, 0, site.stderr.join('\n'));
  const text = site.stdout.join('\n');
  for (const line of ['listen 127.0.0.1:8443 ssl http2;', 'listen 127.0.0.1:8080;', 'server 127.0.0.1:3001', 'server 127.0.0.1:3002', 'return 301 https://$host:8443$request_uri;', '/srv/cache/portal', '/srv/log/portal.log', 'ssl_certificate /etc/ssl/portal.pem;']) {
    t.ok(text.includes(line), line);
  }
  const wrong = run(t, process.execPath, ['dist/deploy/nginx-site.js', '--server-name', 'x', '--https-port', 'eighty'], {});
  t.equal(await wrong.exited, 1);
  t.same(
    wrong.stderr.filter((line) => line.startsWith('nginx-site:')),
    ['nginx-site: --certificate is needed.', 'nginx-site: --key is needed.', 'nginx-site: --upstream is needed.', 'nginx-site: --https-port must be a port from 1 to 65535, got "eighty".'],
    'every problem, a line each',
  );
  t.same(wrong.stdout, [], 'no half site on standard output');
});
