export * from './in-flight';
export * from './graceful-stop';
export * from './lifecycle.config';
