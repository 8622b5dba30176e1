/**
 * Named loaders (docs/product.md §4, §8, §9): clear on execute, rethrow, skip if active, each by default and each off.
 */
import t from 'tap';
import { isLoading, Loader } from '../../ui/loading.ts';

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

t.test('a run: its loader is active meanwhile, the data is kept after; the last data is cleared as a new run starts', async (t) => {
  const loader = new Loader<string>('offices');
  t.equal(await loader.execute(async () => 'first'), 'first');
  t.same(loader.state, { data: 'first', error: undefined, loading: false });
  const step = later<string>();
  const running = loader.execute(() => step.promise);
  t.ok(isLoading('offices'), 'active under its name');
  t.notOk(isLoading(), 'not the global loader');
  t.same(loader.state, { data: undefined, error: undefined, loading: true }, 'cleared on execute');
  step.resolve('second');
  t.equal(await running, 'second');
  t.notOk(isLoading('offices'));
});

t.test('without clearing, the last data stays while the next run goes', async (t) => {
  const loader = new Loader<string>('kept', { clear: false });
  await loader.execute(async () => 'first');
  const step = later<string>();
  const running = loader.execute(() => step.promise);
  t.same(loader.state, { data: 'first', error: undefined, loading: true });
  step.resolve('second');
  await running;
});

t.test('a failure is rethrown by default and kept; without rethrowing it is kept only', async (t) => {
  const loader = new Loader<string>();
  const failure = new Error('CMS down');
  await t.rejects(loader.execute(async () => Promise.reject(failure)), failure);
  t.equal(loader.state.error, failure);
  t.notOk(isLoading(), 'done after a failure too');
  const quiet = new Loader<string>('quiet', { rethrow: false });
  t.equal(await quiet.execute(async () => Promise.reject(failure)), undefined);
  t.equal(quiet.state.error, failure);
});

t.test('a run asked for while one is under way is skipped by default; without skipping both run', async (t) => {
  let calls = 0;
  const step = later<number>();
  const loader = new Loader<number>('refresh');
  const first = loader.execute(() => (calls++, step.promise));
  t.equal(await loader.execute(async () => (calls++, 2)), undefined, 'skipped');
  step.resolve(1);
  t.equal(await first, 1);
  t.equal(calls, 1, 'the second task never started');

  const both = new Loader<number>('both', { skipIfActive: false });
  const slow = later<number>();
  const one = both.execute(() => slow.promise);
  t.equal(await both.execute(async () => 2), 2);
  t.equal(both.state.loading, true, 'still loading while the first runs');
  slow.resolve(1);
  t.equal(await one, 1);
});
