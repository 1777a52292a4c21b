export * from './metrics';
export * from './metrics-endpoint';
export * from './http-route';
export * from './tracing';
export * from './json-logger';
export * from './nats-server-telemetry';
