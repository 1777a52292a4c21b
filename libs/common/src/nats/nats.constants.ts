export const NATS_CLIENT = Symbol('NATS_CLIENT');
/** Header that carries the correlation id from the gateway to every service. */
export const REQUEST_ID_HEADER = 'x-request-id';
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;
