import {
  ARRAY_MAX_SIZE,
  ARRAY_MIN_SIZE,
  ARRAY_NOT_EMPTY,
  IS_ARRAY,
  IS_BOOLEAN,
  IS_DATE_STRING,
  IS_DEFINED,
  IS_ENUM,
  IS_IN,
  IS_INT,
  IS_ISO8601,
  IS_LENGTH,
  IS_NOT_EMPTY,
  IS_NUMBER,
  IS_OBJECT,
  IS_STRING,
  IS_UUID,
  MAX,
  MAX_LENGTH,
  MIN,
  MIN_LENGTH,
  ValidationError,
} from 'class-validator';

export interface FieldProblem {
  field: string;
  problems: string[];
}

/**
 * class-validator's type and size checks, which fail on a missing value only because the field is
 * not optional (`@IsOptional` skips every rule for undefined and null). Left out, a field would get
 * each of its rules as a problem ("must be a string; must be shorter than or equal to 35
 * characters"; a format check quoting "undefined"), none saying what is wrong. "is required" takes
 * their place, beside the list of allowed values when the field has one.
 */
const SAID_BY_REQUIRED = new Set([
  IS_DEFINED,
  IS_NOT_EMPTY,
  ARRAY_NOT_EMPTY,
  IS_STRING,
  IS_NUMBER,
  IS_INT,
  IS_BOOLEAN,
  IS_ARRAY,
  IS_OBJECT,
  IS_UUID,
  IS_DATE_STRING,
  IS_ISO8601,
  MAX_LENGTH,
  MIN_LENGTH,
  IS_LENGTH,
  ARRAY_MIN_SIZE,
  ARRAY_MAX_SIZE,
  MIN,
  MAX,
]);
const ALLOWED_VALUES = new Set([IS_IN, IS_ENUM]);

/**
 * Flattens nested class-validator errors into `field.path: problem` entries. A required field that
 * was left out (or sent as null) is said to be required, and what values it allows, if it has a list.
 */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: problemsOf(error, error.constraints) }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

function problemsOf(error: ValidationError, constraints: Record<string, string>): string[] {
  const names = Object.keys(constraints);
  const missing = error.value === undefined || error.value === null;
  // Several rules may share one message ("limit must be an integer from 1 to 100"): said once.
  if (!missing || !names.some((name) => SAID_BY_REQUIRED.has(name))) return [...new Set(Object.values(constraints))];
  const required = error.value === null ? `${error.property} must not be null` : `${error.property} is required`;
  return [required, ...names.filter((name) => ALLOWED_VALUES.has(name)).map((name) => constraints[name])];
}

export function describeValidationErrors(problems: FieldProblem[]): string {
  return problems.flatMap((p) => p.problems).join('; ');
}
