/** Machine-readable error codes of CONTRACT "Envelope and errors"; the gateway maps each to one HTTP status. */
export enum ErrorCode {
  BAD_REQUEST = 'BAD_REQUEST',
  UNAUTHORIZED = 'UNAUTHORIZED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  GONE = 'GONE',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNPROCESSABLE = 'UNPROCESSABLE',
  RATE_LIMITED = 'RATE_LIMITED',
  /** The organization's monthly translation credits are spent (CONTRACT "Plans, quotas and limits"). */
  QUOTA_EXCEEDED = 'QUOTA_EXCEEDED',
  ENGINE_UNAVAILABLE = 'ENGINE_UNAVAILABLE',
  INTERNAL = 'INTERNAL',
}

/** What a service sends back over NATS when a request fails. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  details?: unknown[];
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RpcErrorPayload).code === 'string' &&
    typeof (value as RpcErrorPayload).message === 'string' &&
    Object.values(ErrorCode).includes((value as RpcErrorPayload).code)
  );
}
