import { asyncContext, currentRequestId, requestContext } from '@app/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inRequestContext } from './in-request-context';

/** Pages that say which request id each was made under, with a wait between them as an RPC would. */
async function* pagesNamingTheirRequest() {
  for (let page = 0; page < 3; page++) {
    await nextTurn();
    yield currentRequestId();
  }
}

/** Pulls every item outside any request context, as the socket's callbacks pull a streamed answer. */
async function pullOutside<T>(items: AsyncIterable<T>): Promise<T[]> {
  return asyncContext.exit(async () => {
    const pulled: T[] = [];
    for await (const item of items) pulled.push(item);
    return pulled;
  });
}

describe('inRequestContext', () => {
  it('makes every page in the request it was wrapped in, however late it is pulled', async () => {
    const pages = asyncContext.run(requestContext('req-export'), () => inRequestContext(pagesNamingTheirRequest()));
    expect(await pullOutside(pages)).toEqual(['req-export', 'req-export', 'req-export']);
  });

  it('without the wrapper the later pages lose the id (why streamed answers use it)', async () => {
    const pages = asyncContext.run(requestContext('req-export'), () => pagesNamingTheirRequest());
    expect(await pullOutside(pages)).toEqual([undefined, undefined, undefined]);
  });

  it('closes the source when the reader stops early (a client that hangs up)', async () => {
    let closed = false;
    async function* source() {
      try {
        yield 1;
        yield 2;
      } finally {
        closed = true;
      }
    }
    for await (const item of inRequestContext(source())) if (item === 1) break;
    expect(closed).toBe(true);
  });
});
