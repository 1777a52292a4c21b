import { asyncContext } from '@app/common';

/**
 * The items of `source`, each pulled in the request's context (the one current now). A streamed
 * answer is pulled by the socket's callbacks, after the handler returned and outside its context,
 * so without this the RPCs and log lines of later pages would lose the request id.
 */
export async function* inRequestContext<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const context = asyncContext.getStore();
  const iterator = source[Symbol.asyncIterator]();
  const inContext = <R>(step: () => R): R => (context ? asyncContext.run(context, step) : step());
  let finished = false;
  try {
    for (;;) {
      const next = await inContext(() => iterator.next());
      if (next.done === true) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!finished) await inContext(() => iterator.return?.());
  }
}
