export * from './in-flight';
export * from './in-flight.interceptor';
export * from './graceful-stop';
export * from './lifecycle.config';
