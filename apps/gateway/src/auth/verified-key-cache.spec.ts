import { VerifiedKeyCache } from './verified-key-cache';

describe('VerifiedKeyCache', () => {
  const caller = { organizationId: 'org', keyId: 'key' };

  it('returns a verified key until its TTL runs out', () => {
    let now = 1_000;
    const cache = new VerifiedKeyCache(500, 10, () => now);
    cache.set('h', caller);
    expect(cache.get('h')).toEqual(caller);
    now += 500;
    expect(cache.get('h')).toEqual(caller);
    now += 1;
    expect(cache.get('h')).toBeNull();
  });

  it('forgets a revoked key at once', () => {
    const cache = new VerifiedKeyCache(60_000);
    cache.set('h', caller);
    cache.evict('h');
    expect(cache.get('h')).toBeNull();
  });

  it('stays bounded by dropping the least recently used entry', () => {
    const cache = new VerifiedKeyCache(60_000, 2);
    cache.set('a', caller);
    cache.set('b', caller);
    cache.get('a');
    cache.set('c', caller);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).toEqual(caller);
    expect(cache.get('c')).toEqual(caller);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new VerifiedKeyCache(0);
    cache.set('h', caller);
    expect(cache.get('h')).toBeNull();
  });

  it('says a key is due for verification in the last fifth of its TTL, while still serving it', () => {
    let now = 5_000;
    const cache = new VerifiedKeyCache(1_000, 10, () => now);
    cache.set('h', caller);
    now += 800;
    expect(cache.refreshDue('h')).toBe(false);
    now += 1;
    expect(cache.refreshDue('h')).toBe(true);
    expect(cache.get('h')).toEqual(caller);
    cache.set('h', caller);
    expect(cache.refreshDue('h')).toBe(false);
  });

  it('does not keep a verification that started before a revocation', () => {
    const cache = new VerifiedKeyCache(60_000);
    const since = cache.generation();
    cache.evict('h');
    cache.set('h', caller, since);
    expect(cache.get('h')).toBeNull();
    cache.set('h', caller, cache.generation());
    expect(cache.get('h')).toEqual(caller);
  });
});
