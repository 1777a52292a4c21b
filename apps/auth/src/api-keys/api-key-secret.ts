import { newOpaqueToken, sha256Hex } from '../tokens/opaque-token';

const KEY_PREFIX = 'tsk_';

/** A new API key: a prefix that makes leaked keys easy to spot, then 256 random bits. */
export function generateApiKey(): string {
  return KEY_PREFIX + newOpaqueToken();
}

export function hashApiKey(key: string): string {
  return sha256Hex(key);
}

/** The form shown in listings: the prefix and the last four characters. */
export function maskApiKey(key: string): string {
  return `${key.slice(0, KEY_PREFIX.length + 4)}…${key.slice(-4)}`;
}
