import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, CSRF tokens, invitation tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored as SHA-256: they are long random strings, so a fast hash is safe and indexable. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
