import type { ValidationPipe } from '@nestjs/common';
import { validate, type ValidatorOptions } from 'class-validator';
import { checkValidationCompiled, copyMessagesPlainly } from '@app/common/hot-path';

// What the apps run (installHotPath): the pipes' compiled check and plain copy.
checkValidationCompiled();
copyMessagesPlainly();

/** What a pipe made of a value: the value it passes on, or the message and details of its 400. */
type Outcome = { value: unknown } | { error: { message: string; details: unknown } };

async function outcomeOf(pipe: ValidationPipe, metatype: new () => object, plain: unknown): Promise<Outcome> {
  try {
    return { value: await pipe.transform(structuredClone(plain), { type: 'body', metatype }) };
  } catch (error) {
    const { message, details } = error as { message: string; details: unknown };
    return { error: { message, details } };
  }
}

/**
 * Runs `plain` through the pipe, and through the same pipe with class-validator alone (its
 * compiled fast path taken out), and answers both outcomes: they must be equal.
 */
export async function bothPaths(pipe: ValidationPipe, metatype: new () => object, plain: unknown) {
  const classValidatorOnly = Object.create(pipe) as { validate: (o: object, options?: ValidatorOptions) => unknown };
  classValidatorOnly.validate = (object, options) => validate(object, options);
  return {
    compiled: await outcomeOf(pipe, metatype, plain),
    classValidator: await outcomeOf(classValidatorOnly as unknown as ValidationPipe, metatype, plain),
  };
}
