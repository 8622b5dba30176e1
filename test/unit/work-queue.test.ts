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

t.test('jobs that never wait on I/O go on one after another for a bounded time a turn, then let the event loop through', async (t) => {
  // What a render of cached data is: over before anything else may run. Begun one after another without a bound,
  // all of them would run in one turn of the loop, and no timer (the deadline) nor new connection would be seen.
  const queue = new WorkQueue(2, 500, 60_000);
  let turn = 0;
  let counting = true;
  const count = () => counting && (turn++, setImmediate(count));
  setImmediate(count);
  let timerFiredAfter: number | undefined;
  const turns: number[] = [];
  const busyMs = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  const jobs = Array.from({ length: 200 }, () => queue.run(async () => void (turns.push(turn), busyMs(1))));
  setTimeout(() => (timerFiredAfter = turns.length), 0);
  await Promise.all(jobs);
  counting = false;
  const perTurn = new Map<number, number>();
  for (const at of turns) perTurn.set(at, (perTurn.get(at) ?? 0) + 1);
  t.equal(turns.length, 200, 'every job ran');
  t.ok(Math.max(...perTurn.values()) <= 12, `some 5 ms of them a turn (at most ${Math.max(...perTurn.values())})`);
  t.ok(timerFiredAfter !== undefined && timerFiredAfter < 100, `a timer fires among them (after ${timerFiredAfter})`);
  const held = [heldJob(), heldJob(), heldJob()];
  const runs = held.map((job) => queue.run(job.job));
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
