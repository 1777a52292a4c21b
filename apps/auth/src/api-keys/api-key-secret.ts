import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'tsk_';

/** A new API key: a prefix that makes leaked keys easy to spot, then 256 random bits. */
export function generateApiKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The form shown in listings: the prefix and the last four characters. */
export function maskApiKey(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}…${key.slice(-4)}`;
}
