export const log = (message) => process.stdout.write(`[cluster] ${message}\n`);
