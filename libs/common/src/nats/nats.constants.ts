/** Header that carries the correlation id from the gateway to every service. */
export const REQUEST_ID_HEADER = 'x-request-id';
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;
/**
 * nats.js gives up after 10 reconnect attempts 2 s apart: a NATS restart longer than that would
 * leave a process running but deaf. Every connection keeps trying for as long as it runs.
 */
export const NATS_RECONNECT_FOREVER = { maxReconnectAttempts: -1 } as const;
