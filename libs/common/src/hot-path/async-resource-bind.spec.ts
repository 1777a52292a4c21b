import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { lightenAsyncResourceBind } from './async-resource-bind';

describe('lightenAsyncResourceBind', () => {
  const storage = new AsyncLocalStorage<string>();

  beforeAll(() => {
    lightenAsyncResourceBind();
    lightenAsyncResourceBind();
  });

  it("runs a bound function in the binding's async context, with its this, arguments and length", () => {
    const fn = function (this: unknown, a: number, b: number) {
      return { store: storage.getStore(), self: this, sum: a + b };
    };
    const bound = storage.run('request 1', () => AsyncResource.bind(fn));
    const self = { name: 'caller' };
    expect(storage.run('request 2', () => bound.call(self, 1, 2))).toEqual({ store: 'request 1', self, sum: 3 });
    expect(bound.length).toBe(2);
    expect((bound as unknown as { asyncResource: unknown }).asyncResource).toBeInstanceOf(AsyncResource);
  });

  it('binds this when given, and refuses what is not a function as Node does', () => {
    const self = { n: 7 };
    const bound = storage.run('request 3', () =>
      AsyncResource.bind(
        function (this: { n: number }) {
          return [storage.getStore(), this.n];
        },
        undefined,
        self,
      ),
    );
    expect((bound as () => unknown)()).toEqual(['request 3', 7]);
    expect(() => AsyncResource.bind(42 as unknown as () => void)).toThrow(
      expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }),
    );
  });
});
