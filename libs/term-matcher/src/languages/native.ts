/**
 * C libraries through the `koffi` FFI, with types. koffi's own declarations give every bound
 * function and every decoded pointer the type `any`; these helpers state once, at the binding,
 * what the C declaration converts to, so the callers are checked.
 */
import type * as Koffi from 'koffi';

/** koffi, required lazily: a machine without its native build still runs, without these languages. */
export function loadKoffi(): typeof Koffi {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, its failure caught by the caller
  return require('koffi') as typeof Koffi;
}

/**
 * Binds `declaration` (C syntax, e.g. `int strlen(const char*)`) as a function of type `T`:
 * pointers are `unknown`, `const char*` results `string | null`, `size_t` `number | bigint`.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's statement of the C signature
export function cFunction<T extends (...args: never[]) => unknown>(lib: Koffi.LibraryHandle, declaration: string): T {
  return lib.func(declaration) as unknown as T;
}
