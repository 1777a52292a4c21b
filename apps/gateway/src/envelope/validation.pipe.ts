import { ValidationPipe } from '@nestjs/common';
import { describeValidationErrors, DomainException, flattenValidationErrors } from '@app/common';

/** Body, query and path validation at the edge: any failure is a 400 in the SPEC envelope. */
export function createHttpValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      return DomainException.badRequest(`Invalid request: ${describeValidationErrors(details)}`, details);
    },
  });
}
