import { generateApiKey, hashApiKey, maskApiKey } from './api-key-secret';

describe('api key secrets', () => {
  it('generates distinct keys with the product prefix', () => {
    const a = generateApiKey();
    const b = generateApiKey();
    expect(a).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toEqual(b);
  });

  it('hashes deterministically without keeping the key', () => {
    const key = generateApiKey();
    expect(hashApiKey(key)).toEqual(hashApiKey(key));
    expect(hashApiKey(key)).toHaveLength(64);
    expect(hashApiKey(key)).not.toContain(key.slice(4, 12));
  });

  it('masks all but the prefix and the last four characters', () => {
    const key = 'tsk_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefg';
    expect(maskApiKey(key)).toBe('tsk_ABCD…defg');
  });
});
