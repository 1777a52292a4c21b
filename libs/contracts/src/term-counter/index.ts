export * from './count-terms.messages';
export * from './count-terms.reply';
export * from './text-validators';
