/**
 * A bounded number of jobs at once, a bounded number waiting for their turn (first come, first served), and a
 * clear refusal beyond that, so a burst of distinct image requests cannot pile up CPU work or memory.
 */
export class QueueFull extends Error {}

export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs the job when a place is free; throws QueueFull without running it when too many already wait. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFull('Too many images are being prepared; try again shortly.');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else this.#running++;
    try {
      return await job();
    } finally {
      // The place passes straight to the next in line, so the count of running jobs never drops in between.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
