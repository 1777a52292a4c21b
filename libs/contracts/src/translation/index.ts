export * from './translation-limits';
export * from './translate.messages';
export * from './translate-batch.messages';
export * from './languages.messages';
