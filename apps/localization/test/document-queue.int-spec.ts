import { DocumentRecord, Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { testEnv } from '../../../test/support/test-env';

/**
 * The documents queue is the `documents` table: these tests put rows in the state a crashed
 * worker leaves behind and watch the running service finish them, charging only what it finished.
 */
describe('documents queue', () => {
  let db: Client;
  let nats: TestNatsClient;
  let caller: { organizationId: string; keyId: string };

  beforeAll(async () => {
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

  /** A text document half done by a worker that is gone: its lease ran out a second ago. */
  async function abandoned(attempts: number): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO localization.documents
         (id, organization_id, key_id, status, progress, filename, format, source_language, target_language,
          source_content, attempts, lease_owner, lease_expires_at)
       VALUES ($1, $2, $3, 'PENDING', 40, 'notes.txt', 'txt', 'en', 'es', $4, $5, 'crashed-worker', now() - interval '1 second')`,
      [id, caller.organizationId, caller.keyId, Buffer.from('Good morning. The house is red.\n'), attempts],
    );
    return id;
  }

  async function done(id: string, ms: number): Promise<DocumentRecord> {
    const deadline = Date.now() + ms;
    for (;;) {
      const record: DocumentRecord = await nats.send(Subjects.documents.get, { id, caller });
      if (record.status !== 'PENDING' || Date.now() > deadline) return record;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  const creditsCharged = async (id: string) =>
    (await db.query<{ credits: string }>(`SELECT credits FROM translation.usage_records WHERE id = $1`, [id])).rows.map(
      (r) => Number(r.credits),
    );

  it('finishes a document whose worker died mid-task, and charges it once', async () => {
    const id = await abandoned(1);
    const record = await done(id, 60_000);
    expect(record).toMatchObject({ status: 'READY', progress: 100, wordCount: 6, credits: 6 });
    const { rows } = await db.query(`SELECT attempts, lease_owner FROM localization.documents WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ attempts: 2, lease_owner: null });
    expect(await creditsCharged(id)).toEqual([6]);
  });

  it('fails a document that has used up its attempts, and charges nothing', async () => {
    const id = await abandoned(5);
    const record = await done(id, 30_000);
    expect(record).toMatchObject({
      status: 'ERROR',
      credits: 0,
      error: { message: expect.stringMatching(/attempts/) },
    });
    expect(await creditsCharged(id)).toEqual([]);
  });
});
