/** The request's logger (server/request-log.ts): bound to its request id, made only when something is logged. */
import t from 'tap';
import { RequestLog, requestLoggerOf } from '../../server/request-log.ts';
import { captureLogs } from '../helpers/portal.ts';

/** Counts the children made of the logger itself (pino's children inherit its methods: theirs are counted too). */
function countingChildren(logger: ReturnType<typeof captureLogs>['logger']) {
  const made = { children: 0 };
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => {
    made.children++;
    return child(...args);
  }) as typeof logger.child;
  return made;
}

t.test('a request that logs nothing makes no child logger; one that does logs with its id through one child', async (t) => {
  const { lines, logger } = captureLogs();
  const made = countingChildren(logger);
  const quiet = requestLoggerOf(logger, { reqId: 'quiet' }, {});
  t.equal(quiet.level, 'info', 'its level is read without making the child');
  t.equal(made.children, 0);

  quiet.debug('below the level');
  quiet.trace('below the level');
  t.equal(made.children, 0, 'a line below the level makes none');
  t.equal(lines.length, 0);

  const log = requestLoggerOf(logger, { reqId: 'r-1' }, {});
  log.info({ step: 1 }, 'first');
  log.warn('second');
  t.equal(made.children, 1, 'made once, on the first line');
  t.match(lines, [
    { reqId: 'r-1', level: 30, step: 1, msg: 'first' },
    { reqId: 'r-1', level: 40, msg: 'second' },
  ]);
});

t.test("the request logger's children keep its id", async (t) => {
  const { lines, logger } = captureLogs();
  requestLoggerOf(logger, { reqId: 'r-3' }, {}).child({ part: 'x' }).error('third');
  t.match(lines, [{ reqId: 'r-3', part: 'x', level: 50, msg: 'third' }]);
});

t.test("a route's log level holds for its requests' loggers", async (t) => {
  const { lines, logger } = captureLogs();
  const log = requestLoggerOf(logger, { reqId: 'r-2' }, { level: 'warn' });
  t.equal(log.level, 'warn');
  log.info('not written');
  log.debug('not written');
  log.error('written');
  t.match(lines, [{ reqId: 'r-2', level: 50, msg: 'written' }]);
  t.equal(lines.length, 1);
  log.level = 'info';
  log.info('now written');
  t.equal(lines.length, 2, 'and it can be changed');
});

t.test("a request's line is the line pino writes for the same fields (made from its parts, not by its object walk)", async (t) => {
  const { lines, logger } = captureLogs();
  const log = new RequestLog(logger.child({ component: 'portal' }));
  const cms = { hit: 2, miss: 1, stale: 0 };
  log.answered('r-9', 'GET', '/o-nas?ticket=ST-1-secret&q="x"', 200, 1.26, cms);
  logger.child({ component: 'portal' }).info({ reqId: 'r-9', method: 'GET', url: '/o-nas?ticket=[Redacted]&q="x"', status: 200, ms: 1.3, cms }, 'request');
  log.answered('r-10', 'HEAD', '/o-nas', 304, 0.04);
  const [made, byPino, withoutCms] = lines.map(({ time, ...rest }) => (t.type(time, 'number'), rest));
  t.same(made, byPino);
  t.same(withoutCms, { level: 30, pid: process.pid, hostname: byPino!.hostname, component: 'portal', reqId: 'r-10', method: 'HEAD', url: '/o-nas', status: 304, ms: 0, msg: 'request' });
  logger.level = 'warn';
  log.answered('r-11', 'GET', '/o-nas', 200, 1);
  t.equal(lines.length, 3, 'none below the logger\'s level');
});

t.test("a request's line quotes its URL as JSON does, whatever it holds", async (t) => {
  const { lines, logger } = captureLogs();
  const log = new RequestLog(logger);
  const urls = ['/plain/path?q=a+b&x=1', '/quote"back\\slash', '/control\u0001\u001f', '/lone\ud800surrogate', '/pair\ud83c\udfe0', '/latin\u00e9\u00ff'];
  for (const url of urls) log.answered('r-12', 'GET', url, 200, 0.26);
  t.same(lines.map((line) => line.url), urls);
  t.same(lines.map((line) => line.ms), urls.map(() => 0.3));
});
