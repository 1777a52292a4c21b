export * from './glossary-entries.messages';
