/** WorkQueue (server/work-queue.ts): places, a bounded line, a deadline for waiting, and leaving the line. */
import t from 'tap';
import { QueueFull, QueueTimedOut, WorkQueue } from '../../server/work-queue.ts';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return { job: () => ((started = true), finished), finish, started: () => started };
}

t.test('a place each up to the concurrency, then a line first come first served, then QueueFull', async (t) => {
  const queue = new WorkQueue(1, 2);
  const [a, b, c] = [heldJob(), heldJob(), heldJob()];
  const order: string[] = [];
  const runs = [queue.run(() => a.job().then(() => order.push('a'))), queue.run(() => b.job().then(() => order.push('b'))), queue.run(() => c.job().then(() => order.push('c')))];
  t.ok(await queue.run(async () => 'never').catch((error: unknown) => error instanceof QueueFull), 'the line is full');
  t.ok(a.started());
  t.notOk(b.started(), 'b waits');
  a.finish();
  c.finish();
  b.finish();
  await Promise.all(runs);
  t.same(order, ['a', 'b', 'c'], 'in the order they came');
});

t.test('a job that waits past the deadline is given up, not run, and leaves its place in the line', async (t) => {
  const queue = new WorkQueue(1, 1, 50);
  const running = heldJob();
  const first = queue.run(running.job);
  let ran = false;
  t.ok(await queue.run(async () => void (ran = true)).then(() => false, (error: unknown) => error instanceof QueueTimedOut), 'given up');
  t.notOk(ran, 'never run');
  const next = heldJob();
  const second = queue.run(next.job);
  running.finish();
  await first;
  t.ok(next.started(), 'the line has room again, and the place passes on');
  next.finish();
  await second;
});

t.test('a job whose signal aborts while it waits (its visitor has gone) leaves the line with the reason', async (t) => {
  const queue = new WorkQueue(1, 4);
  const running = heldJob();
  const first = queue.run(running.job);
  const gone = new AbortController();
  let ran = false;
  const waiting = queue.run(async () => void (ran = true), gone.signal);
  gone.abort(new Error('the visitor left'));
  await t.rejects(waiting, { message: 'the visitor left' });
  running.finish();
  await first;
  t.notOk(ran);
});
