import { ErrorCode } from '@app/contracts';

/** Codes of the translation service that mean "this request will never work": the work fails at once. */
export const PERMANENT_CODES = new Set<ErrorCode>([
  ErrorCode.BAD_REQUEST,
  ErrorCode.UNPROCESSABLE,
  ErrorCode.NOT_FOUND,
  ErrorCode.FORBIDDEN,
  ErrorCode.PAYLOAD_TOO_LARGE,
]);
