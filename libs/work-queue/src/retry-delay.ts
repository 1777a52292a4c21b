/** Seconds before a transient failure is retried: 5, 20, 45, ... capped at five minutes. */
export const quadraticRetryDelaySeconds = (attempt: number) => Math.min(300, 5 * attempt * attempt);

/**
 * Exponential backoff with "equal jitter": between half and all of `base * 2^(attempt-1)`
 * (capped), so that many failing deliveries do not retry in lockstep yet never retry at once.
 */
export function exponentialJitterDelaySeconds(baseSeconds: number, capSeconds: number, random = Math.random) {
  return (attempt: number) => {
    const ceiling = Math.min(capSeconds, baseSeconds * 2 ** Math.max(0, attempt - 1));
    return ceiling / 2 + (random() * ceiling) / 2;
  };
}
