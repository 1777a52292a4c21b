import { DocumentRecord, Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { startExtraApp } from '../../../test/support/processes';
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

  it('deletes the files of documents older than DOCUMENT_RETENTION_HOURS and keeps the record', async () => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO localization.documents
         (id, organization_id, key_id, status, progress, filename, format, source_language, target_language,
          source_content, output_content, output_filename, output_media_type, output_size_bytes, created_at, completed_at)
       VALUES ($1, $2, $3, 'READY', 100, 'old.txt', 'txt', 'en', 'es', $4, $4, 'old.es.txt', 'text/plain', 5,
               now() - interval '25 hours', now() - interval '25 hours')`,
      [id, caller.organizationId, caller.keyId, Buffer.from('Hola.')],
    );
    // A replica's worker cleans up as soon as it starts, then every ten minutes.
    const replica = await startExtraApp('localization');
    try {
      const deadline = Date.now() + 20_000;
      let row: { files_deleted_at: Date | null; source_content: Buffer | null; output_content: Buffer | null };
      do {
        await new Promise((r) => setTimeout(r, 250));
        [row] = (
          await db.query(
            `SELECT files_deleted_at, source_content, output_content FROM localization.documents WHERE id = $1`,
            [id],
          )
        ).rows;
      } while (row.files_deleted_at === null && Date.now() < deadline);
      expect(row).toEqual({ files_deleted_at: expect.any(Date), source_content: null, output_content: null });
    } finally {
      await replica.stop();
    }
    const record: DocumentRecord = await nats.send(Subjects.documents.get, { id, caller });
    expect(record.status).toBe('READY');
    const gone = await nats.sendExpectingError(Subjects.documents.download, { id, caller });
    expect(gone).toMatchObject({ code: 'GONE', message: expect.stringMatching(/deleted after 24 hours/) });
  });
});
