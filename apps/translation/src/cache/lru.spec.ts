import { Lru } from './lru';

describe('Lru', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const lru = new Lru<string>(2, 1_000);
    lru.set('a', 'A');
    lru.set('b', 'B');
    lru.get('a');
    lru.set('c', 'C');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('keeps the total weight under its bound and refuses a value heavier than it', () => {
    const lru = new Lru<string>(100, 10, (v) => v.length);
    lru.set('a', '123456');
    lru.set('b', '12345');
    expect(lru.get('a')).toBeUndefined();
    lru.set('c', '12345678901');
    expect(lru.get('c')).toBeUndefined();
    expect(lru.get('b')).toBe('12345');
  });

  it('deletes matching entries', () => {
    const lru = new Lru<{ g: string }>(10, 10);
    lru.set('a', { g: 'x' });
    lru.set('b', { g: 'y' });
    expect(lru.deleteWhere((v) => v.g === 'x')).toBe(1);
    expect(lru.size).toBe(1);
  });
});
