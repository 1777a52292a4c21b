export * from './private-address';
