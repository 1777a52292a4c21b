import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { testEnv } from '../../../test/support/test-env';
import { Claim, LeaseQueue, PermanentWorkError, QueueHandler, QueueWorker } from '../src';

/** The queue against real PostgreSQL, on a table of its own made for the test. */
describe('LeaseQueue and QueueWorker', () => {
  const schema = `work_queue_test_${process.pid}`;
  const table = `${schema}.jobs`;
  let db: DataSource;
  let queue: LeaseQueue;

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', url: testEnv().databaseUrl });
    await db.initialize();
    await db.query(`CREATE SCHEMA ${schema}`);
    await db.query(`CREATE TABLE ${table} (id uuid PRIMARY KEY, status text NOT NULL, result text,
      attempts int NOT NULL DEFAULT 0, lease_owner text, lease_expires_at timestamptz, created_at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    queue = new LeaseQueue(db, { table, pendingStatus: 'pending' });
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.destroy();
  });
  beforeEach(() => db.query(`DELETE FROM ${table}`));

  const add = async (n = 1) => {
    const ids = Array.from({ length: n }, () => randomUUID());
    for (const id of ids) await db.query(`INSERT INTO ${table} (id, status) VALUES ($1, 'pending')`, [id]);
    return ids;
  };
  const row = async (id: string) =>
    (await db.query<object[]>(`SELECT status, result, attempts, lease_owner FROM ${table} WHERE id = $1`, [id]))[0];

  it('gives each row to one claimant, oldest first, even when claims race', async () => {
    const ids = await add(20);
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => queue.claimNext(`w${i}`, 30)));
    const won = claims.filter((c): c is Claim => c !== null);
    expect(won).toHaveLength(20);
    expect(new Set(won.map((c) => c.id))).toEqual(new Set(ids));
  });

  it('stores a result only while the lease is held', async () => {
    const [id] = await add();
    const first = (await queue.claimNext('first', 30))!;
    await db.query(`UPDATE ${table} SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const second = (await queue.claimNext('second', 30))!;
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await queue.renewLease(first, 30)).toBe(false);
    expect(await queue.finish(first, `status = 'done', result = $3`, ['from first'])).toBe(false);
    expect(await queue.finish(second, `status = 'done', result = $3`, ['from second'])).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'done', result: 'from second', lease_owner: null });
  });

  it('keeps a released row out of reach until its delay has passed', async () => {
    const [id] = await add();
    const claim = (await queue.claimNext('w', 30))!;
    await queue.release(claim, 0.6, true);
    expect(await queue.claimNext('w', 30)).toBeNull();
    await new Promise((r) => setTimeout(r, 700));
    expect(await queue.claimNext('w', 30)).toMatchObject({ id, attempts: 2 });
  });

  function workerWith(handler: QueueHandler, maxAttempts = 3) {
    return new QueueWorker(queue, handler, {
      name: 'test',
      concurrency: 2,
      pollIntervalMs: 50,
      leaseSeconds: 30,
      maxAttempts,
      retryDelaySeconds: () => 0.05,
    });
  }
  async function until(check: () => Promise<boolean>) {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const failInto = async (claim: Claim, message: string) => {
    await queue.finish(claim, `status = 'failed', result = $3`, [message]);
  };

  it('retries a passing failure, fails a permanent one at once, and gives up after the attempt cap', async () => {
    const [flaky, broken, hopeless] = await add(3);
    const worker = workerWith({
      process: async (claim) => {
        if (claim.id === broken) throw new PermanentWorkError('cannot ever work');
        if (claim.id === hopeless || claim.attempts < 2) throw new Error('passing trouble');
        await queue.finish(claim, `status = 'done', result = $3`, ['ok']);
      },
      fail: failInto,
    });
    worker.start();
    try {
      await until(
        async () =>
          (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table} WHERE status <> 'pending'`))[0]
            .n === 3,
      );
    } finally {
      await worker.stop();
    }
    expect(await row(flaky)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await row(broken)).toMatchObject({ status: 'failed', result: 'cannot ever work', attempts: 1 });
    expect(await row(hopeless)).toMatchObject({
      status: 'failed',
      result: 'Gave up after 3 attempts: passing trouble',
    });
  });

  it('hands rows in hand back on stop, the attempt not counted', async () => {
    const [id] = await add();
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const worker = workerWith({
      process: () => {
        started();
        return new Promise(() => undefined);
      },
      fail: failInto,
    });
    worker.start();
    await running;
    await worker.stop();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lease_owner: null });
  });
});
