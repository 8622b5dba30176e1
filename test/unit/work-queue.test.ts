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

/** A job begins on a later turn of the event loop: this waits for it. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

t.test('a place each up to the concurrency, then a line first come first served, then QueueFull', async (t) => {
  const queue = new WorkQueue(1, 2);
  const [a, b, c] = [heldJob(), heldJob(), heldJob()];
  const order: string[] = [];
  const runs = [queue.run(() => a.job().then(() => order.push('a'))), queue.run(() => b.job().then(() => order.push('b'))), queue.run(() => c.job().then(() => order.push('c')))];
  t.ok(await queue.run(async () => 'never').catch((error: unknown) => error instanceof QueueFull), 'the line is full');
  await nextTurn();
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
  await nextTurn();
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

t.test('jobs begin one a turn of the event loop, up to `concurrency` under way, the rest waiting in the line', async (t) => {
  // What a render of cached data is: over before anything else may run. Begun at once, every one of them would
  // run in one turn of the loop, and no timer (the deadline) nor new connection would be seen until all were done.
  const queue = new WorkQueue(2, 16, 1_000);
  let turn = 0;
  let counting = true;
  const count = () => counting && (turn++, setImmediate(count));
  setImmediate(count);
  const turns: number[] = [];
  await Promise.all(Array.from({ length: 8 }, () => queue.run(async () => void turns.push(turn))));
  counting = false;
  t.equal(turns.length, 8, 'every job ran');
  t.equal(new Set(turns).size, 8, `each on a turn of its own (${turns.join(', ')})`);
  const held = [heldJob(), heldJob(), heldJob()];
  const runs = held.map((job) => queue.run(job.job));
  await nextTurn();
  await nextTurn();
  await nextTurn();
  t.same(held.map((job) => job.started()), [true, true, false], 'two under way, the third waits for a place');
  for (const job of held) job.finish();
  await Promise.all(runs);
});

t.test('a job whose visitor left while its turn came is not run, and its place passes on', async (t) => {
  const queue = new WorkQueue(1, 4);
  const gone = new AbortController();
  let ran = false;
  const leaving = queue.run(async () => void (ran = true), gone.signal);
  gone.abort(new Error('the visitor left'));
  await t.rejects(leaving, { message: 'the visitor left' });
  t.notOk(ran);
  t.equal(await queue.run(async () => 'next'), 'next', 'the place is free again');
});
