export * from './memory.messages';
export * from './memory-language';
export * from './unit.messages';
export * from './lookup.messages';
