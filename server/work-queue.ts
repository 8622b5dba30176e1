/**
 * A bounded number of jobs at once, a bounded number waiting for their turn (first come, first served) for a
 * bounded time, and a clear refusal beyond either bound, so a burst of expensive requests (renders, image
 * transformations) can pile up neither CPU work nor memory nor waiting visitors.
 */
export class QueueFull extends Error {
  constructor() {
    super('Too many jobs are waiting.');
  }
}

/** A job that waited longer than the queue's deadline: it is not run. */
export class QueueTimedOut extends Error {
  constructor() {
    super('A job waited too long for its turn.');
  }
}

interface Waiter {
  start(): void;
  timer?: NodeJS.Timeout;
}

export class WorkQueue {
  #running = 0;
  readonly #waiting: Waiter[] = [];
  /** Jobs given a place, each to begin on a turn of its own. */
  readonly #beginning: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    /** How long a job may wait for a place before it is given up (QueueTimedOut); unset, as long as it takes. */
    readonly maxWaitMs?: number,
  ) {}

  /**
   * Runs the job when a place is free; throws QueueFull or QueueTimedOut without running it when it cannot, and
   * `signal`'s reason when it is aborted while the job waits (the visitor has gone).
   *
   * Jobs begin one a turn of the event loop (`setImmediate`), never in the code that asked for one nor in the
   * microtasks of the job that ended; up to `concurrency` of them may be under way. A job that never waits on I/O (a
   * render of cached data) ends before the next request is read: begun at once, the places would never fill and the
   * line never form, and one turn of the loop would render every request its poll had read, hundreds of them for
   * seconds, while no timer fired (the line's deadline, load shedding's checks). And the loop accepts one new
   * connection a turn (libuv's `uv__server_io` since 1.45): with a job a turn, the connections to the process are
   * taken as fast as it can work, instead of waiting unseen in the kernel's accept queue, where no line can refuse them.
   */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFull();
      signal?.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { start: resolve };
        const giveUp = (reason: unknown) => {
          clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', aborted);
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(reason);
        };
        const aborted = () => giveUp(signal!.reason);
        if (this.maxWaitMs !== undefined) waiter.timer = setTimeout(() => giveUp(new QueueTimedOut()), this.maxWaitMs);
        signal?.addEventListener('abort', aborted, { once: true });
        waiter.start = () => {
          signal?.removeEventListener('abort', aborted);
          this.#begin(resolve);
        };
        this.#waiting.push(waiter);
      });
    } else {
      this.#running++;
      await new Promise<void>((resolve) => this.#begin(resolve));
    }
    try {
      // The visitor may have left while the job's turn came.
      signal?.throwIfAborted();
      return await job();
    } finally {
      // The place passes straight to the next in line, so the count of running jobs never drops in between.
      const next = this.#waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.start();
      } else this.#running--;
    }
  }

  #begin(start: () => void): void {
    this.#beginning.push(start);
    if (this.#beginning.length === 1) setImmediate(this.#beginNext);
  }

  readonly #beginNext = (): void => {
    this.#beginning.shift()!();
    if (this.#beginning.length > 0) setImmediate(this.#beginNext);
  };
}
