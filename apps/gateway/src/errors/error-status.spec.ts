import { ErrorCode } from '@app/contracts';
import { errorCodeOfStatus, httpStatusOf } from './error-status';

describe('error status mapping', () => {
  it.each([
    [ErrorCode.BAD_REQUEST, 400],
    [ErrorCode.UNAUTHORIZED, 401],
    [ErrorCode.NOT_FOUND, 404],
    [ErrorCode.CONFLICT, 409],
    [ErrorCode.PAYLOAD_TOO_LARGE, 413],
    [ErrorCode.UNPROCESSABLE, 422],
    [ErrorCode.RATE_LIMITED, 429],
    [ErrorCode.QUOTA_EXCEEDED, 429],
    [ErrorCode.ENGINE_UNAVAILABLE, 503],
    [ErrorCode.INTERNAL, 500],
  ])('%s answers HTTP %d', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('every code has a status', () => {
    for (const code of Object.values(ErrorCode)) expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
  });

  it('maps framework statuses back to codes, client errors never to INTERNAL', () => {
    expect(errorCodeOfStatus(413)).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    expect(errorCodeOfStatus(418)).toBe(ErrorCode.BAD_REQUEST);
    expect(errorCodeOfStatus(502)).toBe(ErrorCode.INTERNAL);
  });
});
