export * from './placeholder-protector';
export * from './markup-units';
