import { ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, ValidationTypes, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { ClassTransformOptions } from 'class-transformer';
import { defaultTransformOptions, plainCopy, plainCopyTransformer } from './plain-copy-transformer';
import { memoizeValidationMetadata } from './validation-metadata-cache';

/** A rule as class-validator's storage holds it (the fields its executor reads). */
interface RuleMetadata {
  type: string;
  target: object | string;
  propertyName: string;
  each?: boolean;
  constraints: unknown[];
  constraintCls?: object;
}

interface ConstraintMetadata {
  async: boolean;
  instance: { validate(value: unknown, args: object): unknown };
}

interface Storage {
  getTargetValidationMetadatas(
    target: object,
    schema: string | undefined,
    always: boolean,
    strictGroups: boolean,
    groups?: string[],
  ): RuleMetadata[];
  getTargetValidatorConstraints(target: object): ConstraintMetadata[];
}

interface Constraint {
  validate: ConstraintMetadata['instance'];
  each: boolean;
  constraints: unknown[];
}

interface PropertyCheck {
  property: string;
  conditions: ((object: object, value: unknown) => boolean)[];
  /** `isDefined` rules first, then the others, in class-validator's order. */
  constraints: Constraint[];
  /** The schema class-validator looks nested rules up with, when the property is `@ValidateNested`. */
  nestedSchema?: string;
}

/** Answers true when class-validator would find no error (after stripping what it strips); false: ask class-validator. */
type Check = (object: Record<string, unknown>) => boolean;

const storage = getMetadataStorage() as unknown as Storage;
const SUPPORTED = new Set<string>([
  ValidationTypes.CUSTOM_VALIDATION,
  ValidationTypes.IS_DEFINED,
  ValidationTypes.CONDITIONAL_VALIDATION,
  ValidationTypes.NESTED_VALIDATION,
  ValidationTypes.WHITELIST,
]);
/** Per rule list (the memoized lookup answers the same array until a class adds rules): its check, or null. */
const compiled = new WeakMap<RuleMetadata[], Check | null>();

/**
 * A quick answer to "would class-validator accept this object?" for the options both ends use
 * (`whitelist`, no groups, nothing skipped). It runs the same rule functions class-validator runs
 * (the decorators' own `validate`), in the same order and with the same arguments, without the
 * executor's per-call work (grouping the rules, an error object per property, promises): on a
 * cached translation that work was most of validation's cost at both ends (README.md in this folder).
 * It only ever says "valid"; anything else (a failed rule, an asynchronous rule, a class without
 * rules, a Set or Map) goes to class-validator, which words the 400's details as before.
 * Properties without rules are stripped as `whitelist` strips them (class-validator, if asked
 * after, strips the same ones).
 */
export function acceptsWithoutErrors(object: object, schema?: string): boolean {
  // Nest sets `constructor` on a value that is not an instance (an array body); class-validator
  // strips it with the rest, and stripping it here first would change what class-validator sees.
  if (Object.hasOwn(object, 'constructor')) return false;
  const rules = storage.getTargetValidationMetadatas(object.constructor, schema, false, false, undefined);
  let check = compiled.get(rules);
  if (check === undefined) compiled.set(rules, (check = compile(rules)));
  return check?.(object as Record<string, unknown>) ?? false;
}

function compile(rules: RuleMetadata[]): Check | null {
  // class-validator refuses (forbidUnknownValues) or strips every property (Nest's default) here.
  if (rules.length === 0) return null;
  const byProperty = new Map<string, PropertyCheck>();
  const defined = new Map<string, Constraint[]>();
  for (const rule of rules) {
    if (!SUPPORTED.has(rule.type)) return null;
    let check = byProperty.get(rule.propertyName);
    if (!check)
      byProperty.set(rule.propertyName, (check = { property: rule.propertyName, conditions: [], constraints: [] }));
    if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION)
      check.conditions.push(rule.constraints[0] as PropertyCheck['conditions'][number]);
    else if (rule.type === ValidationTypes.NESTED_VALIDATION) {
      // Two nested rules on one property would run twice with possibly different schemas: rare, not compiled.
      if (check.nestedSchema !== undefined) return null;
      check.nestedSchema = typeof rule.target === 'string' ? rule.target : (rule.target as { name: string }).name;
    } else if (rule.type !== ValidationTypes.WHITELIST) {
      const constraints = constraintsOf(rule);
      if (!constraints) return null;
      if (rule.type === ValidationTypes.IS_DEFINED) {
        if (!defined.has(rule.propertyName)) defined.set(rule.propertyName, []);
        defined.get(rule.propertyName)?.push(...constraints);
      } else check.constraints.push(...constraints);
    }
  }
  for (const [property, constraints] of defined) byProperty.get(property)?.constraints.unshift(...constraints);
  const checks = [...byProperty.values()];
  return (object) => {
    for (const key of Object.keys(object)) if (!byProperty.has(key)) Reflect.deleteProperty(object, key);
    return checks.every((check) => passes(object, check));
  };
}

function constraintsOf(rule: RuleMetadata): Constraint[] | null {
  if (!rule.constraintCls) return null;
  const metadatas = storage.getTargetValidatorConstraints(rule.constraintCls);
  if (metadatas.length === 0 || metadatas.some((m) => m.async)) return null;
  return metadatas.map((m) => ({ validate: m.instance, each: Boolean(rule.each), constraints: rule.constraints }));
}

function passes(object: Record<string, unknown>, check: PropertyCheck): boolean {
  const value = object[check.property];
  // As class-validator: a false condition (`@IsOptional()` on a missing value) skips every rule of the property.
  for (const condition of check.conditions) if (!condition(object, value)) return true;
  if (check.constraints.length > 0) {
    const args = {
      // As class-validator words it (a null-prototype object has no constructor).
      targetName: (object.constructor as { name: string } | undefined)?.name,
      property: check.property,
      object,
      value,
      constraints: undefined as unknown[] | undefined,
    };
    for (const constraint of check.constraints) {
      args.constraints = constraint.constraints;
      if (!constraintPasses(constraint, value, args)) return false;
    }
  }
  return check.nestedSchema === undefined || nestedPasses(value, check.nestedSchema);
}

function constraintPasses(constraint: Constraint, value: unknown, args: object): boolean {
  if (value instanceof Set || value instanceof Map) return false;
  const values = constraint.each && Array.isArray(value) ? (value as unknown[]) : [value];
  for (const item of values) {
    const result = constraint.validate.validate(item, args);
    // A falsy result is an error; a promise (an asynchronous rule) is left to class-validator.
    if (!result || result instanceof Promise) return false;
  }
  return true;
}

function nestedPasses(value: unknown, schema: string): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.every((item) => nestedPasses(item, schema));
  if (value instanceof Set || value instanceof Map || !(value instanceof Object)) return false;
  return acceptsWithoutErrors(value, schema);
}

/** The validator options under which {@link acceptsWithoutErrors} answers as class-validator does. */
const COMPILED_OPTIONS: ValidatorOptions = { forbidUnknownValues: false, whitelist: true };

/** The parts of Nest's ValidationPipe read and replaced here (`validate` is its documented override point). */
interface PipeInternals {
  validatorOptions: ValidatorOptions;
  validate: (
    this: PipeInternals,
    object: object,
    validatorOptions?: ValidatorOptions,
  ) => ValidationError[] | Promise<ValidationError[]>;
  loadTransformer: (this: PipeInternals, transformerPackage?: unknown) => unknown;
}

const INSTALLED = Symbol.for('app.hot-path.compiled-validation');
/** Per pipe: whether its options are those {@link acceptsWithoutErrors} answers for. */
const applies = new WeakMap<object, boolean>();

/**
 * Every Nest `ValidationPipe` tries {@link acceptsWithoutErrors} before class-validator, so valid
 * messages skip its executor and invalid ones get its errors, worded as before. The check is kept
 * per rule list, so it needs class-validator's lookup memoized (validation-metadata-cache.ts),
 * which this installs too. Idempotent.
 */
export function checkValidationCompiled(): void {
  const pipe = ValidationPipe.prototype as unknown as PipeInternals & { [INSTALLED]?: true };
  if (pipe[INSTALLED]) return;
  pipe[INSTALLED] = true;
  memoizeValidationMetadata();
  const validate = pipe.validate;
  pipe.validate = function (this: PipeInternals, object, validatorOptions) {
    if (compiledFor(this) && acceptsWithoutErrors(object)) return [];
    return validate.call(this, object, validatorOptions);
  };
}

/** Whether `pipe`'s options are those {@link acceptsWithoutErrors} answers for. */
function compiledFor(pipe: PipeInternals): boolean {
  let quick = applies.get(pipe);
  // `validationError` (what an error carries) does not change which objects are valid.
  if (quick === undefined)
    applies.set(
      pipe,
      (quick = sameOptions({ ...pipe.validatorOptions, validationError: undefined }, COMPILED_OPTIONS)),
    );
  return quick;
}

/**
 * What `pipe.transform(value, {metatype})` answers when `value` is valid, without the pipe's own
 * passes over the value (closing array gaps, stripping prototype keys, looking for binary values:
 * a value they would change is not copied plainly, so it is declined here), for a service that
 * checks thousands of items of one message one by one (bulk terms). Undefined when the hot path
 * is not installed, the pipe does not transform with the compiled options, or the value is not
 * plainly valid: then ask the pipe, which words the errors as ever.
 */
export function validatedQuickly<T extends object>(
  pipe: ValidationPipe,
  metatype: new () => T,
  value: unknown,
): T | undefined {
  const internals = pipe as unknown as PipeInternals & {
    isTransformEnabled?: boolean;
    transformOptions?: ClassTransformOptions;
    expectedType?: unknown;
  };
  const installed = Reflect.get(ValidationPipe.prototype, INSTALLED) === true;
  if (!installed || !internals.isTransformEnabled || internals.expectedType !== undefined) return undefined;
  if (!defaultTransformOptions(internals.transformOptions) || !compiledFor(internals)) return undefined;
  const copy = plainCopy(metatype, value);
  return copy && acceptsWithoutErrors(copy) ? (copy as T) : undefined;
}

/**
 * Every Nest `ValidationPipe` built without a `transformerPackage` copies flat messages without
 * class-transformer (plain-copy-transformer.ts), which it still calls for everything else.
 * Idempotent; call it before the pipes are built.
 */
export function copyMessagesPlainly(): void {
  const pipe = ValidationPipe.prototype as unknown as PipeInternals & { [INSTALLED]?: true };
  const loadTransformer = pipe.loadTransformer;
  if (Reflect.get(loadTransformer, INSTALLED)) return;
  const load = function (this: PipeInternals, transformerPackage?: unknown) {
    return transformerPackage === undefined ? plainCopyTransformer : loadTransformer.call(this, transformerPackage);
  };
  Reflect.set(load, INSTALLED, true);
  pipe.loadTransformer = load;
}

/** Equal, counting a key set to undefined as absent. */
function sameOptions(a: object, b: object): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key as keyof object] === b[key as keyof object]);
}
