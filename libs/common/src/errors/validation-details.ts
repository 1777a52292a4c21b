import { ValidationError } from 'class-validator';

export interface FieldProblem {
  field: string;
  problems: string[];
}

/** Flattens nested class-validator errors into `field.path: problem` entries. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

export function describeValidationErrors(problems: FieldProblem[]): string {
  return problems.flatMap((p) => p.problems).join('; ');
}
