/** Time in tests: a clock only the test moves (lru-cache's `perf`, the breaker), and waiting for background work. */

/** A clock for lru-cache and the breaker that only the test moves. */
export function testClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** Waits (up to 5 s) until `done` holds: background work (a refresh, a rebuild) takes as long as the machine makes it. */
export async function eventually(done: () => Promise<boolean>): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (await done()) return;
  }
  throw new Error('not done within 5 s');
}
