import type { Context } from '@opentelemetry/api';
import { asyncContext } from '@app/common';

/**
 * The items of `source`, each pulled in the request's context (the one current now). A streamed
 * answer is pulled by the socket's callbacks, after the handler returned and outside its context,
 * so without this the RPCs and log lines of later pages would lose the request id.
 */
export function inRequestContext<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  // Read now: a generator's body first runs at the first pull, outside the request.
  return pulledIn(asyncContext.getStore(), source);
}

async function* pulledIn<T>(context: Context | undefined, source: AsyncIterable<T>): AsyncGenerator<T> {
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
