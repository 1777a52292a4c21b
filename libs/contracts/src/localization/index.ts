export * from './localization-limits';
export * from './file-upload.messages';
export * from './localization-table.messages';
export * from './table-download.messages';
export * from './document.messages';
