/** The JetStream key-value bucket where every gateway replica counts requests per key and minute. */
export const RATE_LIMIT_BUCKET = 'rate-limits';
