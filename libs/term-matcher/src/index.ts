export * from './types';
export { CompiledGlossary } from './glossary';
export { countTerms } from './count';
export { supportedLemmaLanguages, languageTable } from './languages/catalogue';
export type { LanguageModule, LanguageResources, Lemmatizer, WordInfo } from './languages/types';
export { DefaultLanguageResources, defaultResources } from './languages/resources';
export { analyseAhead, AnalysisAhead, type SharedAnalyses } from './ahead';
export { HunspellDictionary } from './languages/hunspell';
