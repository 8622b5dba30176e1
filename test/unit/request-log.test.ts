/** The request's logger (server/request-log.ts): bound to its request id, made only when something is logged. */
import t from 'tap';
import { requestLoggerOf } from '../../server/request-log.ts';
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
