import { KV } from 'nats';
import { SharedRateLimiter } from './shared-rate-limiter';

/** JetStream KV's compare-and-set, in memory: a write names the revision it read, or fails like the server does. */
class FakeKv {
  values = new Map<string, { value: string; revision: number }>();
  revision = 0;
  writes = 0;
  down = false;

  async get(key: string) {
    await Promise.resolve();
    if (this.down) throw new Error('TIMEOUT');
    const held = this.values.get(key);
    return held && { revision: held.revision, operation: 'PUT', string: () => held.value };
  }
  async create(key: string, value: string) {
    await Promise.resolve();
    if (this.values.has(key)) throw new Error('wrong last sequence: 1');
    return this.put(key, value);
  }
  async update(key: string, value: string, revision: number) {
    await Promise.resolve();
    if (this.values.get(key)?.revision !== revision) throw new Error('wrong last sequence: 7');
    return this.put(key, value);
  }
  private put(key: string, value: string) {
    this.writes++;
    this.values.set(key, { value, revision: ++this.revision });
    return this.revision;
  }
}

describe('SharedRateLimiter', () => {
  let now: number;
  let kv: FakeKv;
  const limiter = () =>
    new SharedRateLimiter(
      () => Promise.resolve(kv as unknown as KV),
      1_000,
      60_000,
      () => now,
    );

  beforeEach(() => {
    now = 1_000_000;
    kv = new FakeKv();
  });

  it('holds a limit across two replicas sharing the store, then opens a new window a minute after the first request', async () => {
    const [a, b] = [limiter(), limiter()];
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).take('key', 30)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(30);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.remaining === 0 && d.resetSeconds === 60)).toBe(true);
    now += 59_500;
    expect((await a.take('key', 30)).allowed).toBe(false);
    expect((await b.take('key', 30)).resetSeconds).toBe(1);
    now += 500;
    expect(await a.take('key', 30)).toMatchObject({ allowed: true, remaining: 29, resetSeconds: 60 });
  });

  it('sends one write per batch of concurrent requests on one replica, and none once the window is full', async () => {
    const one = limiter();
    await Promise.all(Array.from({ length: 20 }, () => one.take('key', 100)));
    expect(kv.writes).toBeLessThanOrEqual(2);
    await Promise.all(Array.from({ length: 200 }, () => one.take('key', 100)));
    const writes = kv.writes;
    await one.take('key', 100);
    expect(kv.writes).toBe(writes);
  });

  it('counts keys apart', async () => {
    const one = limiter();
    expect((await one.take('a', 1)).allowed).toBe(true);
    expect((await one.take('b', 1)).allowed).toBe(true);
    expect((await one.take('a', 1)).allowed).toBe(false);
  });

  it('lets requests through when the store fails, and counts them', async () => {
    const one = limiter();
    kv.down = true;
    const decisions = await Promise.all([one.take('key', 1), one.take('key', 1), one.take('key', 1)]);
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(one.failOpenCount).toBe(3);
    // The store is skipped for a second, then asked again.
    kv.down = false;
    expect((await one.take('key', 1)).allowed).toBe(true);
    expect(one.failOpenCount).toBe(4);
    now += 1_000;
    expect((await one.take('key', 1)).allowed).toBe(true);
    expect((await one.take('key', 1)).allowed).toBe(false);
  });
});
