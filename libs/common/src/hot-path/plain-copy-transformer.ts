import * as classTransformer from 'class-transformer';
import type { ClassConstructor, ClassTransformOptions } from 'class-transformer';

/** A `@Type` rule as class-transformer 0.5 keeps it. */
interface TypeRule {
  typeFunction?: (options: { newObject: unknown; object: unknown; property: string }) => unknown;
  reflectedType?: unknown;
  options?: { discriminator?: unknown };
}

/** The parts of class-transformer 0.5's metadata storage read here (not in its typings). */
interface TransformerStorage {
  _typeMetadatas?: Map<unknown, Map<string, TypeRule>>;
  _transformMetadatas?: Map<unknown, Map<string, unknown>>;
  findTypeMetadata(target: unknown, property: string): TypeRule | undefined;
  getStrategy(target: unknown): string;
  getExposedMetadatas(target: unknown): unknown[];
  getExcludedMetadatas(target: unknown): unknown[];
  getAncestors(target: unknown): unknown[];
}

/** What class-transformer does with a class's properties: those with `@Type`, and those it must handle itself. */
interface Plan {
  typed: ReadonlyMap<string, TypeRule>;
  transformed: ReadonlySet<string>;
}

/** class-transformer keeps its metadata storage out of its exports and typings. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const storage = (require('class-transformer/cjs/storage') as { defaultMetadataStorage: TransformerStorage })
  .defaultMetadataStorage;

/** Per message class: its plan, or null when class-transformer must always run. */
const plans = new WeakMap<object, Plan | null>();

/**
 * class-transformer's `plainToInstance` as Nest's ValidationPipe calls it (`transformerPackage`),
 * with a shortcut for what our messages are: JSON objects of strings, numbers, booleans, null,
 * arrays of those, nested objects of `@Type` classes, and plain JSON objects and arrays where a
 * property has no `@Type`, for classes without defaults, without `@Transform`, `@Expose` or
 * `@Exclude`, and without methods or accessors named as a property. There class-transformer makes
 * a new instance per object and copies each value unchanged; this does the same in one pass,
 * without its per-property metadata lookups. Anything else (a Date or other class where a property
 * has no `@Type`, a discriminator, any transform option but `enableImplicitConversion: false`)
 * goes to class-transformer, as before. On a cached translation class-transformer's copy
 * was most of what validation still cost at both ends (README.md in this folder).
 */
export const plainCopyTransformer = {
  plainToInstance(metatype: ClassConstructor<unknown>, value: unknown, options?: ClassTransformOptions): unknown {
    const copy = defaultTransformOptions(options) ? plainCopy(metatype, value) : undefined;
    return copy ?? classTransformer.plainToInstance(metatype, value, options);
  },
  // Nest's name for it; class-transformer renamed it instanceToPlain.
  classToPlain: classTransformer.instanceToPlain,
} as unknown as {
  plainToInstance: typeof classTransformer.plainToInstance;
  classToPlain: typeof classTransformer.instanceToPlain;
};

/** Options under which {@link plainCopy} makes what class-transformer makes. */
export function defaultTransformOptions(options?: ClassTransformOptions): boolean {
  if (!options) return true;
  for (const key in options) {
    if (key !== 'enableImplicitConversion' || options[key] !== false) return false;
  }
  return true;
}

/** The instance class-transformer would make of `value`, or undefined when it is not sure to be the same. */
export function plainCopy(metatype: ClassConstructor<unknown>, value: unknown): object | undefined {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return undefined;
  let plan = plans.get(metatype);
  if (plan === undefined) plans.set(metatype, (plan = planOf(metatype)));
  if (!plan) return undefined;
  const prototype = metatype.prototype as object;
  const source = value as Record<string, unknown>;
  const copy = Object.create(prototype) as Record<string, unknown>;
  for (const key in source) {
    // class-transformer skips a property named as a method or getter; `__proto__` lands here too.
    if (plan.transformed.has(key) || key in prototype) return undefined;
    const rule = plan.typed.get(key);
    const field = rule
      ? typedCopy(rule, source[key], { newObject: copy, object: source, property: key })
      : untypedCopy(source[key]);
    if (field === FAILED) return undefined;
    copy[key] = field;
  }
  return copy;
}

const FAILED = Symbol('not copied plainly');

/**
 * A property without `@Type`, as class-transformer copies it: a JSON value of plain objects and
 * arrays is copied deeply (a bulk request's untyped `terms` is thousands of such objects, and
 * class-transformer's per-key metadata lookups made most of that request's validation).
 */
function untypedCopy(field: unknown): unknown {
  if (isPrimitive(field)) return field;
  if (Array.isArray(field)) return denseOfPrimitives(field) ? field.slice() : untypedArrayCopy(field);
  return untypedObjectCopy(field as object);
}

function denseOfPrimitives(field: unknown[]): boolean {
  for (let i = 0; i < field.length; i++) if (!(i in field) || !isPrimitive(field[i])) return false;
  return true;
}

function untypedArrayCopy(field: unknown[]): unknown[] | typeof FAILED {
  const copies: unknown[] = [];
  for (let i = 0; i < field.length; i++) {
    if (!(i in field)) continue; // class-transformer's forEach skips a hole
    const copy = untypedCopy(field[i]);
    if (copy === FAILED) return FAILED;
    copies.push(copy);
  }
  return copies;
}

function untypedObjectCopy(field: object): object | typeof FAILED {
  // Another class (a Date, a Buffer) or an own `constructor` (class-transformer would build that): not plain.
  if (Object.getPrototypeOf(field) !== Object.prototype || Object.hasOwn(field, 'constructor')) return FAILED;
  const source = field as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    // class-transformer leaves out `__proto__` and the keys named as Object's methods in an object of no class.
    if (key in Object.prototype) continue;
    const value = untypedCopy(source[key]);
    if (value === FAILED) return FAILED;
    copy[key] = value;
  }
  return copy;
}

/** Types class-transformer converts values to (a string to a number, say), rather than copying them. */
const CONVERTED: ReadonlySet<unknown> = new Set([
  String,
  Number,
  Boolean,
  Date,
  Buffer,
  Map,
  Set,
  Array,
  Object,
  Promise,
]);

function typedCopy(
  rule: TypeRule,
  field: unknown,
  typeArgs: Parameters<NonNullable<TypeRule['typeFunction']>>[0],
): unknown {
  const type = rule.typeFunction ? rule.typeFunction(typeArgs) : rule.reflectedType;
  if (typeof type !== 'function' || CONVERTED.has(type)) return FAILED;
  if (isPrimitive(field)) return field; // class-transformer leaves them as they are for a class type
  const items = (Array.isArray(field) ? field : [field]) as unknown[];
  const copies: unknown[] = [];
  for (let i = 0; i < items.length; i++) {
    // A hole (class-transformer skips it; Nest's pipe closes it first): not copied plainly.
    if (!(i in items)) return FAILED;
    const item = items[i];
    const copy = isPrimitive(item) ? item : plainCopy(type as ClassConstructor<unknown>, item);
    if (copy === undefined) return FAILED;
    copies.push(copy);
  }
  return Array.isArray(field) ? copies : copies[0];
}

function planOf(metatype: ClassConstructor<unknown>): Plan | null {
  if (!(storage._typeMetadatas instanceof Map) || !(storage._transformMetadatas instanceof Map)) return null;
  if (storage.getStrategy(metatype) !== 'none') return null;
  if (storage.getExposedMetadatas(metatype).length > 0 || storage.getExcludedMetadatas(metatype).length > 0)
    return null;
  try {
    // Defaults (property initializers) are values class-transformer keeps where the message has none.
    if (Object.keys(new metatype() as object).length > 0) return null;
  } catch {
    return null; // a constructor that needs arguments
  }
  const typed = new Map<string, TypeRule>();
  const transformed = new Set<string>();
  for (const target of [metatype, ...storage.getAncestors(metatype)]) {
    for (const property of storage._transformMetadatas.get(target)?.keys() ?? []) transformed.add(property);
    for (const property of storage._typeMetadatas.get(target)?.keys() ?? []) {
      const rule = storage.findTypeMetadata(metatype, property);
      // A discriminator picks the class from the value, and a Map is copied another way: class-transformer's.
      if (!rule || rule.options?.discriminator || rule.reflectedType === Map) transformed.add(property);
      else typed.set(property, rule);
    }
  }
  return { typed, transformed };
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}
