export * from './install';
export * from './async-resource-bind';
export * from './compiled-validation';
export * from './plain-copy-transformer';
export * from './validation-metadata-cache';
export * from './coalesced-writes';
export * from './reply-mux';
