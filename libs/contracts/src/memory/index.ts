export * from './memory.messages';
export * from './memory-language';
export * from './unit.messages';
export * from './lookup.messages';
export * from './memory-files.messages';
export * from './memory-fields';
