import { DomainException } from '@app/common';

/** An engine that cannot answer now (a pipeline that died, a model that does not answer): 503, per item. */
export function engineUnavailable(message: string): DomainException {
  return DomainException.unavailable(message);
}

export function engineCannotTranslate(engine: string, source: string, target: string): DomainException {
  return DomainException.badRequest(
    `The ${engine} engine cannot translate ${source} to ${target} (pair ${source}-${target})`,
  );
}
