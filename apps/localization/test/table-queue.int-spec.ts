import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { testEnv } from '../../../test/support/test-env';

/**
 * The queue is the `localization_tables` table: these tests put rows in the state a crashed or
 * restarted worker leaves behind and watch the running service finish them.
 */
describe('localization table queue', () => {
  let db: Client;
  let nats: TestNatsClient;
  let caller: { organizationId: string; keyId: string };

  beforeAll(async () => {
    // Both exist before the first await, so afterAll can close them even when setup fails.
    db = new Client({ connectionString: testEnv().databaseUrl });
    nats = new TestNatsClient();
    await db.connect();
    const org = await newOrganization();
    caller = { organizationId: org.organizationId, keyId: org.keyId };
  });
  afterAll(async () => {
    await db.end();
    await nats.close();
  });

  async function insertTable(lease: {
    owner: string | null;
    expiresInSeconds: number | null;
    attempts: number;
  }): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO localization.localization_tables
         (id, organization_id, key_id, status, source_language, target_languages, source_format, source_content, output_format,
          attempts, lease_owner, lease_expires_at)
       VALUES ($1, $2, $3, 'pending', 'en', '{es}', 'json', $4, 'json', $5, $6,
               CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)`,
      [
        id,
        caller.organizationId,
        caller.keyId,
        Buffer.from('{"greeting": "Good morning"}'),
        lease.attempts,
        lease.owner,
        lease.expiresInSeconds,
      ],
    );
    return id;
  }

  async function statusAfter(id: string, ms: number): Promise<string> {
    const deadline = Date.now() + ms;
    for (;;) {
      const table = await nats.send(Subjects.localization.get, { id, caller });
      if (table.status !== 'pending' || Date.now() > deadline) return table.status;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('finishes a table whose worker died mid-task once its lease runs out', async () => {
    const id = await insertTable({ owner: 'crashed-worker', expiresInSeconds: -1, attempts: 1 });
    expect(await statusAfter(id, 60_000)).toBe('completed');
    const { rows } = await db.query(
      `SELECT attempts, lease_owner FROM localization.localization_tables WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ attempts: 2, lease_owner: null });
  });

  it('finishes a table queued while no worker ran (a restart)', async () => {
    const id = await insertTable({ owner: null, expiresInSeconds: null, attempts: 0 });
    expect(await statusAfter(id, 60_000)).toBe('completed');
  });

  it('leaves a table alone while another worker holds its lease', async () => {
    const id = await insertTable({ owner: 'live-worker', expiresInSeconds: 600, attempts: 1 });
    expect(await statusAfter(id, 3_000)).toBe('pending');
    await db.query(`DELETE FROM localization.localization_tables WHERE id = $1`, [id]);
  });

  it('fails a table that has used up its attempts', async () => {
    const id = await insertTable({ owner: 'crashed-worker', expiresInSeconds: -1, attempts: 5 });
    expect(await statusAfter(id, 30_000)).toBe('failed');
    const table = await nats.send(Subjects.localization.get, { id, caller });
    expect(table.error.message).toMatch(/attempts/);
  });
});
