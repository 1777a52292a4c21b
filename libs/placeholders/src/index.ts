export * from './placeholder-protector';
