import { ValidationPipe } from '@nestjs/common';
import { validatedQuickly } from '../hot-path/compiled-validation';
import { DomainException } from './domain.exception';
import { describeValidationErrors, flattenValidationErrors } from './validation-details';

/** Validates message payloads at the service end too, failing with BAD_REQUEST instead of a bare 500. */
export function createRpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      return DomainException.badRequest(describeValidationErrors(details), details);
    },
  });
}

/**
 * Checks the items of one message one by one with the services' pipe (a bad item's 400 as a
 * message's own), for messages that carry thousands of them (bulk terms). With the hot path
 * installed a valid item skips the pipe's passes over it (hot-path/README.md).
 */
export function rpcItemValidator<T extends object>(metatype: new () => T): (item: unknown) => Promise<T> {
  const pipe = createRpcValidationPipe();
  return async (item) =>
    validatedQuickly(pipe, metatype, item) ?? ((await pipe.transform(item, { type: 'body', metatype })) as T);
}
