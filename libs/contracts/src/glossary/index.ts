export * from './glossary-entries.messages';
export * from './language-code';
export * from './compose-decorators';
export * from './glossary.messages';
export * from './term.messages';
export * from './glossary-entries.packed';
export * from './glossary-snapshot.messages';
export * from './term-files.messages';
