/** At most `limit` tasks run at once; the others wait in arrival order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`concurrency limit must be a positive integer, got ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  get inFlight(): number {
    return this.active;
  }
}

/**
 * Runs `task` for every item with at most `limit` in flight and settles each one on its own:
 * one failure never aborts the others. Results keep the order of `items`.
 */
export async function mapSettled<I, R>(
  items: readonly I[],
  limit: number,
  task: (item: I, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const gate = new Semaphore(limit);
  return Promise.allSettled(items.map((item, index) => gate.run(() => task(item, index))));
}
