export * from './translation-limits';
export * from './translate.messages';
export * from './translate-batch.messages';
export * from './languages.messages';
export * from './async-work.messages';
export * from './batch-job.messages';
export * from './agentic.messages';
export * from './webhook-events';
