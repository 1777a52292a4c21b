export const NATS_URL = Symbol('NATS_URL');
/** Header that carries the correlation id from the gateway to every service. */
export const REQUEST_ID_HEADER = 'x-request-id';
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;
