import { randomBytes } from 'node:crypto';
import { signDownloadToken, verifyDownloadToken } from './download-token';

describe('download tokens', () => {
  const secret = randomBytes(32);
  const id = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const expiresAt = new Date('2030-01-01T00:00:00Z');
  const token = signDownloadToken(secret, id, expiresAt);

  it('verifies its own token before expiry', () => {
    expect(verifyDownloadToken(secret, token, new Date('2029-12-31T23:59:59Z'))).toEqual({
      valid: true,
      tableId: id,
      expiresAt,
      expired: false,
    });
  });

  it('says a genuine token has expired', () => {
    expect(verifyDownloadToken(secret, token, expiresAt)).toMatchObject({ valid: true, expired: true });
  });

  it.each([
    ['another secret', () => verifyDownloadToken(randomBytes(32), token)],
    ['a later expiry', () => verifyDownloadToken(secret, token.replace(/\.\d+\./, '.1999999999.'))],
    ['another table', () => verifyDownloadToken(secret, token.replace(id, id.replace('3f', '4f')))],
    ['garbage', () => verifyDownloadToken(secret, 'not-a-token')],
    ['a truncated signature', () => verifyDownloadToken(secret, token.slice(0, -1))],
  ])('refuses %s', (_, check) => {
    expect(check()).toEqual({ valid: false });
  });

  it('signs the purpose: a table link never opens a document, nor the reverse', () => {
    const document = signDownloadToken(secret, id, expiresAt, 'document');
    const before = new Date('2029-12-31T23:59:59Z');
    expect(verifyDownloadToken(secret, document, before, 'document')).toMatchObject({ valid: true, tableId: id });
    expect(verifyDownloadToken(secret, document, before)).toEqual({ valid: false });
    expect(verifyDownloadToken(secret, token, before, 'document')).toEqual({ valid: false });
  });
});
