import { ValidationPipe } from '@nestjs/common';
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
