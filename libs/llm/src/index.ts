export * from './llm.config';
export * from './llm.errors';
export * from './llm.client';
export * from './llm-errors.mapping';
export * from './json-answer';
export * from './concurrency';
export * from './prompts';
