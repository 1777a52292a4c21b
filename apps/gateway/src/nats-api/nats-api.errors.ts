import { DomainException } from '@app/common';

export function noSuchOperation(subject: string): DomainException {
  return DomainException.notFound(`No NATS API operation on ${subject}: see /asyncapi.json`);
}

export function malformedJson(): DomainException {
  return DomainException.badRequest('Malformed JSON in request body');
}
