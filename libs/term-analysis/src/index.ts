export { AnalysisAheadListener } from './analysis-ahead.listener';
