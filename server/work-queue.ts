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

/**
 * How long jobs may go on beginning one after another, each as the one before ends, before the event loop is let
 * through (its timers, new connections): a render of cached data ends within the microtasks of its beginning.
 */
const TURN_BUDGET_MS = 5;

interface Waiter {
  start(): void;
  timer?: NodeJS.Timeout;
}

export class WorkQueue {
  #running = 0;
  readonly #waiting: Waiter[] = [];
  /** Jobs given a place, to begin on a later turn of the event loop. */
  readonly #beginning: (() => void)[] = [];
  /** When the turn that began the last of them began it: jobs that follow within TURN_BUDGET_MS begin at once. */
  #budgetFrom = -Infinity;
  #nextTurnAsked = false;

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
   * Jobs begin one after another only within TURN_BUDGET_MS; past it the next begins on a later turn of the event
   * loop (`setImmediate`). A job that never waits on I/O (a render of cached data) ends before the next request is
   * read: begun at once, one after another, the places would never fill and the line never form, and one turn of the
   * loop would render every request its poll had read, hundreds of them for seconds (measured: 299 in 5.3 s), while
   * no timer fired (the line's deadline, load shedding's samples) and no connection was accepted: the loop accepts
   * one new connection a turn (libuv's `uv__server_io` since 1.45), and visitors waited unseen in the kernel's accept
   * queue, where no line can refuse them. One job a turn, on the other hand, left most of a turn to reading requests
   * and refusing them: a third of the renders a second under overload.
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
      } else {
        this.#running--;
        this.#beginWithinBudget();
      }
    }
  }

  #begin(start: () => void): void {
    this.#beginning.push(start);
    this.#beginWithinBudget();
  }

  /** The first job given a place begins now, within the budget; else on a later turn. */
  #beginWithinBudget(): void {
    if (this.#beginning.length === 0) return;
    if (performance.now() - this.#budgetFrom < TURN_BUDGET_MS) return this.#beginning.shift()!();
    if (this.#nextTurnAsked) return;
    this.#nextTurnAsked = true;
    setImmediate(this.#beginOnThisTurn);
  }

  readonly #beginOnThisTurn = (): void => {
    this.#nextTurnAsked = false;
    this.#budgetFrom = performance.now();
    this.#beginWithinBudget();
    // The others as the jobs before them end, while the budget lasts (`run`'s finally), else on the next turn.
    if (this.#beginning.length > 0 && !this.#nextTurnAsked) {
      this.#nextTurnAsked = true;
      setImmediate(this.#beginOnThisTurn);
    }
  };
}
