import pLimit from 'p-limit';

/**
 * Runs `task` for every item with at most `limit` in flight (p-limit) and settles each one on its
 * own: one failure never aborts the others. Results keep the order of `items`.
 */
export async function mapSettled<I, R>(
  items: readonly I[],
  limit: number,
  task: (item: I, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const gate = pLimit(limit);
  return Promise.allSettled(items.map((item, index) => gate(() => task(item, index))));
}
