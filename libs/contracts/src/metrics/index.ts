export * from './metrics-limits';
export * from './language';
export * from './fluency.messages';
export * from './gemba.messages';
