export * from './lease-queue';
export * from './queue-worker';
export * from './retry-delay';
export * from './queue-worker-host';
export * from './leased-record';
