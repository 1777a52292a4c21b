export * from './document-filter';
export * from './document-error';
export * from './inline-tags';
export * from './sentences';
export * from './segmented-document';
export * from './document-formats';
