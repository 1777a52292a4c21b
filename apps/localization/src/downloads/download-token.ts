import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Download tokens: `<tableId>.<expires, unix seconds>.<HMAC-SHA256 of both, base64url>`.
 * Stateless, so any replica verifies any link and nothing needs cleaning up.
 */
export function signDownloadToken(secret: Buffer, tableId: string, expiresAt: Date, purpose?: TokenPurpose): string {
  const payload = `${tableId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload, purpose)}`;
}

/**
 * What a token opens besides tables (whose tokens carry no purpose, as before): the purpose is
 * signed with the rest, so a table's link never opens a document and the reverse.
 */
export type TokenPurpose = 'document';

export type TokenCheck = { valid: true; tableId: string; expiresAt: Date; expired: boolean } | { valid: false };

/** The signature is checked before the expiry, so a forged token never learns anything. */
export function verifyDownloadToken(
  secret: Buffer,
  token: string,
  now = new Date(),
  purpose?: TokenPurpose,
): TokenCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { valid: false };
  const [, tableId, expires, signature] = match;
  const expected = Buffer.from(mac(secret, `${tableId}.${expires}`, purpose));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { valid: false };
  const expiresAt = new Date(Number(expires) * 1000);
  return { valid: true, tableId, expiresAt, expired: expiresAt.getTime() <= now.getTime() };
}

function mac(secret: Buffer, payload: string, purpose?: TokenPurpose): string {
  return createHmac('sha256', secret)
    .update(purpose ? `${purpose}:${payload}` : payload)
    .digest('base64url');
}
