export * from './count-terms.messages';
export * from './count-terms.reply';
export * from './packed-json';
export * from './text-validators';
