import { DomainException } from '@app/common';
import { AsyncWorkError, ErrorCode } from '@app/contracts';
import { llmErrorToDomain } from '@app/llm';

/** Codes that mean "this request will never work": the job or task ends in ERROR at once. */
const PERMANENT_CODES = new Set<string>([
  ErrorCode.BAD_REQUEST,
  ErrorCode.UNPROCESSABLE,
  ErrorCode.NOT_FOUND,
  ErrorCode.FORBIDDEN,
  ErrorCode.PAYLOAD_TOO_LARGE,
]);

/** Turns an error into a job's `{code, message}` and says whether retrying could help. */
export function asWorkError(error: unknown): { error: AsyncWorkError; permanent: boolean } {
  const domain = llmErrorToDomain(error);
  if (domain instanceof DomainException)
    return { error: { code: domain.code, message: domain.message }, permanent: PERMANENT_CODES.has(domain.code) };
  const message = error instanceof Error ? error.message : String(error);
  return { error: { code: ErrorCode.INTERNAL, message }, permanent: false };
}

/** The ERROR record of work whose attempts ran out: the last error's code, the worker's reason. */
export function finalWorkError(last: AsyncWorkError | undefined, reason: string): AsyncWorkError {
  return {
    code: last?.code ?? ErrorCode.INTERNAL,
    message: reason.startsWith('Gave up') ? reason : (last?.message ?? reason),
  };
}
