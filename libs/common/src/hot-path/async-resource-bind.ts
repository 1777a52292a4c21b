import { AsyncResource } from 'node:async_hooks';

const LIGHTENED = Symbol.for('app.async-resource-bind-lightened');
type Bindable = (...args: unknown[]) => unknown;

/**
 * Node 20's `AsyncResource#bind` gives every bound function a deprecated `asyncResource`
 * accessor pair, each wrapped by `util.deprecate` (closures and prototype changes) on every
 * call. Nest binds a function per interceptor and request, Fastify one per body parse: the
 * wrappers alone were 3.7 % of the gateway's and the translation app's CPU on a cached translation
 * (README.md in this folder). This binds the same way (the function runs in the resource's async
 * scope, with its `this`, arguments and `length`) and keeps `asyncResource` as a plain property.
 * Idempotent; call it before the app is built.
 */
export function lightenAsyncResourceBind(): void {
  const prototype = AsyncResource.prototype as AsyncResource & { [LIGHTENED]?: true };
  if (prototype[LIGHTENED]) return;
  prototype[LIGHTENED] = true;
  const nodeBind = Reflect.get(prototype, 'bind') as Bindable;
  prototype.bind = function bind<Func extends Bindable>(this: AsyncResource, fn: Func, thisArg?: unknown): Func {
    // Node's own validation error for anything that is not a function.
    if (typeof fn !== 'function') return Reflect.apply(nodeBind, this, [fn, thisArg]) as Func;
    const bound: Bindable =
      thisArg === undefined
        ? ((resource: AsyncResource) =>
            function (this: unknown, ...args: unknown[]) {
              return resource.runInAsyncScope(fn, this, ...args);
            })(this)
        : this.runInAsyncScope.bind(this, fn, thisArg);
    Object.defineProperty(bound, 'length', {
      configurable: true,
      enumerable: false,
      writable: false,
      value: fn.length,
    });
    Object.defineProperty(bound, 'asyncResource', {
      configurable: true,
      enumerable: true,
      writable: true,
      value: this,
    });
    return bound as Func;
  };
}
